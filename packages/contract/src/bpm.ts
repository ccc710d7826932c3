import { z } from 'zod';
import { named } from './common';
import { companyCode } from './core';
import { emailField } from './core-users';
import { ownershipGrantSchema } from './ownership';

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

/**
 * Verifies the 4-digit code of an e-mail or phone check, or of a proof of ownership. A proof by
 * bill (method `bill`) sends `invoiceNumber` and `amount` (e.g. "123,45") instead of `code`.
 */
export const otpVerificationRequestSchema = named(
  'otpVerificationRequest',
  z
    .object({
      workflowId: z
        .string({ error: 'Identificativo del processo mancante' })
        .trim()
        .min(1, 'Identificativo del processo mancante')
        .max(100),
      code: z
        .string({ error: 'Il codice non è corretto' })
        .trim()
        .regex(/^\d{4}$/, 'Il codice non è corretto')
        .optional(),
      invoiceNumber: z
        .string()
        .trim()
        .min(1, 'Inserire il numero della bolletta')
        .max(40, 'Numero della bolletta non valido')
        .optional(),
      amount: z
        .string()
        .trim()
        .min(1, 'Inserire l\u2019importo della bolletta')
        .max(20, 'Importo non valido')
        .optional(),
    })
    .superRefine((v, ctx) => {
      if (v.code !== undefined) return;
      if (v.invoiceNumber === undefined && v.amount === undefined) {
        ctx.addIssue({ code: 'custom', path: ['code'], message: 'Il codice non è corretto' });
        return;
      }
      if (v.invoiceNumber === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['invoiceNumber'],
          message: 'Inserire il numero della bolletta',
        });
      if (v.amount === undefined)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Inserire l\u2019importo della bolletta' });
    }),
).meta({ id: 'OtpVerificationRequest' });
export const otpVerificationResponseSchema = named(
  'otpVerificationResponse',
  z.object({
    matches: z.boolean(),
    /** Wrong attempts still allowed before the code is blocked. */
    attemptsLeft: z.number().int(),
    message: z.string().optional(),
    /** A proof of ownership that matched: what it granted. */
    ownership: ownershipGrantSchema.optional(),
  }),
).meta({ id: 'OtpVerificationResponse' });
