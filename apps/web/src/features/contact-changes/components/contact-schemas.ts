import { MESSAGES, isContactChanged, validateOtp, type ContactField } from '@sportello/domain';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { CONTACT_TEXTS, SAME_VALUE_MESSAGE } from './contact-labels';

/**
 * The new e-mail or phone: required, valid by the domain's rule for that contact, and different
 * from the one on file (compared as the domain normalises them).
 */
export function contactChangeSchema(field: ContactField, current: string | null) {
  return z.object({ value: z.string() }).superRefine(({ value }, ctx) => {
    const problem =
      value.trim() === ''
        ? MESSAGES.required
        : (CONTACT_TEXTS[field].validate(value) ??
          (isContactChanged(field, value, current) ? null : SAME_VALUE_MESSAGE));
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
}

/** The code received: the domain's OTP rule (its digits, its length). */
export const otpFormSchema = z.object({ code: z.string() }).superRefine(({ code }, ctx) => {
  const problem = validateOtp(code);
  if (problem) ctx.addIssue({ code: 'custom', path: ['code'], message: problem });
});

/**
 * The server names the new contact by the request's field: each of them is the form's one value.
 */
export const CONTACT_FIELD_NAMES = {
  'accountDataRequest.email': 'value',
  'accountDataRequest.phoneMobile': 'value',
  'accountDataRequest.phoneHome': 'value',
  'emailCheckRequest.email': 'value',
  'phoneCheckRequest.phoneNum': 'value',
} as const;

/**
 * A refusal the server explained (4xx) reaches the form as it is; anything else becomes a plain
 * error, which the form words as "riprovare più tardi".
 */
export async function explained<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    throw new Error('Richiesta non riuscita', { cause: error });
  }
}

/** The error of a failed read: the screen's words, then the server's reason for a refusal (4xx). */
export function loadError(lead: string): (error: unknown) => string {
  return (error) =>
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? `${lead} ${error.message}`
      : lead;
}
