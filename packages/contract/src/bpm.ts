import { z } from 'zod';
import { named } from './common';
import { companyCode } from './core';
import { emailField } from './core-users';

const company = z
  .string({ error: 'Società obbligatoria' })
  .transform((v) => v.toLowerCase())
  .pipe(companyCode);
const accountNumber = z
  .string({ error: 'Inserire il codice cliente' })
  .trim()
  .min(1, 'Inserire il codice cliente')
  .max(40, 'Codice cliente non valido')
  .transform((v) => v.toUpperCase());

/** Starts the check of a new e-mail address: a 4-digit code is mailed to it. */
export const emailCheckRequestSchema = named(
  'emailCheckRequest',
  z.object({ email: emailField, company, accountNumber }),
).meta({ id: 'EmailCheckRequest' });
export const emailCheckResponseSchema = named(
  'emailCheckResponse',
  z.object({ workflowId: z.string(), expiresAt: z.string() }),
).meta({ id: 'EmailCheckResponse' });

/** Starts the check of a new phone number: a 4-digit code is sent by SMS. */
export const phoneCheckRequestSchema = named(
  'phoneCheckRequest',
  z.object({
    phoneNum: z
      .string({ error: 'Inserire il telefono' })
      .trim()
      .min(1, 'Inserire il telefono')
      .max(30, 'Numero di telefono non valido'),
    company,
    accountNumber,
  }),
).meta({ id: 'PhoneCheckRequest' });
export const phoneCheckResponseSchema = named(
  'phoneCheckResponse',
  z.object({ workflowId: z.string(), expiresAt: z.string() }),
).meta({ id: 'PhoneCheckResponse' });

export const otpVerificationRequestSchema = named(
  'otpVerificationRequest',
  z.object({
    workflowId: z
      .string({ error: 'Identificativo del processo mancante' })
      .trim()
      .min(1, 'Identificativo del processo mancante')
      .max(100),
    code: z
      .string({ error: 'Il codice non è corretto' })
      .trim()
      .regex(/^\d{4}$/, 'Il codice non è corretto'),
  }),
).meta({ id: 'OtpVerificationRequest' });
export const otpVerificationResponseSchema = named(
  'otpVerificationResponse',
  z.object({
    matches: z.boolean(),
    /** Wrong attempts still allowed before the code is blocked. */
    attemptsLeft: z.number().int(),
    message: z.string().optional(),
  }),
).meta({ id: 'OtpVerificationResponse' });
