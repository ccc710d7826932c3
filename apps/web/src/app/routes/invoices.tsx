import { useSearchParams } from 'react-router';
import { InsolvencyBanner } from '../../features/insolvency/components/insolvency-banner';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import { CreditRefund } from '../../features/money/components/credit-refund';
import { useFocusHeading } from '../../features/invoices/components/use-focus-heading';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useEnabledModules } from '../modules';
import { useSupplyNames } from './use-supply-names';

/** /invoices (from the drawer, ?typeCodes=all) and /invoices-list: the customer's invoices. */
export function InvoicesRoute() {
  const { customer } = useSession();
  const [search, setSearch] = useSearchParams();
  usePageTitle('Bollette');
  const heading = useFocusHeading();
  const outstandingOnly = search.get('outstandingOnly') === 'true';
  const typeCodes = search.get('typeCodes') ?? undefined;
  const supplyName = useSupplyNames(customer?.key);
  const modules = useEnabledModules();
  // ?seleziona=tutte|scadute (dashboard "Paga", insolvency "Paga ora"): bills chosen on arrival.
  const chosenOnArrival = search.get('seleziona');
  const preselect = chosenOnArrival === 'tutte' || chosenOnArrival === 'scadute' ? chosenOnArrival : null;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Le tue bollette
      </h1>
      {customer && <p className="muted">Cliente {customer.account.name}</p>}
      <InsolvencyBanner customerKey={customer?.key} moduleKeys={modules} />
      <CreditRefund customerKey={customer?.key} />
      <InvoiceList
        key={preselect ?? ''}
        preselect={preselect}
        enabled={customer !== null}
        params={{ ...(customer ? { customerId: customer.id } : {}), ...(typeCodes ? { typeCodes } : {}) }}
        outstandingOnly={outstandingOnly}
        onOutstandingOnlyChange={(value) =>
          setSearch(
            (prev) => {
              const next = new URLSearchParams(prev);
              if (value) next.set('outstandingOnly', 'true');
              else next.delete('outstandingOnly');
              return next;
            },
            { replace: true },
          )
        }
        supplyName={supplyName}
      />
    </>
  );
}

export default InvoicesRoute;
