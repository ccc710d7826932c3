import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { nativePushAdapterFor } from '../src/adapters/push-native';
import { pushChannelSender } from '../src/adapters/push';
import { buildTestApp, type TestApp } from './helper';
import { startFakeApns, startFakeFcm, type FakeApns, type FakeFcm } from './push-fakes';

/**
 * Issue 22, item 3: pushes to the app without a relay. A server booted with FCM's service-account
 * file and APNs' .p8 key in its settings sends to local fakes of both services (which check the
 * OAuth assertion, the bearer token and the APNs provider JWT as the real ones do); a token the
 * service says is gone is removed from the devices.
 */

interface OutboxRow {
  id: number;
  status: string;
  meta: Record<string, unknown>;
}

const TOPIC = 'it.sportello.test';

describe('pushes straight to FCM and APNs', () => {
  let fcm: FakeFcm;
  let apns: FakeApns;
  let dir: string;
  let t: TestApp;
  let settings: Record<string, string>;

  beforeAll(async () => {
    [fcm, apns] = await Promise.all([startFakeFcm(), startFakeApns()]);
    dir = mkdtempSync(join(tmpdir(), 'sportello-push-'));
    writeFileSync(join(dir, 'service-account.json'), JSON.stringify(fcm.serviceAccount), { mode: 0o600 });
    writeFileSync(join(dir, `AuthKey_${apns.keyId}.p8`), apns.p8, { mode: 0o600 });
    settings = {
      FCM_SERVICE_ACCOUNT_FILE: join(dir, 'service-account.json'),
      FCM_API_URL: fcm.url,
      APNS_KEY_FILE: join(dir, `AuthKey_${apns.keyId}.p8`),
      APNS_KEY_ID: apns.keyId,
      APNS_TEAM_ID: apns.teamId,
      APNS_TOPIC: TOPIC,
      APNS_HOST: apns.host,
    };
    t = await buildTestApp(settings);
  });

  afterAll(async () => {
    await t?.close();
    await Promise.all([fcm?.close(), apns?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  const outbox = async (to: string): Promise<OutboxRow[]> =>
    (await t.request('GET', '/dev/outbox', { query: { to, channel: 'push' } })).json().messages;

  /** The push's first attempt runs after the answer: wait until its row is settled. */
  async function settled(to: string): Promise<OutboxRow> {
    for (let i = 0; i < 500; i += 1) {
      const [latest] = await outbox(to);
      if (latest && latest.status !== 'queued' && latest.status !== 'failed') return latest;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`push to ${to} not settled`);
  }

  async function register(username: string, fbPushId: string, platform: 'android' | 'ios') {
    const session = await t.login(username);
    const res = await t.request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId, platform } },
    });
    expect(res.statusCode).toBe(200);
  }

  const devicesWith = (fbPushId: string) =>
    t.db.selectFrom('devices').select('id').where('fb_push_id', '=', fbPushId).execute();

  it('sends an Android device its push through FCM HTTP v1, with an OAuth token from the service account', async () => {
    const token = 'dAndroid0001:APA91bFakeTokenForTheFakeFcm';
    await register('demo.ast.variazione', token, 'android');
    const res = await t.request('POST', '/dev/push', {
      body: { sendDemoPushRequest: { username: 'demo.ast.variazione', subject: 'Bolletta emessa' } },
    });
    expect(res.statusCode).toBe(200);
    const sent = res.json().sendDemoPushResponse;
    expect(sent.devices).toBe(1);
    expect((await settled(token)).status).toBe('sent');

    // The OAuth grant: an RS256 assertion signed with the service account's key (checked by the
    // fake), FCM's scope, Google's token endpoint as audience, at most an hour long.
    expect(fcm.assertions).toHaveLength(1);
    expect(fcm.assertions[0]!.claims).toMatchObject({
      iss: fcm.serviceAccount.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: 'https://oauth2.googleapis.com/token',
    });
    const call = fcm.sends.find((s) => s.body.message.token === token)!;
    expect(call.path).toBe('/v1/projects/sportello-test/messages:send');
    expect(call.authorization).toBe('Bearer ya29.fake-1');
    const { message } = call.body;
    expect(message.notification).toEqual({ title: 'Bolletta emessa', body: expect.any(String) });
    expect((message.notification as { body: string }).body.length).toBeGreaterThan(0);
    // FCM's data is a map of strings: the link, the notification and the message id as dotted keys
    // (the app's tap handler reads `link.id` either way); no link hash.
    expect(message.data).toMatchObject({
      mn_message_id: `mn-${sent.notificationId}`,
      'link.id': String(sent.linkId),
      'notification.id': String(sent.notificationId),
    });
    expect(Object.values(message.data as object).every((v) => typeof v === 'string')).toBe(true);
    expect(JSON.stringify(message.data)).not.toMatch(/hash/i);
    expect(message.android).toMatchObject({ priority: 'HIGH', ttl: '86400s' });
    expect(message.apns).toMatchObject({ headers: { 'apns-push-type': 'alert' } });

    // A second push reuses the cached access token: one grant only.
    await t.request('POST', '/dev/push', {
      body: { sendDemoPushRequest: { username: 'demo.ast.variazione', subject: 'Secondo avviso' } },
    });
    for (let i = 0; i < 500 && fcm.sends.filter((s) => s.body.message.token === token).length < 2; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fcm.sends.filter((s) => s.body.message.token === token)).toHaveLength(2);
    expect(fcm.assertions).toHaveLength(1);
  });

  it('removes a device FCM reports as UNREGISTERED, and dead-letters its push without retries', async () => {
    const token = 'dAndroidGone:APA91bUninstalledAppToken';
    await register('demo.ast.password', token, 'android');
    fcm.gone.add(token);
    expect(await devicesWith(token)).toHaveLength(1);
    await t.request('POST', '/dev/push', {
      body: { sendDemoPushRequest: { username: 'demo.ast.password' } },
    });
    const row = await settled(token);
    expect(row.status).toBe('dead');
    expect(fcm.sends.filter((s) => s.body.message.token === token)).toHaveLength(1);
    expect(await devicesWith(token)).toEqual([]);
  });

  it('sends an iOS device its push through APNs over HTTP/2, with the provider JWT, topic and push type', async () => {
    const token = 'a1'.repeat(32);
    await register('demo.ast.contatti', token, 'ios');
    // The server's own adapter, built from the same settings, told to trust the fake's certificate.
    const adapter = nativePushAdapterFor(loadConfig({ MODE: 'demo', ...settings }), null, {
      apnsCa: [apns.ca],
    })!;
    try {
      const sender = pushChannelSender(adapter, () => t.db);
      const meta = {
        mn_message_id: 'mn-77',
        link: { id: 4242 },
        notification: { id: 77 },
        customer: { id: 5 },
      };
      await expect(
        sender({
          id: 1,
          channel: 'push',
          companyCode: 'ast',
          recipient: token,
          subject: 'Bolletta emessa',
          body: 'La bolletta di novembre è disponibile',
          meta,
        }),
      ).resolves.toBeUndefined();
      expect(apns.calls).toHaveLength(1);
      const call = apns.calls[0]!;
      expect(call.path).toBe(`/3/device/${token}`);
      expect(call.headers['apns-topic']).toBe(TOPIC);
      expect(call.headers['apns-push-type']).toBe('alert');
      expect(call.headers['apns-priority']).toBe('10');
      const expiration = Number(call.headers['apns-expiration']);
      expect(expiration).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
      // ES256, signed with the .p8 key (checked by the fake), the key id in the header, the team as issuer.
      expect(call.jwt.header).toMatchObject({ alg: 'ES256', kid: apns.keyId });
      expect(call.jwt.claims).toMatchObject({ iss: apns.teamId });
      expect(Math.abs((call.jwt.claims.iat as number) - Date.now() / 1000)).toBeLessThan(120);
      expect(call.body.aps).toMatchObject({
        alert: { title: 'Bolletta emessa', body: 'La bolletta di novembre è disponibile' },
        sound: 'default',
      });
      expect(call.body).toMatchObject(meta);

      // Gone: 410 Unregistered and 400 BadDeviceToken remove the device; the error is permanent.
      for (const [i, mark] of [
        [1, apns.unregistered],
        [2, apns.badTokens],
      ] as const) {
        const goneToken = `b${i}`.repeat(32);
        await register('demo.ast.contatti', goneToken, 'ios');
        mark.add(goneToken);
        const failure = sender({
          id: 2,
          channel: 'push',
          companyCode: 'ast',
          recipient: goneToken,
          body: 'x',
        });
        await expect(failure).rejects.toThrow('scaduta');
        await expect(failure).rejects.toMatchObject({ permanent: true });
        expect(await devicesWith(goneToken)).toEqual([]);
      }
      expect(await devicesWith(token)).toHaveLength(1);
    } finally {
      await adapter.close();
    }
  });

  it('the APNs settings go together; without any, production still starts', () => {
    expect(() => loadConfig({ MODE: 'demo', APNS_KEY_FILE: '/run/secrets/AuthKey.p8' })).toThrow(
      /APNS_KEY_ID, APNS_TEAM_ID, APNS_TOPIC: APNs richiede insieme/,
    );
    expect(() => loadConfig({ MODE: 'demo', APNS_ENVIRONMENT: 'staging' })).toThrow(/APNS_ENVIRONMENT/);
    const config = loadConfig({ MODE: 'demo' });
    expect(config.APNS_ENVIRONMENT).toBe('production');
    expect(config.FCM_API_URL).toBe('https://fcm.googleapis.com');
  });
});
