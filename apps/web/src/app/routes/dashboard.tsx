import { lazy, Suspense, useState } from 'react';
import { hasPendingInvoiceAction } from '../../features/deep-links/api/pending-invoice-action';
import { SupplyList } from '../../features/supplies/components/supply-list';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

const PendingInvoiceAction = lazy(
  () => import('../../features/deep-links/components/pending-invoice-action'),
);

export function DashboardRoute() {
  const { session, customer } = useSession();
  const [pendingAction] = useState(hasPendingInvoiceAction);
  usePageTitle('Home');
  return (
    <>
      {pendingAction && (
        <Suspense fallback={null}>
          <PendingInvoiceAction />
        </Suspense>
      )}
      <h1>Ciao{session?.user ? `, ${session.user.username}` : ''}</h1>
      {customer && <p className="muted">Cliente {customer.account.name}</p>}
      <section aria-labelledby="forniture-titolo" className="section">
        <h2 id="forniture-titolo">Le tue forniture</h2>
        <SupplyList {...(customer ? { customerKey: customer.key } : {})} />
      </section>
    </>
  );
}

export default DashboardRoute;
