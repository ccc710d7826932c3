import { useSearchParams } from 'react-router';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import { useFocusHeading } from '../../features/invoices/components/use-focus-heading';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
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
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Le tue bollette
      </h1>
      {customer && <p className="muted">Cliente {customer.account.name}</p>}
      <InvoiceList
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
