import { useParams } from 'react-router';
import { InstallmentsToPay } from '../../features/invoices/components/installments-to-pay';
import { usePageTitle } from '../../lib/use-page-title';

/** /invoice/{id}/installments-to-pay (module pay). */
export function InvoiceInstallmentsToPayRoute() {
  const { id } = useParams();
  usePageTitle('Rate da pagare');
  return <InstallmentsToPay key={id} invoiceId={Number(id)} />;
}

export default InvoiceInstallmentsToPayRoute;
