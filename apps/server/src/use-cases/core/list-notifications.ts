import type { getNotificationsQuerySchema, getNotificationsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { listNotifications as notificationPage } from '../../services/core/notifications';
import type { Deps, UserActor } from '../context';

/** A page of the user's notifications, newest first, with the unread and to-accept counts. */
export async function listNotifications(
  deps: Deps,
  actor: UserActor,
  input: z.output<typeof getNotificationsQuerySchema>,
): Promise<z.output<typeof getNotificationsResponseSchema>> {
  // A list: read from a replica where there are some (read-your-writes: deps.reads).
  const db = deps.reads ?? deps.db;
  const page = await notificationPage(db, actor.userId, {
    take: input.pagingTake,
    skip: input.pagingSkip,
    activeOnly: input.activeOnly ?? false,
  });
  return { getNotificationsResponse: page };
}
