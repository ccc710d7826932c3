import { PracticeList } from '../../features/practices/components/practice-list';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

/** /practices (module prat): the current customer's requests to the back office. */
export function PracticesRoute() {
  const { customer } = useSession();
  usePageTitle('Pratiche');
  return (
    <>
      <h1>Le tue pratiche</h1>
      {customer && <p className="muted">Cliente {customer.account.name}</p>}
      <PracticeList customerKey={customer?.key} />
    </>
  );
}

export default PracticesRoute;
