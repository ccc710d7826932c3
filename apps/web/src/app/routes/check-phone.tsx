import { CodeCheck } from '../../features/contact-changes/components/code-check';
import { usePageTitle } from '../../lib/use-page-title';

/** /check-phone: the code sent by SMS to the new number. */
export function CheckPhoneRoute() {
  usePageTitle('Verifica telefono');
  return (
    <>
      <h1>Verifica il nuovo numero</h1>
      <CodeCheck kind="phone" />
    </>
  );
}

export default CheckPhoneRoute;
