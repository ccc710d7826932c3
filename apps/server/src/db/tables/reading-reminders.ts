import type { ColumnType, Generated } from 'kysely';
import type { DateString } from './foundation';

/** The reading reminders (migration 0940): one row per supply and self-reading window told. */
export interface ReadingRemindersTable {
  id: Generated<number>;
  supply_id: number;
  window_start: DateString;
  window_end: DateString;
  mails: ColumnType<number, number | undefined, number>;
  pushes: ColumnType<number, number | undefined, number>;
  sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Users who turned the reading reminders off in their profile. */
export interface ReadingReminderOptoutsTable {
  user_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ReadingReminderTables {
  reading_reminders: ReadingRemindersTable;
  reading_reminder_optouts: ReadingReminderOptoutsTable;
}
