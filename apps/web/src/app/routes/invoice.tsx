import { useParams } from 'react-router';
import { InvoiceDetailView } from '../../features/invoices/components/invoice-detail';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useEnabledModules } from '../modules';
import { useRouteAvailable } from './supply-links';
import { useSupplyNames } from './use-supply-names';

/** /invoice/{id}: one invoice with its summary sections, instalments and actions. */
export function InvoiceRoute() {
  const { id } = useParams();
  const { customer } = useSession();
  const modules = useEnabledModules();
  const supplyName = useSupplyNames(customer?.key);
  const available = useRouteAvailable();
  usePageTitle('Dettaglio bolletta');
  return (
    <InvoiceDetailView
      key={id}
      id={Number(id)}
      moduleKeys={modules}
      supplyName={supplyName}
      canCompare={available('invoice-comparison')}
    />
  );
}

export default InvoiceRoute;
