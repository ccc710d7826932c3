import { Link } from 'react-router';
import type { Invoice } from '@sportello/contract';
import {
  canRequestInstallments,
  formatDate,
  formatEuro,
  installmentRequestWindow,
  isCreationSuccessful,
  isInstallmentRequestInProgress,
  MESSAGES,
  TEXT_LIMITS,
} from '@sportello/domain';
import { installmentsRequestSchema } from '@sportello/contract/erp-requests';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useInvoice } from '../api/get-invoice';
import { useInstallmentRequests, useRequestInstallments } from '../api/request-installments';
import { useFocusHeading } from './use-focus-heading';
import './invoices.css';

const CHOICES = [2, 3, 4, 5, 6, 8, 10, 12];

/** The contract's instalments request (number of rates 2 to 12, note length) is the form's rule. */
const installmentsFormSchema = installmentsRequestSchema.shape.installmentsRequest;

/** The form of an invoice inside its request window. */
function InstallmentsForm({
  invoice,
  contractKey,
  send,
}: {
  invoice: Invoice;
  contractKey: string;
  send: ReturnType<typeof useRequestInstallments>;
}) {
  const form = useZodForm(installmentsFormSchema, {
    defaultValues: { invoiceId: invoice.id, contractKey, numberOfInstallments: 3, note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.submit(
    async ({ note, ...request }) => {
      // An empty note is not sent: the back office reads its absence as "no note".
      await send.mutateAsync({ ...request, ...(note ? { note } : {}) });
    },
    {
      fields: {
        'installmentsRequest.numberOfInstallments': 'numberOfInstallments',
        'installmentsRequest.note': 'note',
      },
    },
  );
  return (
    <form className="form installments-request" noValidate onSubmit={onSubmit}>
      <p>
        Bolletta n. {invoice.key}, importo da rateizzare <strong>{formatEuro(invoice.amountToPay)}</strong>,
        scadenza {formatDate(invoice.dueDate)}.
      </p>
      <Field label="Numero di rate" error={errors.numberOfInstallments?.message}>
        <select {...form.register('numberOfInstallments', { valueAsNumber: true })}>
          {CHOICES.map((n) => (
            <option key={n} value={n}>
              {n} rate
            </option>
          ))}
        </select>
      </Field>
      <Field label="Note (facoltative)" error={errors.note?.message}>
        <textarea rows={3} maxLength={TEXT_LIMITS.installmentNote} {...form.register('note')} />
      </Field>
      <FormError message={form.submitError} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Invio in corso…' : 'Invia la richiesta'}
      </button>
    </form>
  );
}

/**
 * /invoice/{id}/request-installments/{contractKey}/{key}: asks for an instalment plan, only
 * inside the request window (issue date to due date + 10 days) and when none is in progress.
 */
export function RequestInstallments({ invoiceId, contractKey }: { invoiceId: number; contractKey: string }) {
  const invoice = useInvoice(invoiceId);
  const requests = useInstallmentRequests(contractKey, invoice.isSuccess);
  const send = useRequestInstallments();
  const heading = useFocusHeading();

  const back = (
    <p className="invoice-detail__back">
      <Link to={`/invoice/${invoiceId}`}>← Torna alla bolletta</Link>
    </p>
  );
  // The requests in progress are part of the page's answer: both are awaited before it shows.
  const page = {
    isPending: invoice.isPending || (invoice.isSuccess && requests.isPending),
    isError: invoice.isError,
    error: invoice.error,
    isFetching: invoice.isFetching,
    data: invoice.isSuccess && !requests.isPending ? invoice.data : undefined,
    refetch: () => invoice.refetch(),
  };
  const body = (
    <QueryState query={page} loading="Caricamento…" error="Non è stato possibile caricare la bolletta.">
      {(inv) => {
        if (send.isSuccess && isCreationSuccessful(send.data)) {
          return (
            <div role="status" className="alert alert--ok" data-testid="installments-request-sent">
              <p>
                <strong>Richiesta inviata!</strong> La tua richiesta di rateizzazione n. {send.data.ticketKey}{' '}
                è stata presa in carico: ti contatteremo con il piano delle rate.
              </p>
            </div>
          );
        }
        const inProgress =
          isInstallmentRequestInProgress(requests.data ?? [], inv.id) ||
          (send.error instanceof ApiError && send.error.code === 'installment_request_in_progress');
        const window = installmentRequestWindow(inv);
        const open = inv.installmentsRequestable && canRequestInstallments(inv, new Date());
        if (inProgress) {
          return (
            <p role="status" className="alert alert--info" data-testid="installments-in-progress">
              {MESSAGES.installmentRequestInProgress}
            </p>
          );
        }
        if (!open) {
          return (
            <p role="status" className="alert alert--info" data-testid="installments-closed">
              {inv.installments.length > 0
                ? 'Questa bolletta è già rateizzata.'
                : `La rateizzazione di questa bolletta non può essere richiesta: è possibile farlo ${
                    window
                      ? `dal ${formatDate(window.from)} al ${formatDate(window.to)}`
                      : 'entro i termini previsti'
                  }, se la bolletta non è ancora pagata.`}
            </p>
          );
        }
        return <InstallmentsForm invoice={inv} contractKey={contractKey} send={send} />;
      }}
    </QueryState>
  );
  return (
    <>
      {back}
      <h1 ref={heading} tabIndex={-1}>
        Richiesta di rateizzazione
      </h1>
      {body}
    </>
  );
}
