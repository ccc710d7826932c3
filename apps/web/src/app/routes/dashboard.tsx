import { lazy, Suspense, useState } from 'react';
import { greeting } from '@sportello/domain';
import {
  AmountDueBlock,
  LastInvoiceBlock,
  MessagesBlock,
  ProposalBlock,
  ReadingWindowsBlock,
  Shortcuts,
  type Shortcut,
} from '../../features/dashboard/components/dashboard-blocks';
import { hasPendingInvoiceAction } from '../../features/deep-links/api/pending-invoice-action';
import { InsolvencyBanner } from '../../features/insolvency/components/insolvency-banner';
import { useSupplies } from '../../features/supplies/api/get-supplies';
import { supplyName } from '../../features/supplies/components/supply-labels';
import { SupplyList } from '../../features/supplies/components/supply-list';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useEnabledModules } from '../modules';
import { useRouteAvailable } from './supply-links';

const PendingInvoiceAction = lazy(
  () => import('../../features/deep-links/components/pending-invoice-action'),
);

/**
 * /dashboard: what a customer comes for, at a glance. Each block loads on its own and shows its
 * own error, so one failing call never blanks the page.
 */
export function DashboardRoute() {
  const { customer } = useSession();
  const [pendingAction] = useState(hasPendingInvoiceAction);
  const modules = useEnabledModules();
  const available = useRouteAvailable();
  usePageTitle('Home');
  const supplies = useSupplies(customer ? { customerKey: customer.key } : {});
  const active = supplies.data?.supplies.filter((s) => s.status === 'Attiva');
  const readingSupplies = active?.map((s) => ({ id: s.id, key: s.key, name: supplyName(s) }));
  const canSendReading = available('supply_self_reading');
  const canPay = available('invoices-list');

  const shortcuts: Shortcut[] = [];
  if (canPay) shortcuts.push({ label: 'Paga le bollette', to: '/invoices-list?outstandingOnly=true' });
  if (canSendReading && active?.length)
    shortcuts.push({
      label: 'Invia un’autolettura',
      to: active.length === 1 ? `/supplies/${active[0]!.id}/autolettura` : '/supplies',
    });
  if (available('supply-graphs') && active?.length)
    shortcuts.push({
      label: 'Vedi i consumi',
      to: active.length === 1 ? `/supplies/${active[0]!.id}/graphs` : '/supplies',
    });

  return (
    <>
      {pendingAction && (
        <Suspense fallback={null}>
          <PendingInvoiceAction />
        </Suspense>
      )}
      <h1>{greeting(customer)}</h1>
      {customer && <p className="muted">Cliente {customer.account.name}</p>}
      <InsolvencyBanner customerKey={customer?.key} moduleKeys={modules} />
      <div className="dash-grid">
        {canPay && <AmountDueBlock customerId={customer?.id} />}
        {canPay && <LastInvoiceBlock customerId={customer?.id} />}
        <MessagesBlock />
        <ReadingWindowsBlock supplies={readingSupplies} canSendReading={canSendReading} />
        <ProposalBlock customerKey={customer?.key} />
      </div>
      <Shortcuts items={shortcuts} />
      <section aria-labelledby="forniture-titolo" className="section">
        <h2 id="forniture-titolo">Le tue forniture</h2>
        <SupplyList {...(customer ? { customerKey: customer.key } : {})} />
      </section>
    </>
  );
}

export default DashboardRoute;
