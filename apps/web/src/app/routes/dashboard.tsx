import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { greeting } from '@sportello/domain';
import { useActiveProposal, useReadingWindows } from '../../features/dashboard/api/dashboard-api';
import {
  AmountDueBlock,
  DashboardBody,
  LastInvoiceBlock,
  MessagesBlock,
  ProposalBlock,
  ReadingWindowsBlock,
  Shortcuts,
  type Shortcut,
} from '../../features/dashboard/components/dashboard-blocks';
import { hasPendingInvoiceAction } from '../../features/deep-links/api/pending-invoice-action';
import { useInsolvencies } from '../../features/insolvency/api/get-insolvencies';
import { InsolvencyBanner } from '../../features/insolvency/components/insolvency-banner';
import { useSupplies } from '../../features/supplies/api/get-supplies';
import { supplyName } from '../../features/supplies/components/supply-labels';
import { SupplyList } from '../../features/supplies/components/supply-list';
import { BillForecast } from '../../features/money/components/bill-forecast';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useEnabledModules } from '../modules';
import { useRouteAvailable } from './supply-links';

/**
 * The route reads six queries of its own (supplies, insolvencies, proposal, reading windows…), and
 * each answer renders it again: its widgets are memoized, so that an answer renders the route and
 * the widget it concerns, not every widget each time (the main thread's blocking time at load).
 */
const Banner = memo(InsolvencyBanner);
const Supplies = memo(SupplyList);
const Forecast = memo(BillForecast);

const PendingInvoiceAction = lazy(
  () => import('../../features/deep-links/components/pending-invoice-action'),
);

/** Answered, failed, or never to be asked (a query that is not enabled). */
const settled = (query: { isPending: boolean; fetchStatus: string }) =>
  !query.isPending || query.fetchStatus === 'idle';

/**
 * /dashboard: what a customer comes for, at a glance. Each block loads on its own and shows its
 * own error, so one failing call never blanks the page. The page does not shift as they arrive:
 * the body shows once the calls that decide its layout are answered (DashboardBody), and each
 * block keeps the size of its content while it loads.
 */
export function DashboardRoute() {
  const { customer } = useSession();
  const [pendingAction] = useState(hasPendingInvoiceAction);
  const modules = useEnabledModules();
  const available = useRouteAvailable();
  usePageTitle('Home');
  const supplies = useSupplies(customer ? { customerKey: customer.key } : {});
  // Supplies that failed to load: no reading block (the supply list says it failed).
  const active = useMemo(
    () => (supplies.isError ? [] : supplies.data?.supplies.filter((s) => s.status === 'Attiva')),
    [supplies.isError, supplies.data],
  );
  const readingSupplies = useMemo(
    () => active?.map((s) => ({ id: s.id, key: s.key, name: supplyName(s) })),
    [active],
  );
  const canSendReading = available('supply_self_reading');
  const canPay = available('invoices-list');
  // The same queries as the banner and the blocks (shared by key): what decides the layout.
  const insolvencies = useInsolvencies(customer?.key, modules);
  const proposal = useActiveProposal(customer?.key);
  const windows = useReadingWindows(canSendReading ? (active ?? []).map((s) => s.key) : []);
  const laidOut = [insolvencies, proposal, supplies, ...windows].every(settled);

  const canSeeGraphs = available('supply-graphs');
  const shortcuts = useMemo(() => {
    const list: Shortcut[] = [];
    if (canPay) list.push({ label: 'Paga le bollette', to: '/invoices-list?outstandingOnly=true' });
    if (canSendReading && active?.length)
      list.push({
        label: 'Invia un’autolettura',
        to: active.length === 1 ? `/supplies/${active[0]!.id}/autolettura` : '/supplies',
      });
    if (canSeeGraphs && active?.length)
      list.push({
        label: 'Vedi i consumi',
        to: active.length === 1 ? `/supplies/${active[0]!.id}/graphs` : '/supplies',
      });
    return list;
  }, [canPay, canSendReading, canSeeGraphs, active]);

  return (
    <>
      {pendingAction && (
        <Suspense fallback={null}>
          <PendingInvoiceAction />
        </Suspense>
      )}
      <h1>{greeting(customer)}</h1>
      {customer && <p className="muted">Cliente {customer.account.name}</p>}
      <DashboardBody settled={laidOut}>
        <Banner customerKey={customer?.key} moduleKeys={modules} />
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
          <Supplies {...(customer ? { customerKey: customer.key } : {})} />
        </section>
        <Forecast customerKey={customer?.key} />
      </DashboardBody>
    </>
  );
}

export default DashboardRoute;
