import { MESSAGES, isContactChanged, validateOtp, type ContactField } from '@sportello/domain';
import { z } from 'zod';
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
