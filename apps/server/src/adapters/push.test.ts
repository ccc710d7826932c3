import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import {
  publicAddresses,
  resolveVapidKeys,
  routedPushAdapter,
  webPushAdapter,
  webPushEndpointProblem,
  type PushAdapter,
  type ResolveHost,
  type WebPushSend,
} from './push';

/** A resolver answering a public address for every host (no network in tests). */
const publicDns: ResolveHost = async () => [{ address: '142.250.180.10', family: 4 }];

const b64url = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret (as PushManager makes). */
function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
  };
}

/** What the browser does with an aes128gcm Web Push body (RFC 8291 / RFC 8188, one record). */
function decryptAsBrowser(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLen);
  const cipher = body.subarray(21 + idLen);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end -= 1;
  expect(plain[end]).toBe(2); // the last record's delimiter
  return plain.subarray(0, end).toString('utf8');
}

describe('Web Push adapter', () => {
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:tecnico@sportello.example' };

  it('encrypts the notice for the browser and signs the request with the VAPID key', async () => {
    const browser = browserSubscription();
    const requests: ReturnType<typeof webpush.generateRequestDetails>[] = [];
    const send: WebPushSend = async (subscription, payload, options) => {
      requests.push(webpush.generateRequestDetails(subscription, payload ?? undefined, options));
      return { statusCode: 201, body: '', headers: {} };
    };
    const outcome = await webPushAdapter(vapid, send, publicDns).send(
      { fbPushId: 'https://fcm.googleapis.com/fcm/send/abc', platform: 'web', webPush: browser.keys },
      {
        title: 'Nuovo messaggio',
        body: 'Hai un nuovo messaggio',
        data: { link: { id: 9001, hashCode: 'H' }, notification: { id: 5 } },
      },
    );
    expect(outcome).toBe('sent');
    const req = requests[0]!;
    expect(req.endpoint).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(req.headers.Authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(req.headers['Content-Encoding']).toBe('aes128gcm');
    expect(Number(req.headers.TTL)).toBe(86_400);
    const payload = JSON.parse(decryptAsBrowser(req.body as Buffer, browser.ecdh, browser.auth));
    expect(payload).toEqual({
      title: 'Nuovo messaggio',
      body: 'Hai un nuovo messaggio',
      data: { link: { id: 9001, hashCode: 'H' }, notification: { id: 5 } },
    });
  });

  it('says "gone" when the push service no longer knows the subscription, and throws on other failures', async () => {
    const device = {
      fbPushId: 'https://updates.push.services.mozilla.com/wpush/v2/x',
      platform: 'web',
      webPush: browserSubscription().keys,
    };
    const failing =
      (statusCode: number): WebPushSend =>
      async () => {
        throw Object.assign(new Error('push service'), { statusCode });
      };
    const notice = { title: 't', body: 'b', data: {} };
    expect(await webPushAdapter(vapid, failing(410), publicDns).send(device, notice)).toBe('gone');
    expect(await webPushAdapter(vapid, failing(404), publicDns).send(device, notice)).toBe('gone');
    await expect(webPushAdapter(vapid, failing(500), publicDns).send(device, notice)).rejects.toThrow(
      'push service',
    );
  });

  it("accepts only the push services' own hosts, https on 443, no userinfo, no IP literal", () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/dXk3:APA91b',
      'https://fcm.googleapis.com/wp/cXk3abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMPfkq',
      'https://FCM.googleapis.com:443/fcm/send/x',
    ])
      expect(webPushEndpointProblem(ok), ok).toBeNull();
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evil.example/fcm.googleapis.com/x',
      'https://storage.googleapis.com/bucket/x',
      'https://push.services.mozilla.com.evil.example/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'https://push.example.net/wpush/x',
      'https://127.0.0.1/x',
      'https://0x7f.1/x',
      'https://2130706433/x',
      'https://[::1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://10.0.0.8/x',
      'ftp://fcm.googleapis.com/x',
      'non un indirizzo',
    ])
      expect(webPushEndpointProblem(bad), bad).toBe('Indirizzo della sottoscrizione push non valido');
  });

  it('refuses a push service host that resolves to loopback, private, link-local, ULA or CGNAT', async () => {
    const dns =
      (...addresses: string[]): ResolveHost =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    expect(await publicAddresses('fcm.googleapis.com', dns('142.250.180.10', '2a00:1450:4002::5f'))).toEqual([
      { address: '142.250.180.10', family: 4 },
      { address: '2a00:1450:4002::5f', family: 6 },
    ]);
    for (const inside of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      await expect(
        publicAddresses('fcm.googleapis.com', dns('142.250.180.10', inside)),
        inside,
      ).rejects.toThrow('indirizzo interno');
    await expect(publicAddresses('fcm.googleapis.com', dns())).rejects.toThrow();
  });

  it('sends nothing to a subscription outside the push services, or one whose host resolves inside', async () => {
    let sent = 0;
    const send: WebPushSend = async () => {
      sent += 1;
      return { statusCode: 201, body: '', headers: {} };
    };
    const notice = { title: 't', body: 'b', data: {} };
    const keys = browserSubscription().keys;
    await expect(
      webPushAdapter(vapid, send, publicDns).send(
        { fbPushId: 'https://127.0.0.1:9/push', platform: 'web', webPush: keys },
        notice,
      ),
    ).rejects.toThrow('Indirizzo della sottoscrizione push non valido');
    const rebound: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      webPushAdapter(vapid, send, rebound).send(
        { fbPushId: 'https://fcm.googleapis.com/fcm/send/x', platform: 'web', webPush: keys },
        notice,
      ),
    ).rejects.toThrow('indirizzo interno');
    expect(sent).toBe(0);
  });

  it('routes browsers to Web Push and the app to the gateway, or to the outbox alone in demo', async () => {
    const calls: string[] = [];
    const fake = (name: string): PushAdapter => ({
      send: async () => {
        calls.push(name);
        return 'sent';
      },
    });
    const web = { fbPushId: 'https://p.example/1', platform: 'web', webPush: { p256dh: 'k', auth: 'a' } };
    const app = { fbPushId: 'fcm-token-000000', platform: 'android', webPush: null };
    const notice = { title: '', body: '', data: {} };
    const full = routedPushAdapter({ web: fake('web'), native: fake('gateway'), embedded: false });
    await full.send(web, notice);
    await full.send(app, notice);
    expect(calls).toEqual(['web', 'gateway']);
    expect(
      await routedPushAdapter({ web: fake('web'), native: null, embedded: true }).send(app, notice),
    ).toBe('logged');
    // Demo mode calls no push service, a browser's either: its push stays in the outbox.
    expect(
      await routedPushAdapter({ web: fake('web'), native: fake('gateway'), embedded: true }).send(
        web,
        notice,
      ),
    ).toBe('logged');
    expect(calls).toEqual(['web', 'gateway']);
    await expect(
      routedPushAdapter({ web: fake('web'), native: null, embedded: false }).send(app, notice),
    ).rejects.toThrow('PUSH_GATEWAY_URL');
  });
});

describe('VAPID keys', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const base = {
    MODE: 'demo' as const,
    VAPID_PUBLIC_KEY: undefined,
    VAPID_PRIVATE_KEY: undefined,
    VAPID_SUBJECT: undefined,
  };

  it('uses the configured pair and subject', () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = resolveVapidKeys({
      ...base,
      MODE: 'production',
      DATA_DIR: './.data',
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:a@b.it',
    });
    expect(keys).toEqual({ ...pair, subject: 'mailto:a@b.it' });
  });

  it('in demo generates a pair once and keeps it in DATA_DIR across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
    dirs.push(dir);
    const first = resolveVapidKeys({ ...base, DATA_DIR: dir });
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(first.privateKey).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(readFileSync(join(dir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(resolveVapidKeys({ ...base, DATA_DIR: dir })).toEqual(first);
  });

  it('never generates one in production', () => {
    expect(() => resolveVapidKeys({ ...base, MODE: 'production', DATA_DIR: './.data' })).toThrow(
      'VAPID_PUBLIC_KEY',
    );
  });
});
