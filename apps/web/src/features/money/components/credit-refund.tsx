import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CustomerBalanceView, CustomerRequest } from '@sportello/contract';
import { formatEuro, validateCreditRefund } from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useCustomerBalance, useRequestCreditRefund } from '../api/credit-refund';
import './money.css';

type Mode = 'bonifico' | 'compensazione';

/** The server's field errors by the field's last name ("creditRefundRequest.iban" → "iban"). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.split('.').pop()!, v]));
}

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
  const [mode, setMode] = useState<Mode>('bonifico');
  const [iban, setIban] = useState('');
  const [accountHolder, setAccountHolder] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { customerKey, mode, ...(mode === 'bonifico' ? { iban, accountHolder } : {}) };
    const found = validateCreditRefund(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(input, {
      onSuccess: onFiled,
      onError: (error) => setErrors(fieldErrors(error)),
    });
  };
  const refusal =
    send.error && Object.keys(fieldErrors(send.error)).length === 0
      ? send.error instanceof ApiError
        ? send.error.message
        : 'Non è stato possibile inviare la richiesta. Riprova.'
      : null;

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
          <input
            type="radio"
            name="mode"
            checked={mode === 'bonifico'}
            onChange={() => setMode('bonifico')}
          />{' '}
          Con bonifico sul mio conto
        </label>
        <label className="money-choice">
          <input
            type="radio"
            name="mode"
            checked={mode === 'compensazione'}
            onChange={() => setMode('compensazione')}
          />{' '}
          Tenuto per le prossime bollette
        </label>
      </fieldset>
      {mode === 'bonifico' && (
        <>
          <Field
            label="IBAN"
            required
            error={errors.iban}
            hint="Un conto dell’area SEPA; per l’Italia 27 caratteri."
          >
            <input
              name="iban"
              autoComplete="off"
              spellCheck={false}
              value={iban}
              onChange={(e) => setIban(e.target.value)}
            />
          </Field>
          <Field label="Intestatario del conto" required error={errors.accountHolder}>
            <input
              name="accountHolder"
              autoComplete="name"
              value={accountHolder}
              onChange={(e) => setAccountHolder(e.target.value)}
            />
          </Field>
        </>
      )}
      {refusal && (
        <Alert tone="error" data-testid="refund-refused">
          {refusal}
        </Alert>
      )}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? 'Invio in corso…' : 'Chiedi il rimborso'}
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
