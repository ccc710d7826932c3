import { z } from 'zod';
import { named } from './common';
import { customerCodeField, emailField, fiscalCodeField, vatNumberField } from './core-users';
import { delegationScope, ownershipProofSchema } from './ownership';

/**
 * Associates a customer code to the session's user. With matching fiscal data (fiscal code or
 * VAT number) a proof of ownership starts (a code to the contact on file, or a bill): the user
 * becomes owner only once it is verified (otp-verification). With `delegation: true` a
 * delegation with `scope` (read, or read and pay) is requested instead, for that one customer
 * code only (its own fiscal code or VAT number required too), and waits for the reply of its
 * owner, logged in (task `confirm-delegation`).
 */
export const associateContractToUserRequestSchema = named(
  'associateContractToUserRequest',
  z
    .object({
      customerCode: customerCodeField,
      fiscalCode: fiscalCodeField.optional(),
      vatNumber: vatNumberField.optional(),
      delegation: z.boolean().default(false),
      /** Delegation: the scope asked (the owner may grant less). */
      scope: delegationScope.default('read'),
    })
    .refine((v) => !!v.fiscalCode || !!v.vatNumber, {
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
    /**
     * How many customer codes this call granted at once: always 0 now (an association waits for
     * its proof, a delegation for the owner); the count of codes a delegation covers is not told
     * to the requester.
     */
    customers: z.number().int(),
    /** Association: the proof step to complete. */
    proof: ownershipProofSchema.optional(),
  }),
).meta({ id: 'AssociateContractToUserResponse' });

/**
 * Task names: `confirm-delegation` (reply accept | refuse, with the `scope` granted: default the
 * scope asked), `survey-reply` (reply = selectedValue).
 */
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
    scope: delegationScope.optional(),
  }),
).meta({ id: 'WorkflowTaskExecuteRequest' });
export const workflowTaskExecuteResponseSchema = named(
  'workflowTaskExecuteResponse',
  z.object({ workflowId: z.string(), taskName: z.string(), status: workflowStatus }),
).meta({ id: 'WorkflowTaskExecuteResponse' });

/**
 * Password reset by username and e-mail, or by customer code and fiscal code / VAT number. The
 * answer is always `queued` (same status, body and about the same time whether a user matched or
 * not, so users cannot be enumerated); a single-use link to /recupero-psw goes to the user's
 * e-mail only when one matched. Incomplete data gives a 400 with code `params_not_valid`.
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
