/**
 * Italian local time of energy measures and prices (Europe/Rome, EU summer time since 1996): a day
 * has 24 hours, but 23 on the last Sunday of March (02:00 does not exist) and 25 on the last
 * Sunday of October (02:00 comes twice). Files number the hours of a day 1..23/24/25 (`Ora`) and
 * the quarters 1..92/96/100 (`Periodo`); the portal shows local clock hours 0..23.
 */

function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/** The hours of a day in Italy: 23, 24 or 25. */
export function hoursInDay(day: string): 23 | 24 | 25 {
  const year = Number(day.slice(0, 4));
  if (day === lastSunday(year, 3)) return 23;
  if (day === lastSunday(year, 10)) return 25;
  return 24;
}

/**
 * The local clock hour (0..23) of the n-th hour of a day (1-based, as the GME's `Ora` and the
 * hourly measures number them), or null past the day's end.
 */
export function clockHourOf(day: string, ordinal: number): number | null {
  const hours = hoursInDay(day);
  if (!Number.isInteger(ordinal) || ordinal < 1 || ordinal > hours) return null;
  if (hours === 23) return ordinal <= 2 ? ordinal - 1 : ordinal; // 01:59 → 03:00
  if (hours === 25) return ordinal <= 3 ? ordinal - 1 : ordinal - 2; // 02:00 twice
  return ordinal - 1;
}

/** The local clock hour of the n-th quarter of an hour of a day (1-based), or null past its end. */
export function clockHourOfQuarter(day: string, period: number): number | null {
  if (!Number.isInteger(period) || period < 1 || period > hoursInDay(day) * 4) return null;
  return clockHourOf(day, Math.floor((period - 1) / 4) + 1);
}
