import { useParams } from 'react-router';
import { InvoiceComparison } from '../../features/invoices/components/invoice-comparison';
import { usePageTitle } from '../../lib/use-page-title';

/** /invoice/{id}/comparation (choose the second bill) and /invoice/{id1}/comparation/{id2}. */
export function InvoiceComparisonRoute() {
  const { id, id1, id2 } = useParams();
  usePageTitle('Confronto bollette');
  const first = Number(id ?? id1);
  const second = id2 === undefined ? undefined : Number(id2);
  return <InvoiceComparison key={`${first}-${second ?? ''}`} id={first} otherId={second} />;
}

export default InvoiceComparisonRoute;
