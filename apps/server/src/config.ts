import { z } from 'zod';

/**
 * Server configuration, read once from the environment and validated with zod so that a bad
 * value stops the start with a readable message instead of a surprise later.
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** `demo` seeds demo data and serves /dev/*; `production` never does. Chosen explicitly. */
  MODE: z.enum(['demo', 'production']).default('demo'),
  /** A postgres:// URL selects a PostgreSQL server; without it PGlite keeps its data in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve iniziare con postgres:// o postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** Minutes of inactivity after which a session expires. */
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin used in links sent by mail and in payment return addresses. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Folder of the built web app; the server serves it with history fallback. */
  WEB_DIST: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Sportello <no-reply@sportello.example>'),
  /** Login throttling: failures allowed in the window before a 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Failures allowed from one client address (any username) in the same window. */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  /** OTP codes (e-mail and phone checks): minutes of validity and wrong attempts allowed. */
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(5),
  /** Minutes a password reset link stays valid (single use). */
  RESET_LINK_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  TRUST_PROXY: booleanish.default(false),
  /**
   * Server-side secret of the one-time code hashes (HMAC-SHA256): required in production, never
   * stored in the database (a demo value is used in demo mode).
   */
  CODE_PEPPER: z.string().min(32, 'CODE_PEPPER deve avere almeno 32 caratteri').optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
