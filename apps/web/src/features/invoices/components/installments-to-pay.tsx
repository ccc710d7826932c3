import { useMemo } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import type { Installment } from '@sportello/contract';
import {
  formatDate,
  formatEuro,
  installmentsPaymentBody,
  installmentsStillToPay,
  installmentStatus,
  installmentStatusLabel,
} from '@sportello/domain';
import { useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { useInstallments } from '../api/get-installments';
import { useInvoice } from '../api/get-invoice';
import { useStartPayment } from '../api/payments';
import { useFocusHeading } from './use-focus-heading';
import './invoices.css';

/** /invoice/{id}/installments-to-pay: choose the instalments still owed and pay them online. */
export function InstallmentsToPay({ invoiceId }: { invoiceId: number }) {
  const invoice = useInvoice(invoiceId);
  const installments = useInstallments(invoiceId, invoice.isSuccess);
  const heading = useFocusHeading();
  return (
    <>
      <p className="invoice-detail__back">
        <Link to={`/invoice/${invoiceId}`}>← Torna alla bolletta</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        Rate da pagare
      </h1>
      {invoice.data && <p className="muted">Bolletta n. {invoice.data.key}</p>}
      <QueryState
        query={{
          // The invoice first, then its instalments: one page state for both.
          isPending: invoice.isPending || (invoice.isSuccess && installments.isPending),
          isError: invoice.isError || installments.isError,
          isFetching: invoice.isFetching || installments.isFetching,
          data: installments.data,
          refetch: () => (invoice.isError ? invoice.refetch() : installments.refetch()),
        }}
        loading="Caricamento delle rate…"
        error="Non è stato possibile caricare le rate."
      >
        {(list) => <ChooseInstallments installments={list} />}
      </QueryState>
    </>
  );
}

/** The instalments chosen (checkbox values arrive as text): at least one. */
const CHOOSE_AT_LEAST_ONE = 'Scegli almeno una rata.';
const installmentsChoiceSchema = z.object({
  installmentIds: z.array(z.coerce.number().int().positive()).min(1, CHOOSE_AT_LEAST_ONE),
});

function ChooseInstallments({ installments }: { installments: Installment[] }) {
  const due = useMemo(() => installmentsStillToPay(installments), [installments]);
  const form = useZodForm(installmentsChoiceSchema, {
    defaultValues: { installmentIds: due.map((i) => String(i.id)) },
  });
  const start = useStartPayment();
  const chosen = new Set((form.watch('installmentIds') ?? []).map(Number));
  const body = installmentsPaymentBody(due.filter((i) => chosen.has(i.id)));
  const leaving = start.isPending || start.isSuccess;
  const now = new Date();

  if (due.length === 0) return <p role="status">Non ci sono rate da pagare: sono tutte saldate.</p>;
  return (
    <form
      className="installments-form"
      noValidate
      onSubmit={form.submit(async ({ installmentIds }) => {
        const paid = installmentsPaymentBody(due.filter((i) => installmentIds.includes(i.id)));
        if (paid) await start.mutateAsync(paid);
      })}
    >
      <fieldset className="installments-form__set">
        <legend>Scegli le rate da pagare</legend>
        {due.map((i) => {
          const id = `rata-${i.id}`;
          return (
            <div key={i.id} className="installments-form__row" data-testid="installment-to-pay">
              <input id={id} type="checkbox" value={String(i.id)} {...form.register('installmentIds')} />
              <label htmlFor={id}>
                Rata {i.number}, scadenza {formatDate(i.dueDate)}: {formatEuro(i.amount)} (
                {installmentStatusLabel(installmentStatus(i, now)).toLowerCase()})
              </label>
            </div>
          );
        })}
      </fieldset>
      <p className="installments-form__total" aria-live="polite">
        Totale da pagare: <strong>{formatEuro(body?.totalAmount ?? 0)}</strong>
      </p>
      <button type="submit" className="button button--primary" disabled={!body || leaving}>
        {leaving ? 'Apertura del pagamento…' : 'Paga online'}
      </button>
      {!body && <p className="muted">{CHOOSE_AT_LEAST_ONE}</p>}
      {/* Always present, so that a refusal is announced the moment it arrives. */}
      <p role="alert" className={form.submitError ? 'alert alert--error' : 'visually-hidden'}>
        {form.submitError ?? ''}
      </p>
    </form>
  );
}
