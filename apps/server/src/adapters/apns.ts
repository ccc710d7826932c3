import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import apn from '@parse/node-apn';
import type { PushAdapter } from './push';

/**
 * Apple Push Notification service straight from the server (issue 22, item 3), through
 * @parse/node-apn: HTTP/2 to Apple's host, token-based authentication (an ES256 JWT signed with the
 * team's .p8 key, its key id in the header and the team id as issuer, renewed by the library before
 * Apple's hour runs out).
 */

export const APNS_HOSTS = {
  production: 'api.push.apple.com',
  sandbox: 'api.sandbox.push.apple.com',
} as const;

/** How long APNs keeps a push for a phone that is off: one day, like Web Push and FCM. */
const APNS_EXPIRY_SECONDS = 24 * 60 * 60;
const APNS_TIMEOUT_MS = 10_000;

/** Apple's reasons for a device token that will never take a push again (the device is forgotten). */
const GONE_REASONS = new Set(['Unregistered', 'BadDeviceToken']);

export interface ApnsOptions {
  /** The .p8 key's PEM text (Certificates, Identifiers & Profiles, Keys). */
  key: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id: the notification's `apns-topic`. */
  topic: string;
  /** Apple's production or sandbox (development builds) host, or another `host[:port]` (a local fake). */
  host: string;
  /** Certificates to trust besides the system's (a local fake's, in tests). */
  ca?: (string | Buffer)[];
}

/** Reads and checks the .p8 key file (a PKCS#8 EC P-256 private key); the message never shows it. */
export function readApnsKey(file: string): string {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `APNS_KEY_FILE: ${file} non è leggibile (${(error as NodeJS.ErrnoException).code ?? 'errore'})`,
    );
  }
  let ok = false;
  try {
    const key = createPrivateKey(pem);
    ok = key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  } catch {
    ok = false;
  }
  if (!ok) throw new Error(`APNS_KEY_FILE: ${file} non è una chiave APNs .p8 (EC P-256 in PEM)`);
  return pem;
}

/** An APNs answer that no retry mends (a bad request, a wrong topic, key or team). */
function permanentError(message: string): Error {
  return Object.assign(new Error(message), { permanent: true });
}

/**
 * The APNs adapter: an alert push (`apns-push-type: alert`, the bundle id as `apns-topic`) with the
 * title and body in `aps.alert` and the tap's data beside `aps`. 'gone' when Apple answers 410
 * Unregistered or 400 BadDeviceToken (a sandbox token sent to production answers so too: the
 * environment must match the app's build). 429 and 5xx throw for a retry; other refusals throw as
 * permanent.
 */
export function apnsPushAdapter(options: ApnsOptions): PushAdapter & { close(): Promise<void> } {
  const [, address = options.host, port = '443'] = /^(.+?)(?::(\d+))?$/.exec(options.host) ?? [];
  const provider = new apn.Provider({
    token: { key: options.key, keyId: options.keyId, teamId: options.teamId },
    address,
    port: Number(port),
    production: address === APNS_HOSTS.production,
    requestTimeout: APNS_TIMEOUT_MS,
    ...(options.ca ? { ca: options.ca } : {}),
  });
  return {
    async send(device, notice) {
      const note = new apn.Notification();
      note.topic = options.topic;
      note.pushType = 'alert';
      note.priority = 10;
      note.expiry = Math.floor(Date.now() / 1000) + APNS_EXPIRY_SECONDS;
      note.alert = { title: notice.title, body: notice.body };
      note.sound = 'default';
      note.payload = notice.data;
      const result = await provider.send(note, device.fbPushId);
      if (result.sent.length > 0) return 'sent';
      const failure = result.failed[0];
      const reason = failure?.response?.reason;
      // A number when Apple answered; a network failure or a timeout has none (or a word).
      const status = typeof failure?.status === 'number' ? failure.status : undefined;
      if (status === 410 || (reason !== undefined && GONE_REASONS.has(reason))) return 'gone';
      // The answer's reason only: the device token stays out of errors and logs.
      const what = `APNs answered ${status ?? 'nothing'} ${reason ?? failure?.error?.message ?? ''}`.trim();
      if (status === undefined || status === 429 || status >= 500 || reason === 'ExpiredProviderToken')
        throw new Error(what);
      throw permanentError(what);
    },
    async close() {
      await provider.shutdown();
    },
  };
}
