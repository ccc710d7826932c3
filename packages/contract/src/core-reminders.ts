import { z } from 'zod';
import { named } from './common';

/**
 * The reading reminders' preference (issue 24): whether the logged-in user is told, by e-mail and
 * push, when the self-reading window of one of its supplies opens. On unless turned off.
 */
export const readingRemindersSchema = z
  .object({
    enabled: z.boolean({ error: 'Indicare se ricevere i promemoria (sì o no)' }),
  })
  .meta({ id: 'ReadingReminders' });
export type ReadingReminders = z.infer<typeof readingRemindersSchema>;

export const getReadingRemindersResponseSchema = named(
  'getReadingRemindersResponse',
  readingRemindersSchema.extend({ success: z.literal(true) }),
).meta({ id: 'GetReadingRemindersResponse' });

export const setReadingRemindersRequestSchema = named(
  'setReadingRemindersRequest',
  readingRemindersSchema,
).meta({
  id: 'SetReadingRemindersRequest',
});

export const setReadingRemindersResponseSchema = named(
  'setReadingRemindersResponse',
  readingRemindersSchema.extend({ success: z.literal(true) }),
).meta({ id: 'SetReadingRemindersResponse' });
