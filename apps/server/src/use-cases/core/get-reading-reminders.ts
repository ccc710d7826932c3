import type { getReadingRemindersResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { readingRemindersEnabled } from '../../services/erp/reading-reminders';
import type { Deps, UserActor } from '../context';

/** Whether the logged-in user gets the reading reminders (issue 24; on unless turned off). */
export async function getReadingReminders(
  { db }: Deps,
  actor: UserActor,
): Promise<z.output<typeof getReadingRemindersResponseSchema>> {
  return {
    getReadingRemindersResponse: {
      success: true as const,
      enabled: await readingRemindersEnabled(db, actor.userId),
    },
  };
}
