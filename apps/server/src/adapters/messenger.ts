import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { OutboxChannel } from '../db/tables/core';

/** A mail, SMS or push the server sends (OTP codes, password links, delegation requests). */
export interface OutgoingMessage {
  channel: OutboxChannel;
  companyCode: string | null;
  /** E-mail address, phone number (+39…) or push id. */
  recipient: string;
  subject?: string;
  body: string;
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
    messenger: Messenger;
  }
}

/** Embedded: the outbox table and the log are the whole delivery (demo mode, tests, one machine). */
export function embeddedTransport(log: FastifyBaseLogger): Transport {
  return {
    name: 'embedded',
    async deliver(message) {
      log.info(
        { outboxId: message.id, channel: message.channel, to: message.recipient, subject: message.subject },
        `outbox: ${message.channel} to ${message.recipient}`,
      );
      return 'logged';
    },
  };
}

/** SMTP through nodemailer for mail; other channels fall back to the embedded transport. */
export function smtpTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  log: FastifyBaseLogger,
  transporter: Pick<Transporter, 'sendMail'> = nodemailer.createTransport(config.SMTP_URL!),
): Transport {
  const fallback = embeddedTransport(log);
  return {
    name: 'smtp',
    async deliver(message) {
      if (message.channel !== 'mail') return fallback.deliver(message);
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
      return 'sent';
    },
  };
}

/** Secrets a message may carry in its meta (one-time codes, link credentials). */
const SECRET_META = ['otpCode', 'hashCode', 'linkUrl'];

/** What a delivered message keeps: no body (it may hold a code or a link), no secret meta. */
export function redactedContent(message: OutgoingMessage): { body: string; meta: string } {
  const meta = Object.fromEntries(
    Object.entries(message.meta ?? {}).filter(([key]) => !SECRET_META.includes(key)),
  );
  return { body: '[consegnato: contenuto non conservato]', meta: JSON.stringify(meta) };
}

export function createMessenger(
  transport: Transport,
  log: FastifyBaseLogger,
  root: () => Db,
): Messenger & { drain(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  return {
    async send(db, message) {
      const row = await db
        .insertInto('outbox')
        .values({
          channel: message.channel,
          company_code: message.companyCode,
          recipient: message.recipient,
          subject: message.subject ?? null,
          body: message.body,
          meta: JSON.stringify(message.meta ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Delivery happens after the answer is built and never fails the request: a failed send
      // stays in the outbox as 'failed' for a retry job or an operator.
      const id = row.id;
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => transport.deliver({ ...message, id }))
        .then(async (status) => {
          // Delivered for real: the codes and links it carried are no longer kept in clear.
          await root()
            .updateTable('outbox')
            .set({
              status,
              sent_at: sql<string>`now()`,
              ...(status === 'sent' ? redactedContent(message) : {}),
            })
            .where('id', '=', id)
            .execute();
        })
        .catch(async (error: unknown) => {
          log.error({ err: error, outboxId: id }, 'outbox delivery failed');
          await root()
            .updateTable('outbox')
            .set({ status: 'failed' })
            .where('id', '=', id)
            .execute()
            .catch(() => undefined);
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
      return id;
    },
    /** Waits for the deliveries under way (server shutdown). */
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}

/** Decorates `app.messenger`: SMTP when SMTP_URL is set, else the embedded outbox. */
export default fp(async function messengerPlugin(app: FastifyInstance) {
  const transport = app.config.SMTP_URL ? smtpTransport(app.config, app.log) : embeddedTransport(app.log);
  const messenger = createMessenger(transport, app.log, () => app.db);
  app.decorate('messenger', messenger);
  // Registered after the database plugin, so this runs before the database closes.
  app.addHook('onClose', async () => {
    await messenger.drain();
  });
});
