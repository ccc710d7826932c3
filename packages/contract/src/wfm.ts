import { z } from 'zod';
import { named } from './common';
import { customerCodeField, emailField, fiscalCodeField, vatNumberField } from './core-users';

/**
 * Associates a customer code to the session's user. With matching fiscal data (fiscal code or
 * VAT number) the user becomes its owner at once; with `delegation: true` a delegation is
 * requested instead, for every customer code under the same fiscal or VAT code, and waits for
 * the delegator's reply (task `confirm-delegation`).
 */
export const associateContractToUserRequestSchema = named(
  'associateContractToUserRequest',
  z
    .object({
      customerCode: customerCodeField,
      fiscalCode: fiscalCodeField.optional(),
      vatNumber: vatNumberField.optional(),
      delegation: z.boolean().default(false),
    })
    .refine((v) => v.delegation || !!v.fiscalCode || !!v.vatNumber, {
      message: 'Inserire il codice fiscale o la partita IVA',
      path: ['fiscalCode'],
    }),
).meta({ id: 'AssociateContractToUserRequest' });

export const workflowStatus = z.enum(['open', 'completed', 'refused', 'failed', 'expired']);

export const associateContractToUserResponseSchema = named(
  'associateContractToUserResponse',
  z.object({
    workflowId: z.string(),
    status: workflowStatus,
    /** How many customer codes the association or delegation covers. */
    customers: z.number().int(),
  }),
).meta({ id: 'AssociateContractToUserResponse' });

/** Task names: `confirm-delegation` (reply accept | refuse), `survey-reply` (reply = selectedValue). */
export const workflowTaskExecuteRequestSchema = named(
  'workflowTaskExecuteRequest',
  z.object({
    workflowId: z
      .string({ error: 'Identificativo del processo mancante' })
      .trim()
      .min(1, 'Identificativo del processo mancante')
      .max(100),
    taskName: z.string({ error: 'Attività mancante' }).trim().min(1, 'Attività mancante').max(100),
    reply: z.string({ error: 'Risposta mancante' }).trim().min(1, 'Risposta mancante').max(500),
  }),
).meta({ id: 'WorkflowTaskExecuteRequest' });
export const workflowTaskExecuteResponseSchema = named(
  'workflowTaskExecuteResponse',
  z.object({ workflowId: z.string(), taskName: z.string(), status: workflowStatus }),
).meta({ id: 'WorkflowTaskExecuteResponse' });

/**
 * Password reset by username and e-mail, or by customer code and fiscal code / VAT number. The
 * answer is `queued` and a single-use link to /recupero-psw goes to the user's e-mail; wrong or
 * incomplete data gives a 400 with code `params_not_valid`.
 */
export const passwordResetRequestSchema = named(
  'passwordResetRequest',
  z
    .object({
      company: z.string().trim().toLowerCase().optional(),
      username: z.string().trim().max(100).optional(),
      email: emailField.optional(),
      customerCode: customerCodeField.optional(),
      fiscalCode: fiscalCodeField.optional(),
      vatNumber: vatNumberField.optional(),
    })
    .refine((v) => (v.username && v.email) || (v.customerCode && (v.fiscalCode || v.vatNumber)), {
      message: 'Inserire nome utente ed e-mail, oppure codice cliente e codice fiscale',
      path: ['username'],
    }),
).meta({ id: 'PasswordResetRequest' });
export const passwordResetResponseSchema = named(
  'passwordResetResponse',
  z.object({ status: z.literal('queued') }),
).meta({ id: 'PasswordResetResponse' });
