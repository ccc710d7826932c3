import type { Invoice } from '@sportello/contract';
import { formatDate } from '@sportello/domain';

/** Issue date, period and due date of an invoice: rows of the `<dl>` of the list and the detail. */
export function InvoiceDates({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <div>
        <dt>Emessa il</dt>
        <dd>{formatDate(invoice.issueDate)}</dd>
      </div>
      <div>
        <dt>Periodo</dt>
        <dd>
          dal {formatDate(invoice.periodStart)} al {formatDate(invoice.periodEnd)}
        </dd>
      </div>
      <div>
        <dt>Scadenza</dt>
        <dd>{formatDate(invoice.dueDate)}</dd>
      </div>
    </>
  );
}
