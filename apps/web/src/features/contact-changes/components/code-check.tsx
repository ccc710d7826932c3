import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  MESSAGES,
  OTP_LENGTH,
  isVerificationExpired,
  resendWaitSeconds,
  validateOtp,
  type PendingVerification,
} from '@sportello/domain';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import {
  clearPending,
  errorMessage,
  readPending,
  requestContactChange,
  savePending,
  startCheck,
  useCustomer,
  verifyOtp,
  type CheckKind,
} from '../api/contact-api';
import { ChangeDone } from './change-done';
import { CONTACT_TEXTS, formatTime } from './contact-labels';
import './contact.css';

/** The time now, ticking every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

const EXHAUSTED = 'Hai esaurito i tentativi: richiedi un nuovo codice.';

function attemptsText(left: number): string {
  return left === 1 ? 'Ti resta 1 tentativo.' : `Ti restano ${left} tentativi.`;
}

function CodeForm({
  pending,
  onResent,
  onDone,
}: {
  pending: PendingVerification;
  onResent: (next: PendingVerification) => void;
  onDone: () => void;
}) {
  const { company } = useSession();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), hint: useId(), error: useId(), resend: useId() };
  const wait = resendWaitSeconds(pending.sentAt, useNow(true));
  const expired = isVerificationExpired(pending, Date.now());
  const texts = CONTACT_TEXTS[pending.field];

  function fail(message: string) {
    setError(message);
    input.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setInfo(null);
    const invalid = validateOtp(code);
    if (invalid) return fail(invalid);
    setBusy(true);
    try {
      const answer = await verifyOtp({ workflowId: pending.workflowId, code: code.trim() });
      if (!answer.matches) {
        setAttemptsLeft(answer.attemptsLeft);
        setCode('');
        if (answer.attemptsLeft <= 0) setLocked(true);
        return fail(
          `${(answer.message ?? MESSAGES.otpInvalid).replace(/\.$/, '')}. ${answer.attemptsLeft <= 0 ? EXHAUSTED : attemptsText(answer.attemptsLeft)}`,
        );
      }
    } catch (failure) {
      // Expired, already used, too many attempts, unknown: the server's message, and a new code.
      if (failure instanceof ApiError && [404, 409, 410].includes(failure.status)) setLocked(true);
      return fail(errorMessage(failure));
    } finally {
      setBusy(false);
    }
    setBusy(true);
    try {
      await requestContactChange({
        customerKey: pending.customerKey,
        field: pending.field,
        value: pending.value,
      });
    } catch (failure) {
      clearPending(pending.field === 'email' ? 'email' : 'phone');
      setLocked(true);
      setBusy(false);
      return fail(errorMessage(failure));
    }
    clearPending(pending.field === 'email' ? 'email' : 'phone');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['customers'] }),
      queryClient.invalidateQueries({ queryKey: ['requests'] }),
    ]);
    onDone();
  }

  async function resend() {
    setResending(true);
    setInfo(null);
    try {
      const kind: CheckKind = pending.field === 'email' ? 'email' : 'phone';
      const sentAt = new Date().toISOString();
      const started = await startCheck({
        kind,
        value: pending.value,
        company,
        accountNumber: pending.customerKey,
      });
      const next = { ...pending, workflowId: started.workflowId, expiresAt: started.expiresAt, sentAt };
      savePending(next);
      onResent(next);
      setError(null);
      setAttemptsLeft(null);
      setLocked(false);
      setCode('');
      setInfo(
        `Ti abbiamo inviato un nuovo codice a ${pending.value}. Il codice precedente non è più valido.`,
      );
      input.current?.focus();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="contact-change">
      <p id={ids.hint} className="contact-change__current">
        Abbiamo inviato un codice di {OTP_LENGTH} cifre a{' '}
        <strong data-testid="code-destination">{pending.value}</strong>.{' '}
        {expired ? (
          <strong data-testid="code-expiry">Il codice è scaduto: richiedi un nuovo codice.</strong>
        ) : (
          <span data-testid="code-expiry">Il codice scade alle {formatTime(pending.expiresAt)}.</span>
        )}
      </p>
      {info && (
        <p role="status" className="alert alert--ok" data-testid="code-info">
          {info}
        </p>
      )}
      <form className="form" noValidate onSubmit={submit} aria-label="Verifica del codice">
        <div className="field">
          <label htmlFor={ids.input}>Codice di verifica</label>
          <input
            ref={input}
            id={ids.input}
            className="otp-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            pattern="[0-9]*"
            value={code}
            disabled={locked}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          />
          {error && (
            <p id={ids.error} className="field__error" role="alert" data-testid="code-error">
              {error}
            </p>
          )}
          {attemptsLeft !== null && !error && (
            <p className="muted" data-testid="attempts-left">
              {attemptsText(attemptsLeft)}
            </p>
          )}
        </div>
        <div className="contact-change__actions">
          <button type="submit" className="button button--primary" disabled={busy || locked}>
            {busy ? 'Verifica in corso…' : 'Verifica'}
          </button>
        </div>
      </form>
      <div className="contact-change__actions">
        <button
          type="button"
          className="button"
          onClick={resend}
          disabled={wait > 0 || resending}
          aria-describedby={wait > 0 ? ids.resend : undefined}
        >
          {resending ? 'Invio in corso…' : 'Invia un nuovo codice'}
        </button>
        <Link
          className="button button--ghost"
          to={
            pending.field === 'email'
              ? '/edit-email'
              : pending.field === 'phoneHome'
                ? '/edit-phone-home'
                : '/edit-phone'
          }
        >
          Cambia {texts.noun}
        </Link>
      </div>
      {wait > 0 && (
        <p id={ids.resend} className="muted" data-testid="resend-countdown">
          Potrai richiedere un nuovo codice tra {wait} {wait === 1 ? 'secondo' : 'secondi'}.
        </p>
      )}
    </div>
  );
}

/**
 * /check-email and /check-phone: the 4-digit code of the pending verification (kept in local
 * storage, so a reload keeps it), a new code after a countdown, then the change request.
 */
export function CodeCheck({ kind }: { kind: CheckKind }) {
  const { customerId } = useSession();
  const customer = useCustomer(customerId);
  const [pending, setPending] = useState(() => readPending(kind));
  const [doneText, setDoneText] = useState<string | null>(null);
  const editPath = kind === 'email' ? '/edit-email' : '/edit-phone';

  if (doneText) return <ChangeDone text={doneText} />;
  if (customer.isPending) {
    return (
      <p role="status" className="muted">
        Caricamento dei tuoi dati…
      </p>
    );
  }
  // A verification started for another customer (or none) is not this one's.
  if (!pending || (customer.data && pending.customerKey !== customer.data.key)) {
    return (
      <div className="contact-change" data-testid="no-pending-check">
        <p>
          Non c’è nessuna verifica in corso. Inserisci il nuovo{' '}
          {kind === 'email' ? 'indirizzo e-mail' : 'numero'} per ricevere un codice.
        </p>
        <Link className="button button--primary" to={editPath}>
          {kind === 'email' ? 'Modifica e-mail' : 'Modifica cellulare'}
        </Link>
      </div>
    );
  }
  return (
    <CodeForm
      pending={pending}
      onResent={setPending}
      onDone={() => setDoneText(CONTACT_TEXTS[pending.field].inProgress)}
    />
  );
}
