import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readApnsKey } from './apns';
import { fcmData, fcmMessage, readServiceAccount } from './fcm';
import { nativePushAdapter, nativeServiceOf, type PushAdapter, type PushDevice } from './push';

/** An adapter that answers `outcome` and records which service was asked. */
const recording = (name: string, seen: string[]): PushAdapter => ({
  send: async (device) => {
    seen.push(`${name}:${device.fbPushId.slice(0, 6)}`);
    return 'sent';
  },
});

const device = (fbPushId: string, platform: string | null): PushDevice => ({
  fbPushId,
  platform,
  webPush: null,
});
const APNS_TOKEN = 'ab'.repeat(32);
const notice = { title: 'T', body: 'B', data: {} };

describe('the app push path (issue 22, item 3)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sportello-push-unit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('routes each device to its own service: APNs for an iOS hex token, FCM for the rest', () => {
    expect(nativeServiceOf(device(APNS_TOKEN, 'ios'))).toBe('apns');
    // An iOS app registered through Firebase hands out an FCM token (not hex).
    expect(nativeServiceOf(device('fcmIos:APA91b-token', 'ios'))).toBe('fcm');
    expect(nativeServiceOf(device('fcm:APA91b-android', 'android'))).toBe('fcm');
    expect(nativeServiceOf(device('fcm:APA91b-older-row', null))).toBe('fcm');
  });

  it('uses the relay for a service without credentials, and keeps the relay alone as before', async () => {
    const seen: string[] = [];
    const onlyFcm = nativePushAdapter({
      fcm: recording('fcm', seen),
      apns: null,
      gateway: recording('gateway', seen),
      embedded: false,
    })!;
    await onlyFcm.send(device('fcm:APA91b-android', 'android'), notice);
    await onlyFcm.send(device(APNS_TOKEN, 'ios'), notice);
    expect(seen).toEqual(['fcm:fcm:AP', `gateway:${APNS_TOKEN.slice(0, 6)}`]);

    const none = nativePushAdapter({ fcm: null, apns: null, gateway: null, embedded: false });
    expect(none).toBeNull();

    const apnsOnly = nativePushAdapter({
      fcm: null,
      apns: recording('apns', seen),
      gateway: null,
      embedded: false,
    })!;
    await expect(apnsOnly.send(device('fcm:APA91b-android', 'android'), notice)).rejects.toThrow(
      'FCM non configurato',
    );
    const demo = nativePushAdapter({
      fcm: null,
      apns: recording('apns', seen),
      gateway: null,
      embedded: true,
    })!;
    await expect(demo.send(device('fcm:APA91b-android', 'android'), notice)).resolves.toBe('logged');
  });

  it("flattens the tap's data to FCM's map of strings", () => {
    expect(
      fcmData({ mn_message_id: 'mn-1', link: { id: 9 }, notification: { id: 5 }, none: null, n: 3 }),
    ).toEqual({
      mn_message_id: 'mn-1',
      'link.id': '9',
      'notification.id': '5',
      n: '3',
    });
    const { message } = fcmMessage(device('tok:APA91b', 'android'), {
      title: 'T',
      body: 'B',
      data: { a: 'x' },
    });
    expect(message).toMatchObject({
      token: 'tok:APA91b',
      notification: { title: 'T', body: 'B' },
      data: { a: 'x' },
    });
  });

  it('checks the key files at start, naming the file and never showing its content', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ type: 'authorized_user', private_key: 'SEGRETO' }));
    expect(() => readServiceAccount(bad)).toThrow(/non è la chiave di un account di servizio/);
    expect(() => readServiceAccount(bad)).not.toThrow(/SEGRETO/);
    expect(() => readServiceAccount(join(dir, 'missing.json'))).toThrow(/FCM_SERVICE_ACCOUNT_FILE/);

    const rsa = join(dir, 'rsa.p8');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    writeFileSync(rsa, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => readApnsKey(rsa)).toThrow(/non è una chiave APNs \.p8/);
    const ec = join(dir, 'AuthKey.p8');
    const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    writeFileSync(ec, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(readApnsKey(ec)).toContain('BEGIN PRIVATE KEY');
  });
});
