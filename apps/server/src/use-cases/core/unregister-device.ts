import type { unregisterDeviceRequestSchema, unregisterDeviceResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import type { Deps, NamedInput, UserActor } from '../context';

type Input = NamedInput<typeof unregisterDeviceRequestSchema, 'unregisterDeviceRequest'>;

/**
 * Removes one of the user's push ids (logout on the device). An unknown id, or another user's,
 * changes nothing (`removed: false`) without telling whose it is.
 */
export async function unregisterDevice(
  { db }: Deps,
  actor: UserActor,
  input: Input,
): Promise<z.output<typeof unregisterDeviceResponseSchema>> {
  const removed = await db
    .deleteFrom('devices')
    .where('fb_push_id', '=', input.fbPushId)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  return {
    unregisterDeviceResponse: { success: true as const, removed: Number(removed.numDeletedRows) > 0 },
  };
}
