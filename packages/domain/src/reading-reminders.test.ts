import { describe, expect, it } from 'vitest';
import {
  READING_REMINDER_TEXT,
  readingReminderLinkDays,
  readingReminderWindow,
  readingWindowOpensOn,
} from './reading-reminders';

const own = (fromDay: number | null, toDay: number | null) => ({ fromDay, toDay });
const none = own(null, null);

describe('readingWindowOpensOn: the day a reminder is due', () => {
  it.each([
    // The meter's own days: it opens on its first day, not before nor after.
    [own(10, 15), '2025-03-10', null, true],
    [own(10, 15), '2025-03-09', null, false],
    [own(10, 15), '2025-03-11', null, false],
    [own(10, 15), '2025-03-16', null, false],
    // Running into the next month (25 to 5): opens on the 25th.
    [own(25, 5), '2025-03-25', null, true],
    [own(25, 5), '2025-04-01', null, false],
    // A day past the month's end opens on its last day (31 in February: the 28th).
    [own(31, 3), '2025-02-28', null, true],
    [own(31, 3), '2025-03-31', null, true],
    // Always open (1 to 31): opens on the 1st of each month.
    [own(1, 31), '2025-05-01', null, true],
    [own(1, 31), '2025-05-02', null, false],
    // No days of its own: the brand's default; no default, no window.
    [none, '2025-03-20', { fromDay: 20, toDay: 25 }, true],
    [none, '2025-03-20', null, false],
    [own(5, null), '2025-03-05', null, false],
    // Days of its own win over the brand's.
    [own(10, 15), '2025-03-20', { fromDay: 20, toDay: 25 }, false],
  ] as const)('%o on %s (brand %o): %s', (meter, day, brand, expected) => {
    expect(readingWindowOpensOn(meter, day, brand)).toBe(expected);
  });
});

describe('readingReminderWindow: what a run tells', () => {
  it('the window open today, on its first day', () => {
    expect(readingReminderWindow(own(10, 15), '2025-03-10')).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-15',
    });
  });

  it('catch-up: a window that opened while nobody ran the job is still told while open', () => {
    expect(readingReminderWindow(own(10, 15), '2025-03-14')).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-15',
    });
    expect(readingReminderWindow(own(25, 5), '2025-04-03')).toEqual({
      startDate: '2025-03-25',
      endDate: '2025-04-05',
    });
  });

  it('nothing once it closed, before it opens, or without a window', () => {
    expect(readingReminderWindow(own(10, 15), '2025-03-16')).toBeNull();
    expect(readingReminderWindow(own(10, 15), '2025-03-09')).toBeNull();
    expect(readingReminderWindow(none, '2025-03-10')).toBeNull();
  });

  it('the brand’s default for a meter without days of its own', () => {
    expect(readingReminderWindow(none, '2025-03-21', { fromDay: 20, toDay: 25 })).toEqual({
      startDate: '2025-03-20',
      endDate: '2025-03-25',
    });
  });

  it('nothing when a reading was already sent in the window; a reading before it does not count', () => {
    expect(readingReminderWindow(own(10, 15), '2025-03-12', null, '2025-03-10')).toBeNull();
    expect(readingReminderWindow(own(10, 15), '2025-03-12', null, '2025-03-09')).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-15',
    });
  });
});

describe('readingReminderLinkDays', () => {
  it.each([
    ['2025-03-10', '2025-03-15', '2025-03-10', 6],
    ['2025-03-10', '2025-03-15', '2025-03-15', 1],
    ['2025-03-25', '2025-04-05', '2025-03-31', 6],
  ] as const)('window %s–%s told on %s: %i days', (startDate, endDate, today, days) => {
    expect(readingReminderLinkDays({ startDate, endDate }, today)).toBe(days);
  });
});

describe('READING_REMINDER_TEXT', () => {
  it('names the supply and the last day', () => {
    expect(READING_REMINDER_TEXT.body('Gas - Via Roma 1', '15/03/2025')).toBe(
      'È aperta la finestra dell’autolettura della fornitura Gas - Via Roma 1: puoi comunicarla fino al 15/03/2025.',
    );
  });
});
