import { addDays, type IsoDay } from './dates';

/**
 * Month arithmetic on calendar days ('YYYY-MM-DD'): the default consumption and PUN ranges, the
 * self-reading window and the demo data step by whole months.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Adds whole calendar months (negative to go back), clamping the day: 31 Mar - 1 month = 28/29 Feb. */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = index - ty * 12 + 1;
  const last = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return `${pad(ty, 4)}-${pad(tm)}-${pad(Math.min(d, last))}`;
}

/** The first day of the month of `day`. */
export function firstOfMonth(day: IsoDay): IsoDay {
  return `${day.slice(0, 7)}-01`;
}

/** The last day of the month of `day`. */
export function lastOfMonth(day: IsoDay): IsoDay {
  return addDays(addMonths(firstOfMonth(day), 1), -1);
}

/** The whole month of `day`, first to last day. */
export function monthRange(day: IsoDay): { startDate: IsoDay; endDate: IsoDay } {
  return { startDate: firstOfMonth(day), endDate: lastOfMonth(day) };
}
