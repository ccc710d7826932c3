import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_PUSH_ID } from '../../seed/core';
import { unregisterDevice } from './unregister-device';

describe('unregisterDevice', () => {
  const bench = useUseCaseBench();
  const devices = (fbPushId: string) =>
    bench.deps().db.selectFrom('devices').select('user_id').where('fb_push_id', '=', fbPushId).execute();

  it("removes only the user's own push id; another user's or an unknown one is left alone", async () => {
    const other = await bench.user('demo.ast.azienda');
    expect(await unregisterDevice(bench.deps(), other, { fbPushId: DEMO_PUSH_ID })).toEqual({
      unregisterDeviceResponse: { success: true, removed: false },
    });
    expect(await devices(DEMO_PUSH_ID)).toHaveLength(1);
    const owner = await bench.user('demo.ast');
    expect(
      (await unregisterDevice(bench.deps(), owner, { fbPushId: 'nessun-dispositivo' }))
        .unregisterDeviceResponse.removed,
    ).toBe(false);
    expect(
      (await unregisterDevice(bench.deps(), owner, { fbPushId: DEMO_PUSH_ID })).unregisterDeviceResponse
        .removed,
    ).toBe(true);
    expect(await devices(DEMO_PUSH_ID)).toEqual([]);
  });
});
