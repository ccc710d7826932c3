import { useId, useState } from 'react';
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
  validateSignerTaxCode,
} from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import {
  useBankDebitRequests,
  useContracts,
  usePostBankDebit,
  type BankDebitAction,
} from '../api/bank-debit';
import './bank-debit.css';

export type BankDebitMode = 'add' | 'edit';

function Field({
  id,
  label,
  hint,
  error,
  ok,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  ok?: string | null;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const describedBy = [hint ? `${id}-aiuto` : null, error ? `${id}-errore` : null, ok ? `${id}-ok` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-aiuto`} className="field__hint">
          {hint}
        </p>
      )}
      {children(describedBy || undefined)}
      {error && (
        <p id={`${id}-errore`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {ok && !error && (
        <p id={`${id}-ok`} className="field__ok">
          {ok}
        </p>
      )}
    </div>
  );
}

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
  const ids = { iban: useId(), holder: useId(), fiscal: useId() };
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [fiscalCode, setFiscalCode] = useState('');
  const [touched, setTouched] = useState({ iban: false, holder: false, fiscal: false });
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const ibanError = validateDirectDebitIban(iban);
  // Live: as soon as an Italian IBAN reaches its length, or once the box was left.
  const showIban = tried || touched.iban || normalizeIban(iban).length >= 27;
  const holderError = holder.trim() ? null : "Inserire l'intestatario del conto";
  const fiscalError = validateSignerTaxCode(fiscalCode);
  const errors = { iban: ibanError, holder: holderError, fiscal: fiscalError };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    if (errors.iban || errors.holder || errors.fiscal) return;
    try {
      await post.mutateAsync({
        contractKey: contract.key,
        action,
        iban: normalizeIban(iban),
        accountHolder: holder.trim(),
        accountHolderFiscalCode: fiscalCode.trim().toUpperCase(),
      });
      onSent();
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : MESSAGES.genericError);
    }
  };

  return (
    <form
      className="form debit-form"
      noValidate
      onSubmit={submit}
      aria-label={action === 'Activate' ? 'Attiva la domiciliazione bancaria' : 'Cambia il conto di addebito'}
    >
      <Field
        id={ids.iban}
        label="IBAN del conto"
        hint="27 caratteri per un conto italiano, es. IT60 X054 2811 1010 0000 0123 456"
        error={showIban ? errors.iban : null}
        ok={showIban && !errors.iban ? `IBAN valido: ${formatIban(iban)}` : null}
      >
        {(describedBy) => (
          <input
            id={ids.iban}
            type="text"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={42}
            value={iban}
            aria-invalid={showIban && errors.iban ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setIban(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, iban: true }))}
          />
        )}
      </Field>
      <Field
        id={ids.holder}
        label="Intestatario del conto"
        error={tried || touched.holder ? errors.holder : null}
      >
        {(describedBy) => (
          <input
            id={ids.holder}
            type="text"
            autoComplete="name"
            maxLength={TEXT_LIMITS.accountHolder}
            value={holder}
            aria-invalid={(tried || touched.holder) && errors.holder ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setHolder(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, holder: true }))}
          />
        )}
      </Field>
      <Field
        id={ids.fiscal}
        label="Codice fiscale del sottoscrittore"
        hint="La persona che firma il mandato SEPA: 16 caratteri"
        error={tried || touched.fiscal ? errors.fiscal : null}
      >
        {(describedBy) => (
          <input
            id={ids.fiscal}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={16}
            value={fiscalCode}
            aria-invalid={(tried || touched.fiscal) && errors.fiscal ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setFiscalCode(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, fiscal: true }))}
          />
        )}
      </Field>
      {formError && (
        <p className="alert alert--error" role="alert" data-testid="debit-error">
          {formError}
        </p>
      )}
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
              {revokeError && (
                <p className="alert alert--error" role="alert">
                  {revokeError}
                </p>
              )}
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
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const list = contracts.data ?? [];
  const contract = list.find((c) => c.key === chosen) ?? list[0];
  return (
    <div className="debit-page">
      <h1>{mode === 'add' ? 'Attiva la domiciliazione bancaria' : 'Modifica la domiciliazione bancaria'}</h1>
      <p className="muted">
        Con la domiciliazione (addebito diretto SEPA) le bollette sono pagate dal tuo conto alla scadenza.
      </p>
      {contracts.isPending && customerKey && (
        <p role="status" className="muted">
          Caricamento dei contratti…
        </p>
      )}
      {contracts.isError && (
        <p role="alert" className="alert alert--error">
          Non è stato possibile caricare i contratti. Riprova più tardi.
        </p>
      )}
      {contracts.data && list.length === 0 && <p>{MESSAGES.noActiveContract}</p>}
      {list.length > 1 && (
        <div className="field">
          <label htmlFor={selectId}>Contratto</label>
          <select id={selectId} value={contract?.key} onChange={(e) => setChosen(e.target.value)}>
            {list.map((c) => (
              <option key={c.key} value={c.key}>
                {c.key}
              </option>
            ))}
          </select>
        </div>
      )}
      {contract && <ContractDebit key={contract.key} contract={contract} mode={mode} />}
    </div>
  );
}
