import { isIP } from 'node:net';
import { z } from 'zod';

const SMTP_URL_MESSAGE =
  'SMTP_URL deve essere un indirizzo smtp:// o smtps:// (es. smtps://utente:password@smtp.example.it)';

function isSmtpUrl(value: string): boolean {
  if (!/^smtps?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Server configuration, read once from the environment and validated with zod so that a bad
 * value stops the start with a readable message instead of a surprise later.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Listen address: loopback in demo (a demo is not for the network), every interface in production. */
  HOST: z.string().min(1).optional(),
  /**
   * The Prometheus metrics' own port (GET /metrics), never the public one; 0 turns them off. A
   * port already taken is a warning at start, not a failure.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** Where the metrics listen: this machine only unless said (a container's scraper needs 0.0.0.0). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * OpenTelemetry: the OTLP/HTTP collector's base address (`…/v1/traces` is added); unset, no
   * tracing at all. The name the traces carry.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('sportello'),
  /** Sentry's DSN for the server's unexpected errors (the web has VITE_SENTRY_DSN); unset, none sent. */
  SENTRY_DSN: z.string().url().optional(),
  /** `demo` seeds demo data and serves /dev/*; `production` never does. Chosen explicitly. */
  MODE: z.enum(['demo', 'production']).default('demo'),
  /**
   * A postgres:// URL selects a PostgreSQL server; without it PGlite keeps its data in DATA_DIR
   * (demo and development only: production requires it).
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve iniziare con postgres:// o postgresql://')
    .optional(),
  /**
   * PostgreSQL streaming replicas (one or more postgres:// URLs, comma-separated) that serve the
   * customer's lists (supplies, bills, notifications, consumption); sessions and writes stay on
   * DATABASE_URL, and a customer who just wrote reads from it for a few seconds.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URL: ogni indirizzo deve iniziare con postgres://'),
      ),
    )
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
  /** Public origin used in links sent by mail and in payment return addresses (required in production). */
  PUBLIC_URL: z.string().url().optional(),
  /** Folder of the built web app; the server serves it with history fallback. */
  WEB_DIST: z.string().optional(),
  /** The operators' console build (apps/console/dist), served under /console; none: not served. */
  CONSOLE_DIST: z.string().optional(),
  /** The mail server: an smtp:// or smtps:// URL with a host (nodemailer's URL form). */
  SMTP_URL: z.string().refine(isSmtpUrl, SMTP_URL_MESSAGE).optional(),
  /**
   * One sender for every brand's mail, over the brands' own (packages/brands `mailFrom`): for a
   * mail server that accepts a single sender address. Unset, each brand's mail comes from its own.
   */
  MAIL_FROM: z.string().optional(),
  /** Login throttling: failures allowed in the window before a 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Failures allowed from one client address (any username) in the same window. */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  /** Anonymous and link sessions one client address may create per minute (then 429). */
  SESSION_CREATE_IP_MAX: z.coerce.number().int().min(1).default(300),
  /** Contact form requests one client address may send per hour (then 429). */
  CONTACT_IP_MAX: z.coerce.number().int().min(1).default(30),
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
  /**
   * Proxies whose X-Forwarded-For is believed: a comma-separated list of addresses or CIDRs
   * (or proxy-addr's names loopback, linklocal, uniquelocal). Empty or `false`: the client
   * address is the socket's.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const list = v.trim() === '' || v.trim() === 'false' ? [] : v.split(',').map((s) => s.trim());
      for (const entry of list) {
        if (!isProxyEntry(entry)) {
          ctx.addIssue({
            code: 'custom',
            message:
              `"${entry}" non è un indirizzo o un CIDR: TRUST_PROXY elenca i proxy fidati separati da virgole ` +
              '(es. 10.0.0.0/8,127.0.0.1)',
          });
          return z.NEVER;
        }
      }
      return list;
    }),
  /** Hours after which a session ends whatever its activity (absolute lifetime). */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(12),
  /**
   * Operator sessions of the console (issue 21): their own lifetime, shorter than a customer's:
   * minutes of inactivity, and hours at most from the login.
   */
  OPERATOR_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().min(0.01).max(24).default(10),
  /** SMS gateway (production): a JSON POST to this URL with a bearer token. */
  SMS_GATEWAY_URL: z.string().url('SMS_GATEWAY_URL deve essere un indirizzo http(s)').optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).default('Sportello'),
  /** Push gateway (production): a JSON POST to this URL with a bearer token; without it pushes fail visibly. */
  PUSH_GATEWAY_URL: z.string().url('PUSH_GATEWAY_URL deve essere un indirizzo http(s)').optional(),
  PUSH_GATEWAY_TOKEN: z.string().min(1).optional(),
  /**
   * FCM HTTP v1 straight from the server (the Android app, and an iOS app registered through
   * Firebase): the path of the Firebase project's service-account key file (JSON). Without it,
   * those devices go to the push gateway.
   */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  /** FCM's base address (another one for a proxy or a test's fake). */
  FCM_API_URL: z
    .string()
    .url('FCM_API_URL deve essere un indirizzo http(s)')
    .default('https://fcm.googleapis.com'),
  /**
   * APNs straight from the server (the iOS app's tokens): the team's .p8 key file, its key id, the
   * team id and the app's bundle id (the notifications' topic); all four, or none (then the push
   * gateway). APNS_ENVIRONMENT picks Apple's production or sandbox host (the app's build decides);
   * APNS_HOST, another host[:port] (a proxy or a test's fake).
   */
  APNS_KEY_FILE: z.string().min(1).optional(),
  APNS_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'APNS_KEY_ID deve essere l\u2019identificativo di 10 caratteri della chiave .p8')
    .optional(),
  APNS_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'APNS_TEAM_ID deve essere l\u2019identificativo di 10 caratteri del team Apple')
    .optional(),
  APNS_TOPIC: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/, 'APNS_TOPIC deve essere il bundle id dell\u2019app (es. it.example.sportello)')
    .optional(),
  APNS_ENVIRONMENT: z
    .enum(['production', 'sandbox'], { error: 'APNS_ENVIRONMENT deve essere production o sandbox' })
    .default('production'),
  APNS_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'APNS_HOST deve essere un nome di host, con la porta se serve')
    .optional(),
  /** Days sent mail, SMS and push stay in the outbox before the purge job deletes them. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Days a finished import of the integration API (done or failed: GET …/jobs/{id}, its refused
   * lines) stays before the purge job deletes it; an upload left unfinished by a crash goes after a day.
   */
  IMPORT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Days a registration that never proved ownership (a Pending user with no accepted customer)
   * is kept before the purge job deletes it, so its username and e-mail are free again.
   */
  PENDING_USER_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Minutes between runs of the purge job (expired sessions, throttle rows, workflows, outbox). */
  PURGE_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** The job runner (services/jobs): how often each process looks for due jobs when idle. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
  /** Attempts of a job (a mail, an SMS, a push) before it is a dead letter. */
  JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /** The wait after a job's first failed attempt, doubled at each further one up to the max (with jitter). */
  JOBS_RETRY_BASE_SECONDS: z.coerce.number().min(0.01).max(86_400).default(30),
  JOBS_RETRY_MAX_SECONDS: z.coerce.number().min(0.01).max(86_400).default(3600),
  /**
   * The retailer's webhook (issue 20): every customer request and self-reading is POSTed there as
   * JSON, signed with the secret (`X-Sportello-Signature`); unset, none is sent (the feed
   * `GET /services/rest/integration/v1/requests` has them all the same).
   */
  INTEGRATION_WEBHOOK_URL: z
    .string()
    .url('INTEGRATION_WEBHOOK_URL deve essere un indirizzo http(s)')
    .optional(),
  INTEGRATION_WEBHOOK_SECRET: z
    .string()
    .min(16, 'INTEGRATION_WEBHOOK_SECRET deve essere lungo almeno 16 caratteri')
    .optional(),
  /**
   * Attempts of one webhook delivery before it is failed (a dead letter): 15, with backoff from
   * JOBS_RETRY_BASE_SECONDS, puts the last one about 24 hours after the first.
   */
  INTEGRATION_WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  /** PostgreSQL: the longest a statement may run, and the longest to wait for a connection. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** PostgreSQL: prepared statements kept per connection (least recently used dropped first). */
  DB_PREPARED_STATEMENTS: z.coerce.number().int().min(0).max(10_000).default(500),
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
  /**
   * Server-side secret of the one-time code hashes (HMAC-SHA256): required in production, never
   * stored in the database (a demo value is used in demo mode).
   */
  CODE_PEPPER: z
    .string()
    .min(32, 'CODE_PEPPER deve avere almeno 32 caratteri')
    .refine(
      (v) => new Set(v).size >= 16,
      'CODE_PEPPER deve contenere almeno 16 caratteri diversi: usare un valore casuale (es. openssl rand -base64 48)',
    )
    .optional(),
  /**
   * The retailer CRM's token for `POST …/Core/v1/crm/sessions` (the hand-over of one supply's
   * consumption graphs). Without it the call answers 401 in production; demo mode uses
   * DEMO_CRM_API_TOKEN (README).
   */
  CRM_API_TOKEN: z.string().min(32, 'CRM_API_TOKEN deve avere almeno 32 caratteri').optional(),
  /**
   * Web Push (VAPID): the server's key pair, base64url (public: the 65-byte uncompressed P-256
   * point; private: its 32-byte scalar), and the contact the push services may write to. Required
   * in production; in demo a pair is generated once and kept in DATA_DIR (vapid-keys.json).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'VAPID_PUBLIC_KEY deve essere la chiave pubblica VAPID (87 caratteri base64url)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'VAPID_PRIVATE_KEY deve essere la chiave privata VAPID (43 caratteri base64url)',
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT deve essere un indirizzo mailto: o https://')
    .optional(),
});

/** The CRM token of demo mode only (documented in the README, like the demo password). */
export const DEMO_CRM_API_TOKEN = 'demo-crm-token-solo-per-la-modalita-demo';

const DEMO_PUBLIC_URL = 'http://localhost:8080';
const DEMO_HOST = '127.0.0.1';
const PRODUCTION_HOST = '0.0.0.0';

function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * What production cannot run without: each missing one stops the start with its own message.
 * Demo mode falls back to the embedded adapters and a localhost address.
 */
const PRODUCTION_REQUIRED: { key: keyof z.infer<typeof configSchema>; message: string }[] = [
  {
    key: 'DATABASE_URL',
    message:
      'DATABASE_URL è obbligatoria in modalità production: il server PostgreSQL dei dati (es. postgres://sportello:password@db.example.it:5432/sportello); PGlite è solo per la demo e lo sviluppo',
  },
  {
    key: 'PUBLIC_URL',
    message:
      'PUBLIC_URL è obbligatoria in modalità production: l\u2019indirizzo pubblico del portale usato nei link inviati (es. https://sportello.example.it)',
  },
  {
    key: 'SMTP_URL',
    message:
      'SMTP_URL è obbligatoria in modalità production: il server di posta che invia codici e link (es. smtps://utente:password@smtp.example.it)',
  },
  {
    key: 'SMS_GATEWAY_URL',
    message:
      'SMS_GATEWAY_URL è obbligatoria in modalità production: il gateway che invia gli SMS con i codici di verifica',
  },
  {
    key: 'SMS_GATEWAY_TOKEN',
    message: 'SMS_GATEWAY_TOKEN è obbligatoria in modalità production: la chiave di accesso al gateway SMS',
  },
  {
    key: 'CODE_PEPPER',
    message:
      'CODE_PEPPER è obbligatoria in modalità production: il segreto (almeno 32 caratteri casuali) con cui si conservano i codici monouso',
  },
  {
    key: 'VAPID_PUBLIC_KEY',
    message:
      'VAPID_PUBLIC_KEY è obbligatoria in modalità production: la chiave pubblica Web Push (generarla con npx web-push generate-vapid-keys)',
  },
  {
    key: 'VAPID_PRIVATE_KEY',
    message:
      'VAPID_PRIVATE_KEY è obbligatoria in modalità production: la chiave privata Web Push della stessa coppia',
  },
  {
    key: 'VAPID_SUBJECT',
    message:
      'VAPID_SUBJECT è obbligatoria in modalità production: il contatto per i servizi push (es. mailto:tecnico@sportello.example.it)',
  },
];

/**
 * The settings production cannot start without, in one list: the deployment files (Dockerfile,
 * deploy/compose.yaml) are checked against it by apps/server/test/deploy-settings.test.ts.
 */
export const PRODUCTION_REQUIRED_SETTINGS: readonly string[] = PRODUCTION_REQUIRED.map((r) => r.key);

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'HOST'> & {
  PUBLIC_URL: string;
  HOST: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  const problems = [
    ...(data.MODE === 'production'
      ? [
          ...PRODUCTION_REQUIRED.filter((r) => !data[r.key]).map((r) => r.message),
          ...publicUrlProblems(data.PUBLIC_URL),
        ]
      : []),
    ...(data.DATABASE_REPLICA_URL?.length && !data.DATABASE_URL
      ? ['DATABASE_REPLICA_URL richiede DATABASE_URL: le repliche servono un server PostgreSQL, non PGlite']
      : []),
    ...paymentConfigProblems(data),
    ...apnsConfigProblems(data),
    ...webhookConfigProblems(data),
    ...(data.METRICS_PORT !== 0 && data.METRICS_PORT === data.PORT
      ? [
          `METRICS_PORT non può essere la porta pubblica (${data.PORT}): le metriche si servono su una porta loro, o 0 per spegnerle`,
        ]
      : []),
  ];
  if (problems.length > 0) {
    throw new ConfigError(`Configurazione non valida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return {
    ...data,
    PUBLIC_URL: data.PUBLIC_URL ?? DEMO_PUBLIC_URL,
    HOST: data.HOST ?? (data.MODE === 'demo' ? DEMO_HOST : PRODUCTION_HOST),
  };
}

/**
 * Production's public origin goes into every link sent by mail and SMS and into payment returns:
 * https, and a name the customers can reach (not this machine's loopback).
 */
function publicUrlProblems(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  if (url.protocol !== 'https:')
    return [
      `PUBLIC_URL deve essere un indirizzo https:// in modalità production (ricevuto ${url.protocol}//…): i link inviati portano sessioni e codici`,
    ];
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopback =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    host === '::ffff:127.0.0.1' ||
    /^::ffff:7f/.test(host);
  return loopback
    ? [
        `PUBLIC_URL non può essere un indirizzo locale (${url.hostname}) in modalità production: serve l\u2019indirizzo pubblico del portale (es. https://sportello.example.it)`,
      ]
    : [];
}

/** The payment provider in use: the configured one, `sandbox` by default in demo, none otherwise. */
export function paymentProviderOf(
  config: Pick<Config, 'MODE' | 'PAYMENT_PROVIDER'>,
): 'sandbox' | 'stripe' | null {
  const chosen = config.PAYMENT_PROVIDER ?? (config.MODE === 'demo' ? 'sandbox' : 'none');
  return chosen === 'none' ? null : chosen;
}

/** A webhook is signed: its address without its secret (or the other way) is a mistake, said at start. */
function webhookConfigProblems(config: z.infer<typeof configSchema>): string[] {
  if (!!config.INTEGRATION_WEBHOOK_URL === !!config.INTEGRATION_WEBHOOK_SECRET) return [];
  return [
    'INTEGRATION_WEBHOOK_URL e INTEGRATION_WEBHOOK_SECRET vanno impostati insieme (il webhook è sempre firmato)',
  ];
}

/** APNs needs its four settings together: one set alone is a mistake, said at start. */
function apnsConfigProblems(config: z.infer<typeof configSchema>): string[] {
  const keys = ['APNS_KEY_FILE', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const;
  const missing = keys.filter((k) => !config[k]);
  return missing.length > 0 && missing.length < keys.length
    ? [`${missing.join(', ')}: APNs richiede insieme APNS_KEY_FILE, APNS_KEY_ID, APNS_TEAM_ID e APNS_TOPIC`]
    : [];
}

function paymentConfigProblems(config: z.infer<typeof configSchema>): string[] {
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
