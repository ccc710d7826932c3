import type { Invoice } from '@sportello/contract';
import { formatEuro, invoicePaymentBody } from '@sportello/domain';
import { useStartPayment } from '../api/payments';

/** "Paga online": creates the payment for what the invoice still owes and leaves for the gateway. */
export function PayInvoiceButton({ invoice }: { invoice: Invoice }) {
  const start = useStartPayment();
  const leaving = start.isPending || start.isSuccess;
  return (
    <div className="download">
      <button
        type="button"
        className="button button--primary"
        disabled={leaving}
        onClick={() => start.mutate(invoicePaymentBody(invoice))}
      >
        {leaving ? 'Apertura del pagamento…' : `Paga online ${formatEuro(invoice.amountToPay)}`}
      </button>
      <p role="alert" className={start.isError ? 'alert alert--error download__error' : 'visually-hidden'}>
        {start.isError ? start.error.message : ''}
      </p>
    </div>
  );
}
