import { sql } from 'kysely';
import type { registerDeviceRequestSchema, registerDeviceResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { webPushEndpointProblem } from '../../adapters/push';
import { badRequest } from '../../errors';
import type { Deps, NamedInput, UserActor } from '../context';

type Input = NamedInput<typeof registerDeviceRequestSchema, 'registerDeviceRequest'>;

/** Devices (apps and browsers) a user may have registered for push at once. */
export const MAX_DEVICES_PER_USER = 10;

/**
 * Registers the device's push id (and its Web Push keys) for the user (issue 18):
 * - a browser's endpoint must be on a push service's own host, https on 443 (400 otherwise): the
 *   server calls it, so it is never an address the caller picks;
 * - an id the user has already is updated in place; an id another user has is not moved nor
 *   changed, and the answer is the one a new registration gets (a fresh id): the caller learns
 *   nothing about someone else's device;
 * - at most MAX_DEVICES_PER_USER per user: the one registered longest ago is dropped (the user
 *   has no list to tidy, and a new phone or browser must not be locked out of push by old ones).
 */
export async function registerDevice(
  { db }: Deps,
  actor: UserActor,
  input: Input,
): Promise<z.output<typeof registerDeviceResponseSchema>> {
  const { userId } = actor;
  const { fbPushId, platform, webPush } = input;
  if (platform === 'web') {
    const problem = webPushEndpointProblem(fbPushId);
    if (problem) throw badRequest(problem, { 'registerDeviceRequest.fbPushId': problem });
  }
  const keys = {
    web_push_p256dh: webPush?.p256dh ?? null,
    web_push_auth: webPush?.auth ?? null,
  };
  const id = await db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('devices')
      .values({ user_id: userId, fb_push_id: fbPushId, platform: platform ?? null, ...keys })
      .onConflict((oc) =>
        oc
          .column('fb_push_id')
          .doUpdateSet({ platform: platform ?? null, ...keys, updated_at: sql<string>`now()` })
          .where('devices.user_id', '=', userId),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      // Another user's device: the id the insert just drew from the sequence (a conflicting insert
      // draws one too), so the answer and the sequence's gaps are those of a new registration.
      const { rows } = await sql<{
        id: number;
      }>`select currval(pg_get_serial_sequence('devices', 'id'))::int as id`.execute(tx);
      return rows[0]!.id;
    }
    const kept = tx
      .selectFrom('devices')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_DEVICES_PER_USER);
    await tx.deleteFrom('devices').where('user_id', '=', userId).where('id', 'not in', kept).execute();
    return row.id;
  });
  return { registerDeviceResponse: { success: true as const, id } };
}
