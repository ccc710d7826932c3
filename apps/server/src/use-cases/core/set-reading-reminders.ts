import type {
  setReadingRemindersRequestSchema,
  setReadingRemindersResponseSchema,
} from '@sportello/contract';
import type { z } from 'zod';
import { setReadingRemindersEnabled } from '../../services/erp/reading-reminders';
import type { Deps, NamedInput, UserActor } from '../context';

type Input = NamedInput<typeof setReadingRemindersRequestSchema, 'setReadingRemindersRequest'>;

/**
 * Turns the logged-in user's reading reminders on or off (the profile's toggle). Off, the next
 * windows to open are not told to this user (by e-mail nor push); on again, they are.
 */
export async function setReadingReminders(
  { db }: Deps,
  actor: UserActor,
  input: Input,
): Promise<z.output<typeof setReadingRemindersResponseSchema>> {
  await setReadingRemindersEnabled(db, actor.userId, input.enabled);
  return { setReadingRemindersResponse: { success: true as const, enabled: input.enabled } };
}
