import { useEffect, useId, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  isValidOtp,
  MESSAGES,
  OTP_LENGTH,
  OWNERSHIP_MESSAGES,
  parseAmountToCents,
  PROOF_CODE_MINUTES,
  PROOF_RECENT_BILLS,
} from '@sportello/domain';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { useZodForm } from '../../../components/ui/form';
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

/**
 * The proof's fields by the domain's rules: the code of the message, or the number and amount
 * of a bill; only the method's own fields are checked.
 */
export function proofSchema(bill: boolean) {
  return z
    .object({ code: z.string(), invoiceNumber: z.string(), amount: z.string() })
    .superRefine((v, ctx) => {
      const problem = (path: 'code' | 'invoiceNumber' | 'amount', message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!bill) {
        if (v.code.trim() === '') problem('code', PROOF_MESSAGES.codeRequired);
        else if (!isValidOtp(v.code)) problem('code', MESSAGES.otpInvalid);
        return;
      }
      if (v.invoiceNumber.trim() === '') problem('invoiceNumber', PROOF_MESSAGES.invoiceRequired);
      if (v.amount.trim() === '') problem('amount', PROOF_MESSAGES.amountRequired);
      else if (parseAmountToCents(v.amount) === null) problem('amount', PROOF_MESSAGES.amountInvalid);
    });
}

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
  const ids = { code: useId(), help: useId() };
  const [wrong, setWrong] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const bill = proof.method === 'bill';
  const wait = resendWait(proof, useNow(!bill));
  const schema = useMemo(() => proofSchema(bill), [bill]);
  // Said at "Verifica", then as typed; the code already once it has all its digits, the amount
  // once something is typed (as the spec's screens do).
  const form = useZodForm(schema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '', invoiceNumber: '', amount: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submit(async (values) => {
    setWrong(null);
    setRefusal(null);
    let answer: ProofAnswer;
    try {
      answer = await verify.mutateAsync(
        bill
          ? {
              workflowId: proof.workflowId,
              invoiceNumber: values.invoiceNumber.trim(),
              amount: values.amount.trim(),
            }
          : { workflowId: proof.workflowId, code: values.code.trim() },
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
  });

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
      <form className="form registration-form" noValidate onSubmit={onSubmit}>
        {bill ? (
          <>
            <Field label="Numero della bolletta" error={errors.invoiceNumber?.message}>
              <input autoComplete="off" {...form.register('invoiceNumber')} />
            </Field>
            <Field label="Importo totale (euro)" error={errors.amount?.message}>
              <input
                inputMode="decimal"
                autoComplete="off"
                {...form.register('amount', {
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value !== '') void form.trigger('amount');
                  },
                })}
              />
            </Field>
          </>
        ) : (
          <Field label="Codice di verifica" id={ids.code} error={errors.code?.message}>
            {(control) => (
              <input
                className="registration__otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                {...form.register('code', {
                  onChange: (event: { target: { value: string } }) => {
                    // Digits only, as they are typed or pasted.
                    const digits = event.target.value.replace(/\D/g, '');
                    if (digits !== event.target.value) form.setValue('code', digits);
                    if (digits.length >= OTP_LENGTH) void form.trigger('code');
                  },
                })}
                {...control}
                aria-describedby={[ids.help, control['aria-describedby']].filter(Boolean).join(' ')}
              />
            )}
          </Field>
        )}
        {(wrong || refusal) && (
          <Alert tone="error" data-testid="registration-error">
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
          </Alert>
        )}
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={isSubmitting || refusal?.next === 'login' || refusal?.next === 'restart'}
        >
          {isSubmitting ? 'Verifica in corso…' : 'Verifica'}
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
