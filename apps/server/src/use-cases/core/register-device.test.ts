import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
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

  it('registers a push id for the user, and moves one another user had to this one', async () => {
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
    const other = await bench.user('demo.ast');
    const moved = await registerDevice(bench.deps(), other, {
      fbPushId: 'uc-device-1',
      platform: 'web',
      webPush: { p256dh: 'chiave-p256dh', auth: 'segreto-auth' },
    });
    expect(moved.registerDeviceResponse.id).toBe(first.registerDeviceResponse.id);
    expect(await device('uc-device-1')).toEqual([
      {
        id: first.registerDeviceResponse.id,
        user_id: other.userId,
        platform: 'web',
        web_push_p256dh: 'chiave-p256dh',
        web_push_auth: 'segreto-auth',
      },
    ]);
  });
});
