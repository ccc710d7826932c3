import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  isValidOtp,
  MESSAGES,
  OTP_LENGTH,
  OWNERSHIP_MESSAGES,
  parseAmountToCents,
  PROOF_CODE_MINUTES,
  PROOF_RECENT_BILLS,
} from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { clearDraft, useRegistrationDraft, type ProofDraft } from '../api/draft';
import { grantOf, PROOF_ERROR_CODES, useResendProof, useVerifyProof, type ProofAnswer } from '../api/proof';
import {
  CUSTOMER_STEPS,
  CUSTOMER_STEP_TITLES,
  customerRedirect,
  customerStepPath,
  REGISTRATION_BASE,
} from '../api/steps';
import { registrationErrorMessage } from '../api/validate-user';
import { StepLayout } from './step-layout';

/** Seconds after a code was sent before another may be asked for. */
export const RESEND_AFTER_SECONDS = 30;

const PROOF_MESSAGES = {
  codeRequired: `Inserire il codice di ${OTP_LENGTH} cifre`,
  invoiceRequired: 'Inserire il numero della bolletta',
  amountRequired: 'Inserire l’importo della bolletta',
  amountInvalid: 'Importo non valido: ad esempio 123,45',
} as const;

/** Seconds left before `proof` may be sent again (0 when it may). */
export function resendWait(proof: Pick<ProofDraft, 'expiresAt'>, now: number): number {
  const sentAt = Date.parse(proof.expiresAt) - PROOF_CODE_MINUTES * 60_000;
  if (!Number.isFinite(sentAt)) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_AFTER_SECONDS * 1000 - now) / 1000));
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
}

/** A refusal of the proof call: its message and what the person can do next. */
type Refusal = { message: string; next: 'retry' | 'resend' | 'login' | 'restart' };

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    switch (error.code) {
      case PROOF_ERROR_CODES.alreadyRegistered:
        return { message: MESSAGES.userAlreadyRegistered, next: 'login' };
      case PROOF_ERROR_CODES.tooManyAttempts:
      case PROOF_ERROR_CODES.expired:
      case PROOF_ERROR_CODES.alreadyUsed:
        return { message: error.message, next: 'resend' };
      case PROOF_ERROR_CODES.notFound:
        return { message: OWNERSHIP_MESSAGES.proofNotFound, next: 'restart' };
    }
  }
  return { message: registrationErrorMessage(error), next: 'retry' };
}

/**
 * /registrazione/cliente-sgr/{type}/dati: the proof of ownership. The code sent to the e-mail or
 * mobile the retailer holds for the customer, or, when none is on file, the number and amount of
 * one of the last bills. Nothing is granted before it succeeds.
 */
export function CustomerProofStep() {
  const { draft, updateCustomer } = useRegistrationDraft();
  const redirect = customerRedirect('proof', draft);
  if (redirect) return <Navigate to={redirect} replace />;
  const proof = draft.customer.proof;
  if (!proof) return <Navigate to={customerStepPath('privacy', draft.customer.type)} replace />;
  return (
    <ProofForm
      key={proof.workflowId}
      proof={proof}
      type={draft.customer.type}
      onProof={(next) => updateCustomer({ proof: next })}
      onGranted={(answer) => updateCustomer({ grant: grantOf(answer) })}
    />
  );
}

function ProofForm({
  proof,
  type,
  onProof,
  onGranted,
}: {
  proof: ProofDraft;
  type: Parameters<typeof customerStepPath>[1];
  onProof: (proof: ProofDraft) => void;
  onGranted: (answer: ProofAnswer) => void;
}) {
  const navigate = useNavigate();
  const verify = useVerifyProof();
  const resend = useResendProof();
  const ids = { code: useId(), invoice: useId(), amount: useId(), help: useId() };
  const [code, setCode] = useState('');
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [wrong, setWrong] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const bill = proof.method === 'bill';
  const wait = resendWait(proof, useNow(!bill));

  const codeError =
    !bill && (tried || code.length >= OTP_LENGTH) && !isValidOtp(code)
      ? code.trim() === ''
        ? PROOF_MESSAGES.codeRequired
        : MESSAGES.otpInvalid
      : null;
  const invoiceError = bill && tried && invoiceNumber.trim() === '' ? PROOF_MESSAGES.invoiceRequired : null;
  const amountError =
    bill && (tried || amount !== '')
      ? amount.trim() === ''
        ? tried
          ? PROOF_MESSAGES.amountRequired
          : null
        : parseAmountToCents(amount) === null
          ? PROOF_MESSAGES.amountInvalid
          : null
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setWrong(null);
    setRefusal(null);
    if (bill ? !invoiceNumber.trim() || parseAmountToCents(amount) === null : !isValidOtp(code)) return;
    let answer: ProofAnswer;
    try {
      answer = await verify.mutateAsync(
        bill
          ? { workflowId: proof.workflowId, invoiceNumber: invoiceNumber.trim(), amount: amount.trim() }
          : { workflowId: proof.workflowId, code: code.trim() },
      );
    } catch (error) {
      setRefusal(refusalOf(error));
      return;
    }
    if (answer.matches && answer.ownership) {
      onGranted(answer);
      navigate(customerStepPath('supplies', type), { replace: true });
      return;
    }
    onProof({ ...proof, attemptsLeft: answer.attemptsLeft });
    setWrong(answer.message ?? (bill ? OWNERSHIP_MESSAGES.billWrong : MESSAGES.otpInvalid));
    if (answer.attemptsLeft <= 0)
      setRefusal({ message: OWNERSHIP_MESSAGES.codeTooManyAttempts, next: 'resend' });
  }

  async function askNew() {
    setRefusal(null);
    setWrong(null);
    try {
      onProof(await resend.mutateAsync(proof.workflowId));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  }

  const where =
    proof.method === 'email'
      ? 'all’indirizzo e-mail'
      : proof.method === 'sms'
        ? 'al numero di cellulare'
        : '';

  return (
    <StepLayout
      title="Verifica che sei il cliente"
      flowLabel="Registrazione cliente"
      step={{ index: 5, count: CUSTOMER_STEPS.length, name: CUSTOMER_STEP_TITLES.proof }}
      intro={
        bill ? (
          <p id={ids.help}>
            Non abbiamo un tuo contatto in archivio. Per dimostrare che sei il cliente inserisci il numero e
            l’importo totale di una delle ultime {PROOF_RECENT_BILLS} bollette.
          </p>
        ) : (
          <p id={ids.help}>
            Per dimostrare che sei il cliente ti abbiamo inviato un codice di {OTP_LENGTH} cifre {where}{' '}
            <strong data-testid="proof-sent-to">{proof.sentTo}</strong> che abbiamo in archivio. Il codice
            vale fino alle {timeOf(proof.expiresAt)}.
          </p>
        )
      }
    >
      <form className="form registration-form" noValidate onSubmit={submit}>
        {bill ? (
          <>
            <div className="field">
              <label htmlFor={ids.invoice}>Numero della bolletta</label>
              <input
                id={ids.invoice}
                value={invoiceNumber}
                autoComplete="off"
                onChange={(e) => setInvoiceNumber(e.target.value)}
                aria-invalid={invoiceError ? true : undefined}
                aria-describedby={invoiceError ? `${ids.invoice}-errore` : undefined}
              />
              {invoiceError && (
                <p id={`${ids.invoice}-errore`} className="field__error">
                  {invoiceError}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={ids.amount}>Importo totale (euro)</label>
              <input
                id={ids.amount}
                value={amount}
                inputMode="decimal"
                autoComplete="off"
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? `${ids.amount}-errore` : undefined}
              />
              {amountError && (
                <p id={`${ids.amount}-errore`} className="field__error">
                  {amountError}
                </p>
              )}
            </div>
          </>
        ) : (
          <div className="field">
            <label htmlFor={ids.code}>Codice di verifica</label>
            <input
              id={ids.code}
              className="registration__otp"
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={[ids.help, codeError ? `${ids.code}-errore` : ''].filter(Boolean).join(' ')}
            />
            {codeError && (
              <p id={`${ids.code}-errore`} className="field__error">
                {codeError}
              </p>
            )}
          </div>
        )}
        {(wrong || refusal) && (
          <div role="alert" className="alert alert--error" data-testid="registration-error">
            {wrong && <p>{wrong}</p>}
            {wrong && !refusal && proof.attemptsLeft > 0 && (
              <p>
                {proof.attemptsLeft === 1
                  ? 'Ti resta 1 tentativo.'
                  : `Ti restano ${proof.attemptsLeft} tentativi.`}
              </p>
            )}
            {refusal && <p>{refusal.message}</p>}
            {refusal?.next === 'login' && (
              <p>
                <Link to="/login" onClick={clearDraft}>
                  Accedi
                </Link>{' '}
                ·{' '}
                <Link to="/password-dimenticata" onClick={clearDraft}>
                  Recupera la password
                </Link>
              </p>
            )}
            {refusal?.next === 'restart' && (
              <p>
                <Link to={REGISTRATION_BASE} onClick={clearDraft}>
                  Ricomincia la registrazione
                </Link>
              </p>
            )}
          </div>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={verify.isPending || refusal?.next === 'login' || refusal?.next === 'restart'}
        >
          {verify.isPending ? 'Verifica in corso…' : 'Verifica'}
        </button>
        {!bill && (
          <p className="registration__resend">
            <button
              type="button"
              className="button button--ghost"
              onClick={askNew}
              disabled={wait > 0 || resend.isPending}
              aria-describedby={wait > 0 ? `${ids.code}-attesa` : undefined}
            >
              {resend.isPending ? 'Invio in corso…' : 'Invia un nuovo codice'}
            </button>
            {wait > 0 && (
              <span id={`${ids.code}-attesa`} className="muted">
                {' '}
                Potrai chiederne un altro tra {wait} secondi.
              </span>
            )}
          </p>
        )}
      </form>
    </StepLayout>
  );
}
