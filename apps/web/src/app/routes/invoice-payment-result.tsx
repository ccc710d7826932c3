import { useMatches, useParams, useSearchParams } from 'react-router';
import { PaymentResult } from '../../features/invoices/components/payment-result';
import type { RouteHandle } from '../route-handle';

/** /invoice/{id}/payment_ok and /invoice/{id}/payment_ko (full screen): back from the gateway. */
export function InvoicePaymentResultRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const matches = useMatches();
  const name = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.name;
  return (
    <PaymentResult
      invoiceId={id}
      paymentId={search.get('paymentId')}
      returnedTo={name === 'invoice_payment_ok' ? 'ok' : 'ko'}
    />
  );
}

export default InvoicePaymentResultRoute;
