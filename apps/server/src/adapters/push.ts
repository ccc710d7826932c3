import { lookup as dnsLookup } from 'node:dns/promises';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { ChannelSender, OutgoingMessage } from './messenger';

/**
 * Push notifications behind one interface: a device is either a browser (Web Push: the
 * subscription's endpoint, encrypted with its keys and signed with the server's VAPID key) or the
 * native app (an FCM or APNs token, sent to that service directly, fcm.ts and apns.ts, or through
 * the push gateway). The outbox row is written first
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
  /** Ends the adapter's connections (APNs keeps an HTTP/2 session open), at server close. */
  close?(): Promise<void>;
}

/** `web-push`'s send, replaceable in tests. */
export type WebPushSend = typeof webpush.sendNotification;

/** How long a push service keeps an undelivered Web Push (the phone may be off): one day. */
const WEB_PUSH_TTL_SECONDS = 24 * 60 * 60;
const WEB_PUSH_TIMEOUT_MS = 10_000;

/** The message a refused endpoint gets (registration: 400 on fbPushId). */
export const ENDPOINT_REFUSED = 'Indirizzo della sottoscrizione push non valido';

/**
 * The push services' own hosts (issue 18): Chrome's FCM (and the older GCM host), Mozilla's
 * autopush, Windows' WNS and Apple's web push. A browser hands out an endpoint on one of them; any
 * other address is one a caller picked, and the server does not call it.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com'];
const PUSH_SERVICE_SUFFIXES = ['.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

/**
 * Why a Web Push endpoint is refused, or null: https on port 443 (explicit or implied), no user
 * or password, no IP literal (the WHATWG parser has already turned `0x7f.1` or `2130706433` into
 * a dotted address), and a host of the push services. The same check at registration and at send.
 */
export function webPushEndpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_REFUSED;
  }
  const host = url.hostname;
  if (url.protocol !== 'https:' || (url.port !== '' && url.port !== '443')) return ENDPOINT_REFUSED;
  if (url.username !== '' || url.password !== '') return ENDPOINT_REFUSED;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return ENDPOINT_REFUSED;
  const known =
    PUSH_SERVICE_HOSTS.includes(host) ||
    PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host));
  return known ? null : ENDPOINT_REFUSED;
}

/** The addresses a host resolves to (replaceable in tests: no network there). */
export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: ResolveHost = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Addresses the server never calls for a push: loopback, private, link-local, ULA, CGNAT, unspecified. */
const INSIDE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INSIDE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  INSIDE.addSubnet(net, bits, 'ipv6');

function isInside(address: string, family: number): boolean {
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is checked as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INSIDE.check(mapped[1]!, 'ipv4');
  if (family === 6 && /^::ffff:/i.test(address)) {
    const hex = address.slice(7).split(':');
    if (hex.length === 2) {
      const n = (parseInt(hex[0]!, 16) << 16) | parseInt(hex[1]!, 16);
      return INSIDE.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), 'ipv4');
    }
  }
  return INSIDE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The host's addresses, if every one is public: one inside (a DNS answer pointing the push host
 * at the server's own network, e.g. a rebinding) refuses the push.
 */
export async function publicAddresses(
  host: string,
  resolve: ResolveHost = systemResolve,
): Promise<{ address: string; family: number }[]> {
  const addresses = await resolve(host);
  if (addresses.length === 0) throw new Error(`push: ${host} non risolve`);
  if (addresses.some((a) => isInside(a.address, a.family)))
    throw new Error(`push: ${host} risolve a un indirizzo interno, invio rifiutato`);
  return addresses;
}

/** A lookup answering only the addresses already checked: the connection cannot resolve again. */
function pinnedLookup(addresses: { address: string; family: number }[]): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/**
 * Web Push through the `web-push` package (aes128gcm payload encryption, VAPID JWT). The endpoint
 * is checked again at send (the push services' hosts only) and its host resolved once, here: every
 * address must be public, and the request connects to those addresses (no second resolution a
 * rebinding could answer differently).
 */
export function webPushAdapter(
  vapid: VapidKeys,
  send: WebPushSend = webpush.sendNotification,
  resolve: ResolveHost = systemResolve,
): PushAdapter {
  return {
    async send(device, notice) {
      if (!device.webPush) throw new Error('dispositivo web senza chiavi Web Push');
      const problem = webPushEndpointProblem(device.fbPushId);
      if (problem) throw new Error(problem);
      const addresses = await publicAddresses(new URL(device.fbPushId).hostname, resolve);
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
            agent: new Agent({ lookup: pinnedLookup(addresses) }),
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
 * Routes each device to its path: browsers to Web Push, the app to `native` (FCM or APNs directly,
 * or the push gateway: nativePushAdapter) or, without one, the outbox alone when `embedded` (demo
 * mode); in production a native push without any of them fails, visibly. Demo mode calls no browser's push service: the push is
 * kept in the outbox (/dev/outbox), as an app's without a gateway.
 */
export function routedPushAdapter(parts: {
  web: PushAdapter;
  native: PushAdapter | null;
  embedded: boolean;
}): PushAdapter {
  return {
    async send(device, notice) {
      if (device.platform === 'web') return parts.embedded ? 'logged' : parts.web.send(device, notice);
      if (parts.native) return parts.native.send(device, notice);
      if (parts.embedded) return 'logged';
      throw new Error(
        'nessun servizio push configurato per le app (FCM_SERVICE_ACCOUNT_FILE, APNS_KEY_FILE o PUSH_GATEWAY_URL)',
      );
    },
    async close() {
      await parts.native?.close?.();
    },
  };
}

/** An APNs device token as the iOS app registers it: hex (32 bytes today; Apple may lengthen it). */
const APNS_TOKEN = /^[0-9a-f]{64,200}$/i;

/** Which native service a device's token belongs to, from its registration. */
export function nativeServiceOf(device: PushDevice): 'apns' | 'fcm' {
  // The iOS app hands out the APNs token itself; an iOS app built with Firebase would register
  // an FCM token (not hex), which FCM forwards to APNs. Android and older rows are FCM's.
  return device.platform === 'ios' && APNS_TOKEN.test(device.fbPushId) ? 'apns' : 'fcm';
}

/**
 * The app's path (issue 22, item 3): each device to its own push service, FCM or APNs, when the
 * server holds that service's credentials, else to the relay (PUSH_GATEWAY_URL) when there is one.
 * Null when none is configured (routedPushAdapter then keeps the push in the outbox, in demo mode).
 * A device whose service has neither is logged in demo mode and fails in production.
 */
export function nativePushAdapter(parts: {
  fcm: PushAdapter | null;
  apns: PushAdapter | null;
  gateway: PushAdapter | null;
  embedded: boolean;
}): (PushAdapter & { close(): Promise<void> }) | null {
  if (!parts.fcm && !parts.apns && !parts.gateway) return null;
  return {
    async send(device, notice) {
      const service = nativeServiceOf(device);
      const direct = service === 'apns' ? parts.apns : parts.fcm;
      if (direct) return direct.send(device, notice);
      if (parts.gateway) return parts.gateway.send(device, notice);
      if (parts.embedded) return 'logged';
      throw new Error(
        service === 'apns'
          ? 'APNs non configurato (APNS_KEY_FILE…) né un gateway push (PUSH_GATEWAY_URL)'
          : 'FCM non configurato (FCM_SERVICE_ACCOUNT_FILE) né un gateway push (PUSH_GATEWAY_URL)',
      );
    },
    async close() {
      await Promise.all([parts.fcm?.close?.(), parts.apns?.close?.(), parts.gateway?.close?.()]);
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

/** An error no retry mends (services/jobs: the job is a dead letter at once). */
function permanent(message: string): Error {
  return Object.assign(new Error(message), { permanent: true });
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
    // Permanent (no retry mends it): the outbox row is a dead letter at once.
    if (!row) throw permanent('dispositivo non più registrato');
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
      throw permanent('sottoscrizione push scaduta: dispositivo rimosso');
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
