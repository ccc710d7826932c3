import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { ChannelSender, OutgoingMessage } from './messenger';

/**
 * Push notifications behind one interface: a device is either a browser (Web Push: the
 * subscription's endpoint, encrypted with its keys and signed with the server's VAPID key) or the
 * native app (an FCM/APNs token, sent through the push gateway). The outbox row is written first
 * in every case (messenger.ts), so a push is never lost silently and, in demo mode, every push is
 * readable at /dev/outbox.
 */

/** The server's VAPID identity (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where a push goes, as the devices table holds it. */
export interface PushDevice {
  fbPushId: string;
  platform: string | null;
  webPush: { p256dh: string; auth: string } | null;
}

/** What a push says: the title and text shown, and the data the tap is routed with (spec: push payload). */
export interface PushNotice {
  title: string;
  body: string;
  data: Record<string, unknown>;
}

/**
 * 'gone': the push service says the subscription no longer exists (the device is forgotten);
 * 'logged': kept in the outbox only (demo mode, an app device and no gateway).
 */
export type PushOutcome = 'sent' | 'gone' | 'logged';

export interface PushAdapter {
  send(device: PushDevice, notice: PushNotice): Promise<PushOutcome>;
}

/** `web-push`'s send, replaceable in tests. */
export type WebPushSend = typeof webpush.sendNotification;

/** How long a push service keeps an undelivered Web Push (the phone may be off): one day. */
const WEB_PUSH_TTL_SECONDS = 24 * 60 * 60;
const WEB_PUSH_TIMEOUT_MS = 10_000;

/** Web Push through the `web-push` package (aes128gcm payload encryption, VAPID JWT). */
export function webPushAdapter(vapid: VapidKeys, send: WebPushSend = webpush.sendNotification): PushAdapter {
  return {
    async send(device, notice) {
      if (!device.webPush) throw new Error('dispositivo web senza chiavi Web Push');
      try {
        await send(
          { endpoint: device.fbPushId, keys: device.webPush },
          JSON.stringify({ title: notice.title, body: notice.body, data: notice.data }),
          {
            vapidDetails: vapid,
            TTL: WEB_PUSH_TTL_SECONDS,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
            timeout: WEB_PUSH_TIMEOUT_MS,
          },
        );
        return 'sent';
      } catch (error) {
        // 404/410: the browser unsubscribed or the subscription expired.
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}

/**
 * Routes each device to its path: browsers to Web Push, the app to `native` (the FCM/APNs
 * gateway) or, without one, the outbox alone when `embedded` (demo mode); in production a native
 * push without a gateway fails, visibly.
 */
export function routedPushAdapter(parts: {
  web: PushAdapter;
  native: PushAdapter | null;
  embedded: boolean;
}): PushAdapter {
  return {
    async send(device, notice) {
      if (device.platform === 'web') return parts.web.send(device, notice);
      if (parts.native) return parts.native.send(device, notice);
      if (parts.embedded) return 'logged';
      throw new Error('nessun gateway push configurato per le app (PUSH_GATEWAY_URL)');
    },
  };
}

/** The native path as an adapter over the HTTP push gateway's channel sender. */
export function gatewayPushAdapter(sender: ChannelSender): PushAdapter {
  return {
    async send(device, notice) {
      await sender({
        id: 0,
        channel: 'push',
        companyCode: null,
        recipient: device.fbPushId,
        subject: notice.title,
        body: notice.body,
        meta: notice.data,
      });
      return 'sent';
    },
  };
}

/**
 * The outbox channel sender for push: finds the recipient's device, sends through the adapter and
 * forgets a subscription the push service says is gone. A push to an unknown device (unregistered
 * since) fails, so the outbox row says it was not delivered.
 */
export function pushChannelSender(adapter: PushAdapter, db: () => Db): ChannelSender {
  return async (message: OutgoingMessage & { id: number }) => {
    const row = await db()
      .selectFrom('devices')
      .select(['fb_push_id', 'platform', 'web_push_p256dh', 'web_push_auth'])
      .where('fb_push_id', '=', message.recipient)
      .executeTakeFirst();
    if (!row) throw new Error('dispositivo non più registrato');
    const device: PushDevice = {
      fbPushId: row.fb_push_id,
      platform: row.platform,
      webPush:
        row.web_push_p256dh && row.web_push_auth
          ? { p256dh: row.web_push_p256dh, auth: row.web_push_auth }
          : null,
    };
    const outcome = await adapter.send(device, {
      title: message.subject ?? '',
      body: message.body,
      data: message.meta ?? {},
    });
    if (outcome === 'gone') {
      await db().deleteFrom('devices').where('fb_push_id', '=', row.fb_push_id).execute();
      throw new Error('sottoscrizione push scaduta: dispositivo rimosso');
    }
    return outcome === 'logged' ? 'logged' : undefined;
  };
}

const DEMO_VAPID_SUBJECT = 'mailto:tecnico@sportello.example';

/**
 * The VAPID keys: from the configuration (always so in production); in demo mode a pair generated
 * once and kept in DATA_DIR/vapid-keys.json, so browsers' subscriptions survive a restart (with an
 * in-memory database, `memory://`, the pair lives as long as the process).
 */
export function resolveVapidKeys(
  config: Pick<Config, 'MODE' | 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
  log?: FastifyBaseLogger,
): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? DEMO_VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.MODE !== 'demo')
    throw new Error('VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY sono obbligatorie in production');
  if (config.DATA_DIR.startsWith('memory://')) return { ...webpush.generateVAPIDKeys(), subject };
  const file = join(config.DATA_DIR, 'vapid-keys.json');
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (
      typeof kept.publicKey === 'string' &&
      /^[A-Za-z0-9_-]{87}$/.test(kept.publicKey) &&
      typeof kept.privateKey === 'string' &&
      /^[A-Za-z0-9_-]{43}$/.test(kept.privateKey)
    )
      return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  } catch {
    // None kept yet (or unreadable): a new pair below.
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  log?.info('Web Push: nuova coppia di chiavi VAPID di prova salvata in DATA_DIR');
  return { ...keys, subject };
}
