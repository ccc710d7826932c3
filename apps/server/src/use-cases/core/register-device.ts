import { sql } from 'kysely';
import type { registerDeviceRequestSchema, registerDeviceResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import type { Deps, NamedInput, UserActor } from '../context';

type Input = NamedInput<typeof registerDeviceRequestSchema, 'registerDeviceRequest'>;

/**
 * Registers the device's push id (and its Web Push keys) for the user. An id another user
 * registered passes to this one: the device changed user.
 */
export async function registerDevice(
  { db }: Deps,
  actor: UserActor,
  input: Input,
): Promise<z.output<typeof registerDeviceResponseSchema>> {
  const { userId } = actor;
  const { fbPushId, platform, webPush } = input;
  const keys = {
    web_push_p256dh: webPush?.p256dh ?? null,
    web_push_auth: webPush?.auth ?? null,
  };
  const row = await db
    .insertInto('devices')
    .values({ user_id: userId, fb_push_id: fbPushId, platform: platform ?? null, ...keys })
    .onConflict((oc) =>
      oc.column('fb_push_id').doUpdateSet({
        user_id: userId,
        platform: platform ?? null,
        ...keys,
        updated_at: sql<string>`now()`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { registerDeviceResponse: { success: true as const, id: row.id } };
}
