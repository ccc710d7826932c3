import { SupplyList } from '../../features/supplies/components/supply-list';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

export function DashboardRoute() {
  const { session } = useSession();
  usePageTitle('Home');
  return (
    <>
      <h1>Ciao{session?.user ? `, ${session.user.username}` : ''}</h1>
      <section aria-labelledby="forniture-titolo" className="section">
        <h2 id="forniture-titolo">Le tue forniture</h2>
        <SupplyList />
      </section>
    </>
  );
}

export default DashboardRoute;
