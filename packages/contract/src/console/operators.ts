import { z } from 'zod';
import { COMPANY_CODES } from '@sportello/domain';
import { OPERATOR_ROLES } from '../operation';

/**
 * The operators' console (issue 21): its bodies are plain objects (no `{"xRequest": …}` wrapper:
 * that is the portal's specification), its errors the one error body with Italian messages.
 */

export const operatorRoleSchema = z
  .enum(OPERATOR_ROLES, { error: 'Ruolo non valido: agent, supervisor o admin' })
  .meta({
    id: 'OperatorRole',
    description:
      'Ruolo: `agent` (gestisce le richieste dei clienti dei suoi marchi), `supervisor` (in più vede e assegna il lavoro), `admin` (in più crea, sospende e reimposta gli operatori).',
  });

export const brandCodeSchema = z.enum(COMPANY_CODES, { error: 'Marchio sconosciuto' }).meta({
  id: 'BrandCode',
  description: 'Codice del marchio (società): sgr, ast, sga, mes, wdo, smg, sol.',
});

export const operatorSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    role: operatorRoleSchema,
    brands: z.array(z.string()).meta({ description: 'I marchi dei cui clienti l’operatore si occupa.' }),
    createdAt: z.string(),
    suspendedAt: z.string().nullable().meta({ description: 'Quando è stato sospeso; null se attivo.' }),
  })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof operatorSchema>;

const USERNAME_MESSAGE =
  'Nome utente non valido: da 3 a 63 caratteri tra lettere minuscole, cifre, punto, trattino e trattino basso';

export const consoleLoginBodySchema = z
  .object({
    username: z
      .string({ error: 'Inserire il nome utente' })
      .trim()
      .min(1, 'Inserire il nome utente')
      .max(100),
    password: z.string({ error: 'Inserire la password' }).min(1, 'Inserire la password').max(200),
    code: z
      .string({ error: 'Inserire il codice' })
      .trim()
      .min(6, 'Inserire il codice a 6 cifre dell’app di autenticazione o un codice di recupero')
      .max(20, 'Codice non valido')
      .meta({
        description:
          'Il codice a 6 cifre dell’app di autenticazione (TOTP) o uno dei codici di recupero (`XXXXX-XXXXX`, buono una volta).',
      }),
  })
  .meta({ id: 'ConsoleLogin' });

export const consoleSessionSchema = z
  .object({
    sessionId: z
      .string()
      .meta({ description: 'Da inviare in `X-Operator-Session` a ogni chiamata seguente.' }),
    expiresAt: z.string(),
    operator: operatorSchema,
    recoveryCodesLeft: z.number().int().meta({ description: 'I codici di recupero non ancora usati.' }),
  })
  .meta({ id: 'ConsoleSession' });

export const createOperatorBodySchema = z
  .object({
    username: z
      .string({ error: USERNAME_MESSAGE })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9._-]{2,62}$/, USERNAME_MESSAGE),
    name: z
      .string({ error: 'Inserire il nome' })
      .trim()
      .min(1, 'Inserire il nome')
      .max(120, 'Nome troppo lungo'),
    role: operatorRoleSchema,
    brands: z
      .array(brandCodeSchema, { error: 'Indicare almeno un marchio' })
      .min(1, 'Indicare almeno un marchio')
      .max(COMPANY_CODES.length),
  })
  .meta({ id: 'CreateOperator' });

export const operatorCredentialsSchema = z
  .object({
    operator: operatorSchema,
    temporaryPassword: z
      .string()
      .meta({ description: 'Mostrata solo ora: se ne conserva solo l’hash argon2id.' }),
    totpSecret: z.string().meta({ description: 'Il segreto TOTP (base32), mostrato solo ora.' }),
    totpUri: z
      .string()
      .meta({ description: 'L’indirizzo `otpauth://` per l’app di autenticazione (QR code).' }),
    recoveryCodes: z.array(z.string()).meta({ description: 'Dieci codici di recupero, mostrati solo ora.' }),
  })
  .meta({ id: 'OperatorCredentials' });

export const operatorListSchema = z
  .object({ operators: z.array(operatorSchema) })
  .meta({ id: 'OperatorList' });

export const consoleLogoutSchema = z
  .object({ endedAt: z.string().meta({ description: 'Quando la sessione è stata chiusa.' }) })
  .meta({ id: 'ConsoleLogout' });
