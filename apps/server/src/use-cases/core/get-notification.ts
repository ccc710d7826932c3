import type { getNotificationResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { visibleNotification } from '../../services/core/notifications';
import type { Actor, Deps } from '../context';

/**
 * One notification: the user's own, or for a guest session the one its message link (module 4)
 * names. Anything else 404, as if it did not exist.
 */
export async function getNotification(
  { db }: Deps,
  actor: Actor,
  input: { id: number },
): Promise<z.output<typeof getNotificationResponseSchema>> {
  const { userId: _owner, ...notification } = await visibleNotification(db, actor.session, input.id);
  return { getNotificationResponse: notification };
}
