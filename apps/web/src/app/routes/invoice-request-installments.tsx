import { useParams } from 'react-router';
import { RequestInstallments } from '../../features/invoices/components/request-installments';
import { usePageTitle } from '../../lib/use-page-title';

/** /invoice/{id}/request-installments/{contractKey}/{key}. */
export function InvoiceRequestInstallmentsRoute() {
  const { id, contractKey = '' } = useParams();
  usePageTitle('Richiesta di rateizzazione');
  return <RequestInstallments key={id} invoiceId={Number(id)} contractKey={contractKey} />;
}

export default InvoiceRequestInstallmentsRoute;
