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
   * Online payments: `sandbox` (the embedded test gateway, demo mode only; the default in demo),
   * `stripe` (Stripe Checkout) or `none`. In production with no provider the `pay` module is off.
   */
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'stripe', 'none'], { error: 'PAYMENT_PROVIDER deve essere sandbox, stripe o none' })
    .optional(),
  /** Secret of the sandbox's signed notifications; generated at each start when not set. */
  SANDBOX_WEBHOOK_SECRET: z
    .string()
    .min(32, 'SANDBOX_WEBHOOK_SECRET deve essere lungo almeno 32 caratteri')
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'STRIPE_SECRET_KEY deve essere una chiave segreta Stripe (sk_… o rk_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET deve essere il segreto di firma del webhook (whsec_…)')
    .optional(),
  /** Another address for the Stripe API (a local fake in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.string().url('STRIPE_API_BASE deve essere un indirizzo http(s)').optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const problems = paymentConfigProblems(parsed.data);
  if (problems.length)
    throw new ConfigError(`Configurazione non valida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return parsed.data;
}

/** The payment provider in use: the configured one, `sandbox` by default in demo, none otherwise. */
export function paymentProviderOf(
  config: Pick<Config, 'MODE' | 'PAYMENT_PROVIDER'>,
): 'sandbox' | 'stripe' | null {
  const chosen = config.PAYMENT_PROVIDER ?? (config.MODE === 'demo' ? 'sandbox' : 'none');
  return chosen === 'none' ? null : chosen;
}

function paymentConfigProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.PAYMENT_PROVIDER === 'sandbox' && config.MODE !== 'demo')
    problems.push(
      'PAYMENT_PROVIDER: il gateway di prova (sandbox) è consentito solo con MODE=demo; in produzione usare stripe o none',
    );
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY)
      problems.push('STRIPE_SECRET_KEY: obbligatoria con PAYMENT_PROVIDER=stripe');
    if (!config.STRIPE_WEBHOOK_SECRET)
      problems.push('STRIPE_WEBHOOK_SECRET: obbligatorio con PAYMENT_PROVIDER=stripe');
  }
  return problems;
}
