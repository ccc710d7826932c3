import { z } from 'zod';
import { COMPANY_CODES, MODULE_KEYS } from '@sportello/domain';
import { MAX_RECORD_ID, named } from './common';

// Every message zod writes by itself is Italian: a missing field says "Campo obbligatorio", the
// rest come from zod's Italian locale. Schemas with their own message keep it.
z.config(z.locales.it());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Campo obbligatorio' : undefined,
});

export const companyCode = z.enum(COMPANY_CODES, { error: 'Società non riconosciuta' });

export const clientSpecSchema = z.object({
  version: z.string().max(40).optional(),
  type: z.enum(['web', 'app', 'ios', 'android']).optional(),
  appId: z.string().max(200).optional(),
});

// ---- sessions -------------------------------------------------------------------------------

export const createNewSessionRequestSchema = named(
  'createNewSessionRequest',
  z.object({
    company: z
      .string({ error: 'Società obbligatoria' })
      .transform((v) => v.toLowerCase())
      .pipe(companyCode),
    locale: z.literal('it', { error: 'Lingua non supportata' }).default('it'),
    clientSpec: clientSpecSchema.optional(),
    linkId: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional(),
    hashCode: z.string().min(1).max(200).optional(),
    guest: z.boolean().optional(),
  }),
).meta({ id: 'CreateNewSessionRequest' });

export const userSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    username: z.string(),
    status: z.string(),
    type: z.string(),
    email: z.string().nullable(),
    userOptions: z.string(),
    receiveCommercialNotifications: z.boolean(),
    receiveTechNotifications: z.boolean(),
    contracts: z.object({ contract: z.array(z.object({ id: z.number().int(), key: z.string() })) }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const moduleSchema = z.object({ key: z.string() });

export const sessionSchema = z
  .object({
    sessionId: z.string(),
    company: companyCode,
    locale: z.literal('it'),
    clientSpec: clientSpecSchema.nullable(),
    user: userSchema.nullable(),
    roles: z.array(z.string()),
    modules: z.array(moduleSchema),
    guest: z.boolean(),
    currentCustomerId: z.number().int().nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const createNewSessionResponseSchema = named('createNewSessionResponse', sessionSchema);
export const getSessionResponseSchema = named('getSessionResponse', sessionSchema);

/** The path of GET /sessions/{id}: the session's own id (the credential it is read with). */
export const getSessionParams = z.object({ id: z.string().min(1).max(100) });

/** handover=1 (or true): the adoption of a session received in an address (s=, sessionId=…&rcrm=1). */
export const getSessionQuerySchema = z.object({ handover: z.enum(['1', 'true']).optional() });

// ---- login / logout -------------------------------------------------------------------------

export const doLoginRequestSchema = named(
  'doLoginRequest',
  z.object({
    username: z
      .string({ error: 'Inserire il nome utente' })
      .trim()
      .min(1, 'Inserire il nome utente')
      .max(100, 'Nome utente troppo lungo'),
    password: z
      .string({ error: 'Inserire la password' })
      .min(1, 'Inserire la password')
      .max(200, 'Password troppo lunga'),
  }),
).meta({ id: 'DoLoginRequest' });

/** Login answers 200 either way: the user (and the new session id) or `doLoginFailed`. */
export const doLoginResponseSchema = z
  .union([
    z.object({
      doLoginResponse: z.object({ user: userSchema, sessionId: z.string(), session: sessionSchema }),
    }),
    z.object({ doLoginFailed: z.object({ message: z.string() }) }),
  ])
  .meta({ id: 'DoLoginResponse' });
export type DoLoginResponse = z.infer<typeof doLoginResponseSchema>;

export const doLogoutResponseSchema = named('doLogoutResponse', z.object({ success: z.literal(true) }));

// ---- modules --------------------------------------------------------------------------------

export const getModulesResponseSchema = named(
  'getModulesResponse',
  z.object({ success: z.boolean(), items: z.array(moduleSchema) }),
).meta({ id: 'GetModulesResponse' });

export const moduleKey = z.enum(MODULE_KEYS);
