import { parseInstant } from './dates';
import { isValidMobilePhone, normalizeEmail, normalizePhone } from './validation';

/**
 * Changes of e-mail and phones (spec section 4: "a check starts a verification workflow, an OTP
 * is verified, then the change request is posted") and the profile's direct-debit state.
 */

/** The customer's contact a change applies to (the field of the accountData request). */
export type ContactField = 'email' | 'phoneMobile' | 'phoneHome';

/** Seconds before another code may be asked for the same change. */
export const OTP_RESEND_SECONDS = 60;

/**
 * A verification waiting for its code, kept in local storage (spec section 3: "pending e-mail
 * and phone verification (with workflowId)") so that it survives a reload.
 */
export interface PendingVerification {
  workflowId: string;
  field: ContactField;
  /** The new value, as it was sent to the check (trimmed). */
  value: string;
  /** The customer whose contact changes. */
  customerKey: string;
  /** When the code stops being valid (ISO instant, from the server). */
  expiresAt: string;
  /** When the code was sent (ISO instant): the resend countdown starts here. */
  sentAt: string;
}

const FIELDS: readonly ContactField[] = ['email', 'phoneMobile', 'phoneHome'];

/** Reads a stored pending verification; null when missing, unreadable or not a verification. */
export function parsePendingVerification(raw: string | null | undefined): PendingVerification | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' && v[key] !== '' ? (v[key] as string) : null);
  const workflowId = text('workflowId');
  const field = text('field') as ContactField | null;
  const newValue = text('value');
  const customerKey = text('customerKey');
  const expiresAt = text('expiresAt');
  const sentAt = text('sentAt');
  if (!workflowId || !field || !FIELDS.includes(field) || !newValue || !customerKey) return null;
  if (!expiresAt || !parseInstant(expiresAt) || !sentAt || !parseInstant(sentAt)) return null;
  return { workflowId, field, value: newValue, customerKey, expiresAt, sentAt };
}

/** Whole seconds until another code may be asked (0 = now). */
export function resendWaitSeconds(
  sentAt: string,
  now: Date | number,
  waitSeconds: number = OTP_RESEND_SECONDS,
): number {
  const sent = parseInstant(sentAt)?.getTime();
  if (sent === undefined) return 0;
  const left = sent + waitSeconds * 1000 - new Date(now).getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Whether the code of a pending verification has expired. */
export function isVerificationExpired(pending: Pick<PendingVerification, 'expiresAt'>, now: Date | number) {
  const expires = parseInstant(pending.expiresAt)?.getTime();
  return expires === undefined || expires <= new Date(now).getTime();
}

/**
 * A new contact value as the change request sends it: e-mails and phones trimmed (section 5),
 * phones without the separators people type.
 */
export function normalizeContact(field: ContactField, value: string | null | undefined): string {
  return field === 'email' ? normalizeEmail(value) : normalizePhone(value);
}

/**
 * Whether a new home phone needs an SMS code first: a mobile number can receive one (and the
 * server asks for it), a landline cannot and is sent as it is.
 */
export function homePhoneNeedsOtp(value: string | null | undefined): boolean {
  return isValidMobilePhone(value);
}

/** Whether a new value differs from the one on file (phones compared without separators). */
export function isContactChanged(
  field: ContactField,
  value: string | null | undefined,
  current: string | null | undefined,
): boolean {
  const a = normalizeContact(field, value);
  const b = normalizeContact(field, current);
  if (field === 'email') return a.toLowerCase() !== b.toLowerCase();
  const national = (p: string) => (p.startsWith('+39') ? p.slice(3) : p);
  return national(a) !== national(b);
}

/** The direct-debit state a contract's `banking.sddStatus` stands for. */
export type BankDebitState = 'active' | 'none' | 'AttivazioneInCorso' | 'VariazioneInCorso' | 'RevocaInCorso';

export const BANK_DEBIT_STATE_LABELS: Record<BankDebitState, string> = {
  active: 'Attiva',
  none: 'Non attiva',
  AttivazioneInCorso: 'Attivazione in corso',
  VariazioneInCorso: 'Variazione in corso',
  RevocaInCorso: 'Revoca in corso',
};

export function bankDebitState(sddStatus: string | null | undefined): BankDebitState {
  switch (sddStatus) {
    case 'AttivazioneInCorso':
    case 'VariazioneInCorso':
    case 'RevocaInCorso':
      return sddStatus;
    case 'Attiva':
      return 'active';
    default:
      return 'none';
  }
}
