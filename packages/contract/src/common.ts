import { z } from 'zod';

export {
  API_BASE,
  BPM_BASE,
  STRADARIO_BASE,
  INTEGRATION_BASE,
  CONSOLE_BASE,
  SESSION_HEADER,
  OPERATOR_SESSION_HEADER,
  ERROR_CODES,
} from './http';

/** The error body of every non-2xx answer. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      retryAfterSeconds: z.number().int().optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Wraps a body in its named object, e.g. `named('doLoginRequest', {...})`. */
export function named<N extends string, S extends z.ZodType>(name: N, schema: S) {
  return z.object({ [name]: schema } as { [K in N]: S });
}

/** Query booleans arrive as text. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Paging query of list calls: `pagingTake` items after `pagingSkip`. */
export function pagingQuery(defaultTake: number, maxTake = Math.max(1000, defaultTake)) {
  return {
    pagingTake: z.coerce
      .number({ error: 'pagingTake deve essere un numero' })
      .int('pagingTake deve essere un numero intero')
      .min(1, 'pagingTake deve essere almeno 1')
      .max(maxTake, `pagingTake può essere al massimo ${maxTake}`)
      .default(defaultTake),
    pagingSkip: z.coerce
      .number({ error: 'pagingSkip deve essere un numero' })
      .int('pagingSkip deve essere un numero intero')
      .min(0, 'pagingSkip non può essere negativo')
      .max(MAX_RECORD_ID, `pagingSkip può essere al massimo ${MAX_RECORD_ID}`)
      .default(0),
  };
}

/** The largest id of an `integer` column: a larger number is bad input (400), never a database error (500). */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id in a body: a positive integer that fits the database's integer columns. */
export function recordId(message = 'Identificativo non valido') {
  return z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);
}

/** A numeric id in a path. */
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'Identificativo non valido' })
    .int('Identificativo non valido')
    .positive('Identificativo non valido')
    .max(MAX_RECORD_ID, 'Identificativo non valido'),
});

/**
 * A calendar day as 'YYYY-MM-DD' that exists (2025-13-01 and 2025-02-30 are refused with a 400):
 * the one date schema of every date field the contract reads.
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida (formato AAAA-MM-GG)')
  .refine(isRealCalendarDay, 'Data non valida: il giorno indicato non esiste nel calendario');

/** Whether 'YYYY-MM-DD' names a day of the Gregorian calendar (no month 13, no 30 February). */
export function isRealCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}
/** Money as an exact decimal string, e.g. "123.45". */
export const money = z.string().regex(/^-?\d+(\.\d{1,2})?$/, 'Importo non valido');
