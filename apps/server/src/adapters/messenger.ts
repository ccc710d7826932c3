import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import { mailSender } from '@sportello/brands/mail';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { OutboxChannel } from '../db/tables/core';
import {
  gatewayPushAdapter,
  pushChannelSender,
  resolveVapidKeys,
  routedPushAdapter,
  webPushAdapter,
} from './push';
import { nativePushAdapterFor } from './push-native';
import { codePepper } from '../services/core/ownership';
import {
  outboxKey,
  type OutboxKey,
  openContent,
  openField,
  publicMeta,
  sealContent,
  sealField,
} from './outbox-seal';
import { DEFAULT_RETRY, retryPolicyOf, type RetryPolicy } from '../services/jobs/backoff';
import { claimJob, enqueueJob } from '../services/jobs/queue';
import { isPermanent, newWorkerId, runClaimedJob, type JobHandler } from '../services/jobs/runner';

/** A mail, SMS or push the server sends (OTP codes, password links, delegation requests). */
export interface OutgoingMessage {
  channel: OutboxChannel;
  companyCode: string | null;
  /** E-mail address, phone number (+39…) or push id. */
  recipient: string;
  subject?: string;
  /** The text: a mail's plain-text part, an SMS, a push's body. */
  body: string;
  /** A mail's HTML part (services/messages renders it in the brand's frame). */
  html?: string;
  /**
   * The sender as it goes out, set by the messenger when it stores the message, so the outbox shows
   * it: a mail's `"Name" <address>` (the brand's, or MAIL_FROM), an SMS's SMS_SENDER; a push has none.
   */
  from?: string;
  /** Machine-readable extras, e.g. `{ otpCode, linkUrl, workflowId }` (shown by /dev/outbox). */
  meta?: Record<string, unknown>;
}

/** Delivers a stored outbox row; the embedded transport only logs it. */
export interface Transport {
  readonly name: string;
  deliver(message: OutgoingMessage & { id: number }): Promise<'logged' | 'sent'>;
}

export interface Messenger {
  /** Stores the message in the outbox (in the caller's transaction when `db` is one), then delivers it. */
  send(db: Db, message: OutgoingMessage): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messenger: OutboxMessenger;
    /** The VAPID public key browsers subscribe with (Web Push). */
    vapidPublicKey: string;
  }
}

/**
 * Embedded: the outbox table and the log are the whole delivery (demo mode, tests, one machine).
 * The log line names the outbox row, never the recipient (read it at /dev/outbox in demo mode).
 */
export function embeddedTransport(log: FastifyBaseLogger): Transport {
  return {
    name: 'embedded',
    async deliver(message) {
      log.info(
        { outboxId: message.id, channel: message.channel },
        `outbox: ${message.channel} #${message.id} stored`,
      );
      return 'logged';
    },
  };
}

/**
 * Sends one message on one channel, or throws: the outbox row is then marked failed and tried
 * again later with backoff (services/jobs), or at once dead (a dead letter) when the error is a
 * PermanentJobError or carries `permanent: true` (e.g. a device its push service says is gone). It may
 * answer 'logged' when the message was kept in the outbox only (the push of an app device in demo
 * mode without a gateway).
 */
export type ChannelSender = (message: OutgoingMessage & { id: number }) => Promise<void | 'logged'>;

/**
 * The sender of a message: MAIL_FROM when set (one sender for all), otherwise its brand's own
 * name and address from the registry (a mail of no brand comes from the default brand's).
 */
export function senderOf(
  config: Pick<Config, 'MAIL_FROM'>,
  companyCode: string | null,
): string | { name: string; address: string } {
  // An empty MAIL_FROM (a blank line of an env file) counts as unset.
  return config.MAIL_FROM?.trim() || mailSender(companyCode);
}

/** A sender as one header value: `"Name" <address>` (MAIL_FROM as it is written). */
export function formatSender(sender: string | { name: string; address: string }): string {
  if (typeof sender === 'string') return sender;
  return `"${sender.name.replace(/["\\]/g, '\\$&')}" <${sender.address}>`;
}

/**
 * Mail through SMTP (nodemailer), from the sender stored with it (the brand's, or MAIL_FROM), with
 * its plain-text part and, when it has one, its HTML part.
 */
export function smtpSender(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  transporter: Pick<Transporter, 'sendMail'> = nodemailer.createTransport(config.SMTP_URL!),
): ChannelSender {
  return async (message) => {
    await transporter.sendMail({
      from: message.from ?? senderOf(config, message.companyCode),
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
    });
  };
}

/** How long an HTTP gateway may take to accept a message. */
const GATEWAY_TIMEOUT_MS = 10_000;

async function postToGateway(
  url: string,
  token: string,
  payload: Record<string, unknown>,
  fetchImpl: typeof fetch,
): Promise<void> {
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
  });
  // The gateway's answer may echo the recipient: only its status is kept.
  if (!res.ok) throw new Error(`gateway answered ${res.status}`);
}

/**
 * SMS through an HTTP gateway (most Italian SMS providers take a JSON POST with a bearer token):
 * `{ "to": "+39…", "from": SMS_SENDER, "text": "…" }` to SMS_GATEWAY_URL; any non-2xx fails.
 */
export function httpSmsSender(
  config: Pick<Config, 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_TOKEN' | 'SMS_SENDER'>,
  fetchImpl: typeof fetch = fetch,
): ChannelSender {
  return (message) =>
    postToGateway(
      config.SMS_GATEWAY_URL!,
      config.SMS_GATEWAY_TOKEN!,
      { to: message.recipient, from: message.from ?? config.SMS_SENDER, text: message.body },
      fetchImpl,
    );
}

/** Push through an HTTP gateway (FCM/APNs relay): `{ "to": pushId, "title", "body", "data" }`. */
export function httpPushSender(
  config: Pick<Config, 'PUSH_GATEWAY_URL' | 'PUSH_GATEWAY_TOKEN'>,
  fetchImpl: typeof fetch = fetch,
): ChannelSender {
  return (message) =>
    postToGateway(
      config.PUSH_GATEWAY_URL!,
      config.PUSH_GATEWAY_TOKEN ?? '',
      { to: message.recipient, title: message.subject ?? '', body: message.body, data: message.meta ?? {} },
      fetchImpl,
    );
}

/**
 * Each channel to its sender. A channel without one goes to `fallback` (the embedded outbox, in
 * demo mode) or, without a fallback (production), fails: the row is marked failed and the error
 * logged, never silently dropped.
 */
const tracer = trace.getTracer('sportello-messages');

export function routedTransport(
  senders: Partial<Record<OutboxChannel, ChannelSender>>,
  fallback: Transport | null,
): Transport {
  const route = async (message: Parameters<Transport['deliver']>[0]) => {
    const sender = senders[message.channel];
    if (sender) return (await sender(message)) ?? 'sent';
    if (fallback) return fallback.deliver(message);
    throw new Error(`nessun fornitore configurato per il canale ${message.channel}`);
  };
  return {
    name: Object.keys(senders).join('+') || (fallback?.name ?? 'none'),
    // An outbound call of the trace (the request's, or the job's on a retry): the channel, the
    // brand and who delivered it; never the recipient nor the text.
    deliver: (message) =>
      tracer.startActiveSpan(
        `deliver ${message.channel}`,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'sportello.channel': message.channel,
            ...(message.companyCode ? { 'sportello.brand': message.companyCode } : {}),
          },
        },
        async (span) => {
          try {
            return await route(message);
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).name });
            throw error;
          } finally {
            span.end();
          }
        },
      ),
  };
}

/**
 * The transport the configuration asks for: the real senders configured, the outbox for the rest
 * in demo mode. `push`, when given, is the push adapter's sender (Web Push and the app gateway).
 */
export function transportFor(config: Config, log: FastifyBaseLogger, push?: ChannelSender): Transport {
  const senders: Partial<Record<OutboxChannel, ChannelSender>> = {};
  if (config.SMTP_URL) senders.mail = smtpSender(config);
  if (config.SMS_GATEWAY_URL && config.SMS_GATEWAY_TOKEN) senders.sms = httpSmsSender(config);
  if (push) senders.push = push;
  else if (config.PUSH_GATEWAY_URL) senders.push = httpPushSender(config);
  return routedTransport(senders, config.MODE === 'demo' ? embeddedTransport(log) : null);
}

/** What a delivered message keeps: no body nor HTML (they may hold a code or a link), no secret meta. */
export function redactedContent(message: OutgoingMessage): { body: string; html: null; meta: string } {
  return {
    body: '[consegnato: contenuto non conservato]',
    html: null,
    meta: JSON.stringify(publicMeta(message.meta ?? {})),
  };
}

/** The key the outbox seals its rows' content with (derived from CODE_PEPPER; outbox-seal.ts). */
export function outboxKeyFor(config: Pick<Config, 'MODE' | 'CODE_PEPPER'>): OutboxKey {
  return outboxKey(codePepper(config));
}

/** The outbox's delivery job: one per message, enqueued with it (services/jobs). */
export const OUTBOX_DELIVERY_JOB = 'outbox.deliver';

/** A lease long enough for any one delivery (an HTTP gateway gives up after GATEWAY_TIMEOUT_MS). */
const DELIVERY_LEASE_MS = 60_000;
/** How long a shutdown waits for first attempts under way before giving their jobs back. */
const DRAIN_GRACE_MS = 10_000;

export interface OutboxMessenger extends Messenger {
  /** Waits for the first attempts under way (server shutdown, tests). */
  drain(): Promise<void>;
  /** Delivers the outbox row of a delivery job (the job runner's handler of `outbox.deliver`). */
  deliverJob: JobHandler;
}

/**
 * The outbox and its delivery. `send` stores the message (sealed) and its delivery job in the
 * caller's transaction when `db` is one, so a message is never lost nor sent for a change that
 * rolled back; right after, this process claims the job and makes its first attempt (no wait for
 * the job runner's next poll). A failed attempt leaves the row `failed` and the job waiting for its
 * retry, with exponential backoff, on whichever server process claims it next (the job runner,
 * plugins/jobs.ts); the last failed attempt leaves the row `dead`, a dead letter an operator may
 * resend (use-cases/operations).
 */
export function createMessenger(
  transport: Transport,
  log: FastifyBaseLogger,
  root: () => Db,
  config: Pick<Config, 'MODE' | 'CODE_PEPPER'> & Partial<Pick<Config, 'MAIL_FROM' | 'SMS_SENDER'>>,
  retry: RetryPolicy = DEFAULT_RETRY,
): OutboxMessenger {
  const key = outboxKeyFor(config);
  const worker = newWorkerId('outbox');
  const senderFor = (message: OutgoingMessage): string | null => {
    if (message.from !== undefined) return message.from;
    if (message.channel === 'mail') return formatSender(senderOf(config, message.companyCode));
    return message.channel === 'sms' ? (config.SMS_SENDER ?? null) : null;
  };
  const pending = new Set<Promise<unknown>>();
  const stopping = new AbortController();

  const deliverJob: JobHandler = async (job) => {
    if (job.outboxId === null) return;
    const row = await root()
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', job.outboxId)
      .executeTakeFirst();
    // Gone (purged) or already delivered (an attempt whose success was not recorded): nothing to do.
    if (!row || row.status === 'sent' || row.status === 'logged') return;
    const { body, meta } = openContent(key, row);
    const message: OutgoingMessage & { id: number } = {
      id: row.id,
      channel: row.channel,
      companyCode: row.company_code,
      recipient: row.recipient,
      ...(row.subject === null ? {} : { subject: row.subject }),
      body,
      ...(row.html === null ? {} : { html: openField(key, row, row.html) }),
      ...(row.sender === null ? {} : { from: row.sender }),
      meta,
    };
    job.signal.throwIfAborted();
    let status: 'logged' | 'sent';
    try {
      status = await transport.deliver(message);
    } catch (error) {
      const final = job.final || isPermanent(error);
      log.error(
        { err: error, outboxId: row.id, attempt: job.attempt, final },
        final ? 'outbox delivery failed for the last time: dead letter' : 'outbox delivery failed',
      );
      await root()
        .updateTable('outbox')
        .set({ status: final ? 'dead' : 'failed' })
        .where('id', '=', row.id)
        .execute()
        .catch(() => undefined);
      throw error;
    }
    // Delivered for real: the codes and links it carried are no longer kept in clear.
    await root()
      .updateTable('outbox')
      .set({
        status,
        sent_at: sql<string>`now()`,
        ...(status === 'sent' ? redactedContent(message) : {}),
      })
      .where('id', '=', row.id)
      .execute();
  };

  /** The first attempt, by this process, as soon as the job is visible (after the caller's commit). */
  const firstAttempt = async (jobId: number) => {
    const job = await claimJob(root(), worker, jobId, DELIVERY_LEASE_MS);
    // Not visible yet (the caller's transaction is still open) or taken: the job runner has it.
    if (!job) return;
    await runClaimedJob(root, log, worker, job, deliverJob, {
      leaseMs: DELIVERY_LEASE_MS,
      retry,
      signal: stopping.signal,
    });
  };

  return {
    async send(db, message) {
      const row = await db
        .insertInto('outbox')
        .values({
          channel: message.channel,
          company_code: message.companyCode,
          recipient: message.recipient,
          subject: message.subject ?? null,
          // The sender is fixed when the message is stored: the outbox shows it as it goes out.
          sender: senderFor(message),
          // Sealed: a row not (yet) delivered holds no code or link in clear (outbox-seal.ts).
          ...sealContent(key, message),
          html: message.html === undefined ? null : sealField(key, message, message.html),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = row.id;
      const jobId = await enqueueJob(db, {
        kind: OUTBOX_DELIVERY_JOB,
        outboxId: id,
        maxAttempts: retry.maxAttempts,
      });
      // Delivery happens after the answer is built and never fails the request.
      if (jobId !== null) {
        const attempt = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => firstAttempt(jobId))
          .catch((error: unknown) => log.warn({ err: error, outboxId: id }, 'outbox: first attempt not made'))
          .finally(() => pending.delete(attempt));
        pending.add(attempt);
      }
      return id;
    },
    async drain() {
      // A delivery still hanging after the grace is asked to stop: its job goes back to the queue.
      const all = () => Promise.allSettled([...pending]);
      if (pending.size > 0)
        await Promise.race([all(), new Promise((r) => setTimeout(r, DRAIN_GRACE_MS).unref())]);
      if (pending.size > 0) stopping.abort();
      while (pending.size > 0) await all();
    },
    deliverJob,
  };
}

/**
 * Decorates `app.messenger`: SMTP, the SMS gateway and the push gateway where configured; in
 * demo mode the embedded outbox for the rest; in production nothing is dropped silently (a
 * channel without its provider fails the outbox row, logged as an error).
 */
export default fp(async function messengerPlugin(app: FastifyInstance) {
  const vapid = resolveVapidKeys(app.config, app.log);
  app.decorate('vapidPublicKey', vapid.publicKey);
  const pushAdapter = routedPushAdapter({
    web: webPushAdapter(vapid),
    // FCM and APNs directly where their credentials are set, the relay for the rest (push-native.ts).
    native: nativePushAdapterFor(
      app.config,
      app.config.PUSH_GATEWAY_URL ? gatewayPushAdapter(httpPushSender(app.config)) : null,
    ),
    embedded: app.config.MODE === 'demo',
  });
  const transport = transportFor(
    app.config,
    app.log,
    pushChannelSender(pushAdapter, () => app.db),
  );
  if (
    app.config.MODE === 'production' &&
    !app.config.PUSH_GATEWAY_URL &&
    !(app.config.FCM_SERVICE_ACCOUNT_FILE && app.config.APNS_KEY_FILE)
  ) {
    app.log.warn(
      'FCM_SERVICE_ACCOUNT_FILE, APNS_KEY_FILE o PUSH_GATEWAY_URL non impostate: le notifiche push alle app senza un servizio restano nell\u2019outbox come non inviate (Web Push ai browser funziona)',
    );
  }
  const messenger = createMessenger(transport, app.log, () => app.db, app.config, retryPolicyOf(app.config));
  app.decorate('messenger', messenger);
  // Registered after the database plugin, so this runs before the database closes.
  app.addHook('onClose', async () => {
    await messenger.drain();
    await pushAdapter.close?.();
  });
});
