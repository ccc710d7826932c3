import { Link } from 'react-router';
import type { InstallmentOptions, Invoice } from '@sportello/contract';
import {
  canRequestInstallments,
  formatDate,
  formatEuro,
  formatNumber,
  installmentRequestWindow,
  isCreationSuccessful,
  isInstallmentRequestInProgress,
  MESSAGES,
  simulateInstallmentPlan,
  TEXT_LIMITS,
} from '@sportello/domain';
import { installmentsRequestSchema } from '@sportello/contract/erp-requests';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useInstallmentOptions } from '../api/get-installment-options';
import { useInvoice } from '../api/get-invoice';
import { useInstallmentRequests, useRequestInstallments } from '../api/request-installments';
import { useFocusHeading } from './use-focus-heading';
import './invoices.css';

type Eligible = InstallmentOptions & {
  eligible: true;
  case: NonNullable<InstallmentOptions['case']>;
  amount: string;
  minInstallments: number;
  maxInstallments: number;
  annualRate: number;
  firstDueDate: string;
  periodMonths: number;
};

/** The case that gives the right to instalments, with its source and the terms. */
function CaseNotice({ options }: { options: Eligible }) {
  return (
    <div className="alert alert--ok" data-testid="installments-case">
      <p>
        <strong>Puoi pagare questa bolletta a rate.</strong> {options.case.title}
      </p>
      <p className="muted">Fonte: {options.case.source}.</p>
      <p>
        Da {options.minInstallments} a {options.maxInstallments} rate,{' '}
        {options.annualRate === 0
          ? 'senza interessi'
          : `con interessi al tasso annuo del ${formatNumber(options.annualRate)}% (tasso di riferimento BCE)`}
        .
      </p>
    </div>
  );
}

/** The plan as it would be: each instalment's date and amount, and the total. */
function PlanPreview({ options, count, dueDate }: { options: Eligible; count: number; dueDate: string }) {
  if (!(count >= options.minInstallments && count <= options.maxInstallments)) return null;
  const plan = simulateInstallmentPlan({
    amount: options.amount,
    count,
    firstDueDate: options.firstDueDate,
    periodMonths: options.periodMonths,
    annualRate: options.annualRate,
    interestFrom: options.interestFrom ?? dueDate,
  });
  const withInterest = options.annualRate > 0;
  return (
    <table className="installment-plan" data-testid="installment-plan">
      <caption>Piano simulato in {count} rate</caption>
      <thead>
        <tr>
          <th scope="col">Rata</th>
          <th scope="col">Scadenza</th>
          <th scope="col">Importo</th>
          {withInterest && <th scope="col">di cui interessi</th>}
        </tr>
      </thead>
      <tbody>
        {plan.installments.map((i) => (
          <tr key={i.number} data-testid="planned-installment">
            <th scope="row">{i.number}</th>
            <td>{formatDate(i.dueDate)}</td>
            <td>{formatEuro(i.amount)}</td>
            {withInterest && <td>{formatEuro(i.interest)}</td>}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Totale
          </th>
          <td data-testid="installment-plan-total">{formatEuro(plan.total)}</td>
          {withInterest && <td>{formatEuro(plan.interest)}</td>}
        </tr>
      </tfoot>
    </table>
  );
}

/** The contract's instalments request (number of rates 2 to 12, note length) is the form's rule. */
const installmentsFormSchema = installmentsRequestSchema.shape.installmentsRequest;

/** The form of an invoice inside its request window. */
function InstallmentsForm({
  invoice,
  contractKey,
  send,
  options,
}: {
  invoice: Invoice;
  contractKey: string;
  send: ReturnType<typeof useRequestInstallments>;
  options: Eligible;
}) {
  const choices = Array.from(
    { length: options.maxInstallments - options.minInstallments + 1 },
    (_, k) => options.minInstallments + k,
  );
  const form = useZodForm(installmentsFormSchema, {
    defaultValues: {
      invoiceId: invoice.id,
      contractKey,
      numberOfInstallments: choices.includes(3) ? 3 : options.minInstallments,
      note: '',
    },
  });
  const count = form.watch('numberOfInstallments');
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
          {choices.map((n) => (
            <option key={n} value={n}>
              {n} rate
            </option>
          ))}
        </select>
      </Field>
      <PlanPreview options={options} count={Number(count)} dueDate={invoice.dueDate} />
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
  const options = useInstallmentOptions(invoiceId, invoice.isSuccess);
  const send = useRequestInstallments();
  const heading = useFocusHeading();

  const back = (
    <p className="invoice-detail__back">
      <Link to={`/invoice/${invoiceId}`}>← Torna alla bolletta</Link>
    </p>
  );
  // The requests in progress are part of the page's answer: both are awaited before it shows.
  const waiting = invoice.isSuccess && (requests.isPending || options.isPending);
  const page = {
    isPending: invoice.isPending || waiting,
    isError: invoice.isError || options.isError,
    error: invoice.error ?? options.error,
    isFetching: invoice.isFetching || options.isFetching,
    data: invoice.isSuccess && !waiting ? invoice.data : undefined,
    refetch: () => (invoice.isError ? invoice.refetch() : options.refetch()),
  };
  const body = (
    <QueryState query={page} loading="Caricamento…" error="Non è stato possibile caricare la bolletta.">
      {(inv) => {
        if (send.isSuccess && isCreationSuccessful(send.data)) {
          return (
            <div role="status" className="alert alert--ok" data-testid="installments-request-sent">
              <p>
                <strong>Richiesta inviata!</strong> La tua richiesta di rateizzazione n. {send.data.ticketKey}{' '}
                è stata presa in carico con il piano scelto: la trovi tra le tue pratiche.
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
        const answer = options.data;
        if (!answer?.eligible || !answer.case) {
          return (
            <div role="status" className="alert alert--info" data-testid="installments-not-eligible">
              <p>
                <strong>Questa bolletta non si può rateizzare.</strong>
              </p>
              {(answer?.reasons ?? []).map((reason) => (
                <p key={reason}>{reason}</p>
              ))}
            </div>
          );
        }
        const eligible = answer as Eligible;
        return (
          <>
            <CaseNotice options={eligible} />
            <InstallmentsForm invoice={inv} contractKey={contractKey} send={send} options={eligible} />
          </>
        );
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
