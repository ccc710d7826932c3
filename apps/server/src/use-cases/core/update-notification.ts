import type { updateNotificationRequestSchema, updateNotificationResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import {
  findNotification,
  updateNotification as changeNotification,
  visibleNotification,
} from '../../services/core/notifications';
import type { Actor, Deps, NamedInput } from '../context';

type Input = NamedInput<typeof updateNotificationRequestSchema, 'updateNotificationRequest'>;

/**
 * Marks a notification the session may see (as getNotification) read or confirmed (the server's
 * clock, the first time only; a confirmation reads it too) and records its push ids.
 */
export async function updateNotification(
  { db }: Deps,
  actor: Actor,
  input: Input,
): Promise<z.output<typeof updateNotificationResponseSchema>> {
  await visibleNotification(db, actor.session, input.id);
  await changeNotification(db, input.id, {
    read: input.readingDate !== undefined,
    confirm: input.confirmationDate !== undefined,
    pushId: input.pushId,
    mnMsgId: input.mn_msg_id,
  });
  const { userId: _owner, ...notification } = (await findNotification(db, input.id))!;
  return { updateNotificationResponse: notification };
}
