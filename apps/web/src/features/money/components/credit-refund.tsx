import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import type { CustomerBalanceView, CustomerRequest } from '@sportello/contract';
import { CREDIT_REFUND_MESSAGES, formatEuro, validateCreditRefund } from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { useCustomerBalance, useRequestCreditRefund } from '../api/credit-refund';
import './money.css';

/**
 * The refund form's schema: the domain's rule (validateCreditRefund), the same the contract's
 * creditRefundRequest applies on the server, on the form's own fields.
 */
const refundFormSchema = z
  .object({
    mode: z.enum(['bonifico', 'compensazione'], { error: CREDIT_REFUND_MESSAGES.modeInvalid }),
    iban: z.string(),
    accountHolder: z.string(),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(validateCreditRefund(value)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

function Filed({ filed }: { filed: CustomerRequest }) {
  return (
    <Alert tone="success" title="Richiesta di rimborso inviata" data-testid="refund-filed">
      Pratica n. {filed.ticketKey}:{' '}
      {filed.details.mode === 'bonifico'
        ? `${formatEuro(String(filed.details.amount))} con bonifico sul conto indicato.`
        : `${formatEuro(String(filed.details.amount))} tenuti per le prossime bollette.`}{' '}
      <Link to={`/practices/${filed.id}`}>Segui la pratica</Link>
    </Alert>
  );
}

function RefundForm({
  customerKey,
  balance,
  onFiled,
}: {
  customerKey: string;
  balance: CustomerBalanceView;
  onFiled: (r: CustomerRequest) => void;
}) {
  const send = useRequestCreditRefund();
  const form = useZodForm(refundFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { mode: 'bonifico', iban: '', accountHolder: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const transfer = form.watch('mode') === 'bonifico';
  const onSubmit = form.submit(
    async (values) => {
      const input =
        values.mode === 'bonifico'
          ? { customerKey, mode: values.mode, iban: values.iban, accountHolder: values.accountHolder }
          : { customerKey, mode: values.mode };
      onFiled(await send.mutateAsync(input));
    },
    {
      fields: {
        'creditRefundRequest.iban': 'iban',
        'creditRefundRequest.accountHolder': 'accountHolder',
        'creditRefundRequest.mode': 'mode',
      },
      fallback: 'Non è stato possibile inviare la richiesta. Riprova.',
    },
  );

  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Richiesta di rimborso del credito"
    >
      <fieldset>
        <legend>Come vuoi ricevere {formatEuro(balance.refundable)}?</legend>
        <label className="money-choice">
          <input type="radio" value="bonifico" {...form.register('mode')} /> Con bonifico sul mio conto
        </label>
        <label className="money-choice">
          <input type="radio" value="compensazione" {...form.register('mode')} /> Tenuto per le prossime
          bollette
        </label>
      </fieldset>
      {transfer && (
        <>
          <Field
            label="IBAN"
            required
            error={errors.iban?.message}
            hint="Un conto dell’area SEPA; per l’Italia 27 caratteri."
          >
            <input autoComplete="off" spellCheck={false} {...form.register('iban')} />
          </Field>
          <Field label="Intestatario del conto" required error={errors.accountHolder?.message}>
            <input autoComplete="name" {...form.register('accountHolder')} />
          </Field>
        </>
      )}
      <FormError message={form.submitError} testId="refund-refused" />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Invio in corso…' : 'Chiedi il rimborso'}
      </button>
    </form>
  );
}

/**
 * "Il tuo credito" on the bills page: when the balance is in credit, how much and the request to
 * have it paid to an IBAN or kept for the next bills; a refund in progress says so. A balance not
 * in credit shows nothing (most customers never see this block).
 */
export function CreditRefund({ customerKey }: { customerKey: string | undefined }) {
  const query = useCustomerBalance(customerKey);
  const [open, setOpen] = useState(false);
  // Kept here: once filed, the refreshed balance says "in progress", the confirmation stays.
  const [filed, setFiled] = useState<CustomerRequest | null>(null);
  if (!customerKey) return null;
  return (
    <QueryState
      query={query}
      loading={
        <p className="muted" aria-busy="true" data-testid="credit-loading">
          Caricamento del saldo…
        </p>
      }
      error="Non è stato possibile leggere il saldo."
      isEmpty={(b) => !filed && !b.inCredit && !b.refundInProgress}
      empty={null}
    >
      {(balance) => (
        <section className="section money-credit" aria-labelledby="credit-title" data-testid="credit-refund">
          <h2 id="credit-title">Il tuo credito</h2>
          {filed ? (
            <Filed filed={filed} />
          ) : balance.refundInProgress ? (
            <p role="status">
              È in corso la tua richiesta di rimborso di {formatEuro(balance.requested)}: la trovi in{' '}
              <Link to="/practices">Pratiche</Link>.
            </p>
          ) : (
            <>
              <p>
                Il saldo è a tuo credito di{' '}
                <strong data-testid="credit-amount">{formatEuro(balance.refundable)}</strong> (note di credito{' '}
                {formatEuro(balance.credit)}, bollette da pagare {formatEuro(balance.owed)}).
              </p>
              {open ? (
                <RefundForm customerKey={customerKey} balance={balance} onFiled={setFiled} />
              ) : (
                <button type="button" className="button" onClick={() => setOpen(true)}>
                  Chiedi il rimborso del credito
                </button>
              )}
            </>
          )}
        </section>
      )}
    </QueryState>
  );
}
