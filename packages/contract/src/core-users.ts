import { z } from 'zod';
import { isValidDelegateName, OWNERSHIP_MESSAGES } from '@sportello/domain';
import { named } from './common';
import { userSchema } from './core';
import { ownershipProofSchema } from './ownership';

/** Error codes of the Core, Wfm and bpm areas beyond the common ones (`error.code`). */
export const CORE_ERROR_CODES = {
  linkInvalid: 'link_invalid',
  linkExpired: 'link_expired',
  paramsNotValid: 'params_not_valid',
  otpExpired: 'otp_expired',
  otpAlreadyUsed: 'otp_already_used',
  otpTooManyAttempts: 'otp_too_many_attempts',
  taskAlreadyDone: 'task_already_done',
  alreadyRegistered: 'user_already_registered',
  alreadyLinked: 'already_linked',
  wrongPassword: 'wrong_password',
  fiscalDataMismatch: 'fiscal_data_mismatch',
  usernameTaken: 'username_taken',
} as const;

const text = (max: number, required = 'Campo obbligatorio') =>
  z.string({ error: required }).trim().min(1, required).max(max, `Massimo ${max} caratteri`);
const optionalText = (max: number) => z.string().trim().max(max, `Massimo ${max} caratteri`).optional();

export const registrationType = z.enum(['private', 'company', 'condominium', 'body', 'delegate'], {
  error: 'Tipo di registrazione non valido',
});
export type RegistrationType = z.infer<typeof registrationType>;

export const customerCodeField = z
  .string({ error: 'Inserire il codice cliente' })
  .trim()
  .min(1, 'Inserire il codice cliente')
  .max(40, 'Codice cliente non valido')
  .transform((v) => v.toUpperCase());
export const fiscalCodeField = z
  .string()
  .trim()
  .max(16, 'Codice fiscale non valido')
  .transform((v) => v.toUpperCase());
export const vatNumberField = z.string().trim().max(11, 'Partita IVA non valida');
export const emailField = z
  .string({ error: 'Inserire l\u2019indirizzo e-mail' })
  .trim()
  .min(1, 'Inserire l\u2019indirizzo e-mail')
  .max(254, 'Indirizzo e-mail non valido');
export const passwordField = z
  .string({ error: 'Inserire la password' })
  .min(1, 'Inserire la password')
  .max(200, 'Password troppo lunga');

export const addressInputSchema = z.object({
  streetName: text(200, 'Inserire l\u2019indirizzo'),
  civicNumber: text(20, 'Inserire il numero civico'),
  city: text(100, 'Inserire il comune'),
  province: z
    .string({ error: 'Inserire la provincia' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Provincia non valida')
    .transform((v) => v.toUpperCase()),
  postalCode: z
    .string({ error: 'Inserire il CAP' })
    .trim()
    .regex(/^\d{5}$/, 'CAP non valido'),
});

export const privacyInputSchema = z.object({
  /** Consent to the processing of personal data: mandatory. */
  personalData: z.literal(true, { error: 'Il consenso al trattamento dei dati personali è obbligatorio' }),
  marketing: z.boolean().default(false),
  others: z.boolean().default(false),
});

// ---- registration ---------------------------------------------------------------------------

/**
 * Registration of a customer (private, company, condominium or body: customer code plus fiscal
 * code or VAT number) or of a delegate (contacts, address). No password. A customer registration
 * creates a Pending user with no customer and starts the proof of ownership (a code to the
 * contact on file, or a bill): see docs/registration-proof.md. A delegate gets its first-access
 * link (/crea-psw) at the e-mail it typed (the verification of that address).
 */
export const createNewUserRequestSchema = named(
  'createNewUserRequest',
  z
    .object({
      company: z.string().trim().toLowerCase().optional(),
      registrationType,
      customerCode: customerCodeField.optional(),
      fiscalCode: fiscalCodeField.optional(),
      vatNumber: vatNumberField.optional(),
      email: emailField,
      phoneMobile: optionalText(30),
      username: text(50, 'Inserire il nome utente'),
      firstName: optionalText(100),
      lastName: optionalText(100),
      address: addressInputSchema.optional(),
      privacy: privacyInputSchema,
    })
    .superRefine((v, ctx) => {
      if (v.registrationType === 'delegate') {
        if (!v.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'Inserire il nome' });
        if (!v.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'Inserire il cognome' });
        // The name the owner reads in the delegation request (issue 18): letters, spaces,
        // apostrophes and hyphens, first and last name together at most 40 characters.
        if (v.firstName && v.lastName && !isValidDelegateName(`${v.firstName} ${v.lastName}`)) {
          const message = OWNERSHIP_MESSAGES.delegateNameInvalid;
          const bad = isValidDelegateName(v.firstName) ? 'lastName' : 'firstName';
          ctx.addIssue({ code: 'custom', path: [bad], message });
        }
        if (!v.fiscalCode)
          ctx.addIssue({ code: 'custom', path: ['fiscalCode'], message: 'Inserire il codice fiscale' });
        if (!v.phoneMobile)
          ctx.addIssue({ code: 'custom', path: ['phoneMobile'], message: 'Inserire il telefono' });
        if (!v.address)
          ctx.addIssue({ code: 'custom', path: ['address'], message: 'Inserire l\u2019indirizzo' });
      } else {
        if (!v.customerCode)
          ctx.addIssue({ code: 'custom', path: ['customerCode'], message: 'Inserire il codice cliente' });
        if (v.registrationType === 'company' && !v.vatNumber)
          ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'Inserire la partita IVA' });
        if (v.registrationType !== 'company' && !v.fiscalCode && !v.vatNumber)
          ctx.addIssue({ code: 'custom', path: ['fiscalCode'], message: 'Inserire il codice fiscale' });
      }
    }),
).meta({ id: 'CreateNewUserRequest' });
export type CreateNewUserRequest = z.infer<typeof createNewUserRequestSchema>['createNewUserRequest'];

export const createNewUserResponseSchema = named(
  'createNewUserResponse',
  z.object({
    success: z.literal(true),
    userId: z.number().int(),
    username: z.string(),
    status: z.string(),
    /**
     * Delegate: where the first-access (/crea-psw) link was sent, masked (e.g. "ma***@example.it").
     * Customer: where the proof code was sent (masked contact on file), or "" for a bill proof.
     */
    sentTo: z.string(),
    /** Customer registration: the proof step to complete (null for a delegate). */
    proof: ownershipProofSchema.nullable(),
  }),
).meta({ id: 'CreateNewUserResponse' });

export const validateUserRequestSchema = named(
  'validateUserRequest',
  z.object({
    registrationType: registrationType.optional(),
    username: z.string().trim().max(100).optional(),
    customerCode: customerCodeField.optional(),
    fiscalCode: fiscalCodeField.optional(),
    vatNumber: vatNumberField.optional(),
  }),
).meta({ id: 'ValidateUserRequest' });

export const validateUserResponseSchema = named(
  'validateUserResponse',
  z.object({
    /** True when every part that was sent is fine. */
    valid: z.boolean(),
    usernameAvailable: z.boolean().optional(),
    customerMatches: z.boolean().optional(),
    /**
     * Never sent any more: whether a customer already has a user is told only after the proof of
     * ownership (409 user_already_registered on otp-verification), so it cannot be enumerated.
     */
    alreadyRegistered: z.boolean().optional(),
    /** Italian message per failing field. */
    messages: z.record(z.string(), z.string()),
  }),
).meta({ id: 'ValidateUserResponse' });

export const checkFiscalDataRequestSchema = named(
  'checkFiscalDataRequest',
  z
    .object({
      fiscalCode: fiscalCodeField.optional(),
      vatNumber: vatNumberField.optional(),
      customerCode: customerCodeField.optional(),
    })
    .refine((v) => !!v.fiscalCode || !!v.vatNumber, {
      message: 'Inserire il codice fiscale o la partita IVA',
      path: ['fiscalCode'],
    }),
).meta({ id: 'CheckFiscalDataRequest' });

export const checkFiscalDataResponseSchema = named(
  'checkFiscalDataResponse',
  z.object({
    valid: z.boolean(),
    fiscalCodeValid: z.boolean().optional(),
    vatNumberValid: z.boolean().optional(),
    customerMatches: z.boolean().optional(),
    messages: z.record(z.string(), z.string()),
  }),
).meta({ id: 'CheckFiscalDataResponse' });

// ---- read and update ------------------------------------------------------------------------

export const getUserResponseSchema = named('getUserResponse', userSchema).meta({ id: 'GetUserResponse' });

export const getUsersQuerySchema = z.object({
  contractKey: z
    .string({ error: 'Inserire il codice contratto' })
    .trim()
    .min(1, 'Inserire il codice contratto')
    .max(60),
});
export const getUsersResponseSchema = named(
  'getUsersResponse',
  z.object({ users: z.array(userSchema) }),
).meta({
  id: 'GetUsersResponse',
});

/**
 * Updates the session's own user. A password change needs `currentPassword`; in a password
 * link session (link module 5) the new password is set without it, once.
 */
export const updateUserRequestSchema = named(
  'updateUserRequest',
  z.object({
    id: z.number({ error: 'Identificativo non valido' }).int().positive('Identificativo non valido'),
    password: passwordField.optional(),
    currentPassword: passwordField.optional(),
    userOptions: z
      .string()
      .max(10_000, 'userOptions troppo lungo')
      .refine((v) => {
        try {
          const parsed: unknown = JSON.parse(v);
          return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
        } catch {
          return false;
        }
      }, 'userOptions deve essere un oggetto JSON')
      .optional(),
    receiveCommercialNotifications: z.boolean().optional(),
    receiveTechNotifications: z.boolean().optional(),
  }),
).meta({ id: 'UpdateUserRequest' });

export const updateUserResponseSchema = named(
  'updateUserResponse',
  z.object({ success: z.literal(true), user: userSchema.nullable() }),
).meta({ id: 'UpdateUserResponse' });
