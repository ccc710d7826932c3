import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { registerDevice } from './register-device';

describe('registerDevice', () => {
  const bench = useUseCaseBench();
  const device = (fbPushId: string) =>
    bench
      .deps()
      .db.selectFrom('devices')
      .select(['id', 'user_id', 'platform', 'web_push_p256dh', 'web_push_auth'])
      .where('fb_push_id', '=', fbPushId)
      .execute();

  it('registers a push id for the user; one another user has is not moved, and nothing says it exists', async () => {
    const me = await bench.user('demo.ast.azienda');
    const first = await registerDevice(bench.deps(), me, { fbPushId: 'uc-device-1', platform: 'ios' });
    expect(first.registerDeviceResponse.success).toBe(true);
    expect(await device('uc-device-1')).toEqual([
      {
        id: first.registerDeviceResponse.id,
        user_id: me.userId,
        platform: 'ios',
        web_push_p256dh: null,
        web_push_auth: null,
      },
    ]);
    // The same user again: its own row is updated in place.
    const again = await registerDevice(bench.deps(), me, { fbPushId: 'uc-device-1', platform: 'android' });
    expect(again.registerDeviceResponse.id).toBe(first.registerDeviceResponse.id);
    expect((await device('uc-device-1'))[0]!.platform).toBe('android');

    // Another user naming the same id: answered as a new registration (a new id), the row untouched.
    const other = await bench.user('demo.ast');
    const taken = await registerDevice(bench.deps(), other, { fbPushId: 'uc-device-1', platform: 'ios' });
    expect(taken.registerDeviceResponse.success).toBe(true);
    expect(taken.registerDeviceResponse.id).not.toBe(first.registerDeviceResponse.id);
    const fresh = await registerDevice(bench.deps(), other, { fbPushId: 'uc-device-2', platform: 'ios' });
    expect(fresh.registerDeviceResponse.id).toBe(taken.registerDeviceResponse.id + 1);
    expect(await device('uc-device-1')).toEqual([
      {
        id: first.registerDeviceResponse.id,
        user_id: me.userId,
        platform: 'android',
        web_push_p256dh: null,
        web_push_auth: null,
      },
    ]);
  });

  it('refuses a Web Push endpoint outside the push services with a 400 in Italian', async () => {
    const me = await bench.user('demo.ast.azienda');
    const keys = { p256dh: 'chiave-p256dh', auth: 'segreto-auth' };
    for (const fbPushId of [
      'https://push.example.net/wpush/abc',
      'https://127.0.0.1/wpush/abc',
      'https://0x7f.1/wpush/abc',
      'https://[::1]/wpush/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://u:p@fcm.googleapis.com/fcm/send/abc',
    ])
      await expectHttpError(
        registerDevice(bench.deps(), me, { fbPushId, platform: 'web', webPush: keys }),
        400,
        'validation_error',
      );
    expect(await device('https://push.example.net/wpush/abc')).toEqual([]);
    const ok = await registerDevice(bench.deps(), me, {
      fbPushId: 'https://fcm.googleapis.com/fcm/send/uc-abc',
      platform: 'web',
      webPush: keys,
    });
    expect(ok.registerDeviceResponse.success).toBe(true);
  });

  it('keeps at most 10 devices per user: an eleventh drops the one registered longest ago', async () => {
    const me = await bench.user('demo.ast.cellulare');
    const db = bench.deps().db;
    for (let i = 1; i <= 10; i++)
      await registerDevice(bench.deps(), me, { fbPushId: `uc-cap-device-${i}`, platform: 'android' });
    // Device 1 registered again is the most recent one now.
    await registerDevice(bench.deps(), me, { fbPushId: 'uc-cap-device-1', platform: 'android' });
    await registerDevice(bench.deps(), me, { fbPushId: 'uc-cap-device-11', platform: 'android' });
    const left = (
      await db.selectFrom('devices').select('fb_push_id').where('user_id', '=', me.userId).execute()
    ).map((d) => d.fb_push_id);
    expect(left).toHaveLength(10);
    expect(left).not.toContain('uc-cap-device-2');
    expect(left).toContain('uc-cap-device-1');
    expect(left).toContain('uc-cap-device-11');
  });
});
