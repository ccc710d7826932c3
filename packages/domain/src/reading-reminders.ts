import { addDays, type IsoDay } from './dates';
import { readingWindow, type ReadingDays } from './metering-dates';

/**
 * The reading reminder (issue 24): when a supply's self-reading window opens, its customer is told
 * once, with a link to the supply's reading form. These are the rules; the server's job
 * (services/erp/reading-reminders.ts) applies them every run and records each window it told.
 */

/** A self-reading window by its days (the first and the last day it accepts a reading). */
export interface ReminderWindow {
  startDate: IsoDay;
  endDate: IsoDay;
}

/**
 * Whether the meter's self-reading window opens on `day` (its first day is `day`): the day its
 * reminder is due. A meter without days of its own takes its brand's default (`readingDays`);
 * with neither it has no window, and none ever opens.
 */
export function readingWindowOpensOn(
  meter: { fromDay: number | null; toDay: number | null },
  day: IsoDay,
  brandDefault?: ReadingDays | null,
): boolean {
  const window = readingWindow(meter, day, brandDefault);
  return window !== null && window.open && window.startDate === day;
}

/**
 * The window to remind of on `today`: the meter's window when it is open today — whether it opened
 * today or earlier, while nobody ran the reminders (a server stopped: catch-up) — unless a reading
 * was already sent in it (`lastReadingDate` on or after its first day). Null: nothing to tell. The
 * caller tells each window once (one record per supply and window start).
 */
export function readingReminderWindow(
  meter: { fromDay: number | null; toDay: number | null },
  today: IsoDay,
  brandDefault?: ReadingDays | null,
  lastReadingDate?: IsoDay | null,
): ReminderWindow | null {
  const window = readingWindow(meter, today, brandDefault);
  if (!window || !window.open) return null;
  if (lastReadingDate && lastReadingDate >= window.startDate) return null;
  return { startDate: window.startDate, endDate: window.endDate };
}

/** The reminder's link works until the day after its window closes (then it is of no use). */
export function readingReminderLinkDays(window: ReminderWindow, today: IsoDay): number {
  let days = 1;
  for (let d = today; d < window.endDate; d = addDays(d, 1)) days += 1;
  return days;
}

/** The reminder's words (the mail's and the push's), in Italian. */
export const READING_REMINDER_TEXT = {
  subject: 'È il momento dell’autolettura',
  pushTitle: 'Autolettura aperta',
  body: (supply: string, endDate: string) =>
    `È aperta la finestra dell’autolettura della fornitura ${supply}: puoi comunicarla fino al ${endDate}.`,
  action: 'Inserisci l’autolettura',
  optOut:
    'Non vuoi più ricevere questi promemoria? Disattivali dal tuo profilo, nella sezione Promemoria autolettura.',
} as const;
