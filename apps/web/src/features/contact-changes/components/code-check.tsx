import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import {
  MESSAGES,
  OTP_LENGTH,
  isVerificationExpired,
  resendWaitSeconds,
  type PendingVerification,
} from '@sportello/domain';
import { Field } from '../../../components/ui/field';
import { useZodForm } from '../../../components/ui/form';
import { QueryState } from '../../../components/ui/query-state';
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
import { loadError } from '../../../components/ui/query-state';
import { otpFormSchema } from './contact-schemas';
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
  // Checked at each submit only: a half-typed code is not an error yet.
  const form = useZodForm(otpFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code?.message ?? null;
  const busy = form.formState.isSubmitting;
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const [resending, setResending] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const ids = { hint: useId(), resend: useId() };
  const wait = resendWaitSeconds(pending.sentAt, useNow(true));
  const expired = isVerificationExpired(pending, Date.now());
  const texts = CONTACT_TEXTS[pending.field];

  /** The code's own error (every failure of the check is told there), the field focused. */
  function fail(message: string) {
    form.setError('code', { type: 'server', message }, { shouldFocus: true });
  }

  const submit = form.handleSubmit(async ({ code }) => {
    setInfo(null);
    try {
      const answer = await verifyOtp({ workflowId: pending.workflowId, code: code.trim() });
      if (!answer.matches) {
        setAttemptsLeft(answer.attemptsLeft);
        form.setValue('code', '');
        if (answer.attemptsLeft <= 0) setLocked(true);
        return fail(
          `${(answer.message ?? MESSAGES.otpInvalid).replace(/\.$/, '')}. ${answer.attemptsLeft <= 0 ? EXHAUSTED : attemptsText(answer.attemptsLeft)}`,
        );
      }
    } catch (failure) {
      // Expired, already used, too many attempts, unknown: the server's message, and a new code.
      if (failure instanceof ApiError && [404, 409, 410].includes(failure.status)) setLocked(true);
      return fail(errorMessage(failure));
    }
    try {
      await requestContactChange({
        customerKey: pending.customerKey,
        field: pending.field,
        value: pending.value,
      });
    } catch (failure) {
      clearPending(pending.field === 'email' ? 'email' : 'phone');
      setLocked(true);
      return fail(errorMessage(failure));
    }
    clearPending(pending.field === 'email' ? 'email' : 'phone');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['customers'] }),
      queryClient.invalidateQueries({ queryKey: ['requests'] }),
    ]);
    onDone();
  });

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
      form.reset({ code: '' });
      setAttemptsLeft(null);
      setLocked(false);
      setInfo(
        `Ti abbiamo inviato un nuovo codice a ${pending.value}. Il codice precedente non è più valido.`,
      );
      // The field comes back enabled on the next render; focus it then.
      requestAnimationFrame(() => form.setFocus('code'));
    } catch (failure) {
      form.setError('code', { type: 'server', message: errorMessage(failure) });
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
        <Field label="Codice di verifica" error={error ?? undefined} errorTestId="code-error">
          {(a11y) => (
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <input
                  {...a11y}
                  // The code's hint (where it went, when it expires) is read with the field.
                  aria-describedby={[ids.hint, a11y['aria-describedby']].filter(Boolean).join(' ')}
                  ref={field.ref}
                  name={field.name}
                  className="otp-input"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={OTP_LENGTH}
                  pattern="[0-9]*"
                  value={field.value}
                  disabled={locked}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
                />
              )}
            />
          )}
        </Field>
        {attemptsLeft !== null && !error && (
          <p className="muted" data-testid="attempts-left">
            {attemptsText(attemptsLeft)}
          </p>
        )}
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
  return (
    <QueryState
      query={customer}
      loading="Caricamento dei tuoi dati…"
      error={loadError('Non è stato possibile caricare i tuoi dati.')}
    >
      {(current) =>
        // A verification started for another customer (or none) is not this one's.
        !pending || pending.customerKey !== current.key ? (
          <div className="contact-change" data-testid="no-pending-check">
            <p>
              Non c’è nessuna verifica in corso. Inserisci il nuovo{' '}
              {kind === 'email' ? 'indirizzo e-mail' : 'numero'} per ricevere un codice.
            </p>
            <Link className="button button--primary" to={editPath}>
              {kind === 'email' ? 'Modifica e-mail' : 'Modifica cellulare'}
            </Link>
          </div>
        ) : (
          <CodeForm
            pending={pending}
            onResent={setPending}
            onDone={() => setDoneText(CONTACT_TEXTS[pending.field].inProgress)}
          />
        )
      }
    </QueryState>
  );
}
