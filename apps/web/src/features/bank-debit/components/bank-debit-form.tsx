import { useState } from 'react';
import { Link } from 'react-router';
import type { Contract } from '@sportello/contract';
import {
  BANK_DEBIT_STATUS_LABELS,
  formatIban,
  isBankDebitChangeInProgress,
  isBankDebitStatusInProgress,
  maskIban,
  MESSAGES,
  normalizeIban,
  TEXT_LIMITS,
  validateDirectDebitIban,
} from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { ContractPicker, usePicked } from '../../../components/ui/contract-picker';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import {
  useBankDebitRequests,
  useContracts,
  usePostBankDebit,
  type BankDebitAction,
} from '../api/bank-debit';
import { debitFormSchema } from './debit-form-schema';
import './bank-debit.css';

export type BankDebitMode = 'add' | 'edit';

/** An Italian IBAN is checked as soon as it is whole, before the box is left. */
const ITALIAN_IBAN_LENGTH = 27;

function DebitForm({
  contract,
  action,
  onSent,
}: {
  contract: Contract;
  action: BankDebitAction;
  onSent: () => void;
}) {
  const post = usePostBankDebit();
  const form = useZodForm(debitFormSchema, {
    defaultValues: { iban: '', accountHolder: '', accountHolderFiscalCode: '' },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const iban = form.watch('iban');
  const whole = normalizeIban(iban).length >= ITALIAN_IBAN_LENGTH;
  // Live: as soon as an Italian IBAN reaches its length, or once the box was left.
  const showIban = isSubmitted || touchedFields.iban === true || whole;
  const ibanOk = showIban && !errors.iban && validateDirectDebitIban(iban) === null;
  const ibanField = form.register('iban', {
    onChange: () => {
      if (normalizeIban(form.getValues('iban')).length >= ITALIAN_IBAN_LENGTH) void form.trigger('iban');
    },
  });

  const onSubmit = form.submit(
    async (values) => {
      await post.mutateAsync({ contractKey: contract.key, action, ...values });
      onSent();
    },
    {
      fields: {
        'bankAccountChangeRequest.iban': 'iban',
        'bankAccountChangeRequest.accountHolder': 'accountHolder',
        'bankAccountChangeRequest.accountHolderFiscalCode': 'accountHolderFiscalCode',
      },
      fallback: MESSAGES.genericError,
    },
  );

  return (
    <form
      className="form debit-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={action === 'Activate' ? 'Attiva la domiciliazione bancaria' : 'Cambia il conto di addebito'}
    >
      <Field
        label="IBAN del conto"
        hint="27 caratteri per un conto italiano, es. IT60 X054 2811 1010 0000 0123 456"
        error={showIban ? errors.iban?.message : undefined}
      >
        {(a11y) => {
          // The confirmation is read with the box, after its hint.
          const okId = `${a11y.id}-ok`;
          const describedBy = [a11y['aria-describedby'], ibanOk ? okId : null].filter(Boolean).join(' ');
          return (
            <>
              <input
                {...a11y}
                aria-describedby={describedBy || undefined}
                type="text"
                inputMode="text"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={42}
                {...ibanField}
              />
              {ibanOk && (
                <p id={okId} className="field__ok">
                  IBAN valido: {formatIban(iban)}
                </p>
              )}
            </>
          );
        }}
      </Field>
      <Field label="Intestatario del conto" error={errors.accountHolder?.message}>
        <input
          type="text"
          autoComplete="name"
          maxLength={TEXT_LIMITS.accountHolder}
          {...form.register('accountHolder')}
        />
      </Field>
      <Field
        label="Codice fiscale del sottoscrittore"
        hint="La persona che firma il mandato SEPA: 16 caratteri"
        error={errors.accountHolderFiscalCode?.message}
      >
        <input
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={16}
          {...form.register('accountHolderFiscalCode')}
        />
      </Field>
      <FormError message={form.submitError} testId="debit-error" />
      <div className="debit-form__actions">
        <button type="submit" className="button button--primary" disabled={post.isPending}>
          {post.isPending
            ? 'Invio in corso…'
            : action === 'Activate'
              ? 'Attiva la domiciliazione'
              : 'Cambia il conto'}
        </button>
        <Link className="button" to="/profile">
          Annulla
        </Link>
      </div>
    </form>
  );
}

function ContractDebit({ contract, mode }: { contract: Contract; mode: BankDebitMode }) {
  const requests = useBankDebitRequests(contract.key);
  const [sent, setSent] = useState(false);
  const revoke = usePostBankDebit();
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const status = contract.banking.sddStatus;
  const inProgress =
    isBankDebitStatusInProgress(status) ||
    isBankDebitChangeInProgress({ localMarker: sent || revoke.isSuccess, requests: requests.data ?? [] });
  const active = contract.banking.paymentMethod === 'SDD';
  const action: BankDebitAction = mode === 'add' ? 'Activate' : 'Change';

  return (
    <section aria-label={`Contratto ${contract.key}`}>
      <dl className="debit-facts" data-testid="debit-current">
        <div>
          <dt>Contratto</dt>
          <dd>{contract.key}</dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd>{active ? 'Addebito diretto sul conto (SDD)' : 'Bollettino'}</dd>
        </div>
        {contract.banking.iban && (
          <div>
            <dt>Conto</dt>
            <dd>{maskIban(contract.banking.iban)}</dd>
          </div>
        )}
        <div>
          <dt>Stato</dt>
          <dd data-testid="debit-status" data-status={status ?? ''}>
            {status ? (BANK_DEBIT_STATUS_LABELS[status] ?? status) : 'Domiciliazione non attiva'}
          </dd>
        </div>
      </dl>

      {sent && (
        <p className="notice" role="status" data-testid="debit-sent">
          Richiesta inviata: la lavoreremo entro pochi giorni e ti avviseremo per e-mail.
        </p>
      )}
      {requests.isPending ? (
        <p role="status" className="muted">
          Verifica delle richieste in corso…
        </p>
      ) : inProgress ? (
        <p className="notice notice--info" role="status" data-testid="debit-in-progress">
          {MESSAGES.bankDebitChangeInProgress}
        </p>
      ) : mode === 'add' && active ? (
        <p className="notice notice--info">
          La domiciliazione è già attiva su questo contratto.{' '}
          <Link to="/edit-bank-debit">Cambia il conto</Link>
        </p>
      ) : mode === 'edit' && !active ? (
        <p className="notice notice--info">
          Su questo contratto la domiciliazione non è attiva. <Link to="/add-bank-debit">Attivala</Link>
        </p>
      ) : (
        <>
          <DebitForm contract={contract} action={action} onSent={() => setSent(true)} />
          {mode === 'edit' && (
            <div className="debit-revoke">
              <h2>Revoca della domiciliazione</h2>
              <p>Dalla prossima bolletta pagherai con il bollettino.</p>
              {revokeError && <Alert tone="error">{revokeError}</Alert>}
              <button
                type="button"
                className="button"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke
                    .mutateAsync({ contractKey: contract.key, action: 'Revoke' })
                    .catch((e: unknown) =>
                      setRevokeError(e instanceof ApiError ? e.message : MESSAGES.genericError),
                    )
                }
              >
                Revoca la domiciliazione
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** /add-bank-debit and /edit-bank-debit: activate or change the direct debit of a contract. */
export function BankDebitScreen({
  customerKey,
  mode,
}: {
  customerKey: string | undefined;
  mode: BankDebitMode;
}) {
  const contracts = useContracts(customerKey);
  const list = contracts.data ?? [];
  const [contract, choose] = usePicked(list, (c) => c.key);
  return (
    <div className="debit-page">
      <h1>{mode === 'add' ? 'Attiva la domiciliazione bancaria' : 'Modifica la domiciliazione bancaria'}</h1>
      <p className="muted">
        Con la domiciliazione (addebito diretto SEPA) le bollette sono pagate dal tuo conto alla scadenza.
      </p>
      {/* Without a customer (still loading the session) nothing is asked, so nothing is said. */}
      {customerKey && (
        <QueryState
          query={contracts}
          loading="Caricamento dei contratti…"
          error="Non è stato possibile caricare i contratti."
          isEmpty={(l) => l.length === 0}
          empty={<p>{MESSAGES.noActiveContract}</p>}
        >
          {(l) => (
            <ContractPicker
              label="Contratto"
              items={l}
              value={contract?.key}
              onChange={choose}
              itemKey={(c) => c.key}
              itemLabel={(c) => c.key}
            />
          )}
        </QueryState>
      )}
      {contract && <ContractDebit key={contract.key} contract={contract} mode={mode} />}
    </div>
  );
}
