import { daysBetween } from './billing-overview';
import type { ConsumptionDetail } from './consumption-graph';
import { addDays, type IsoDay } from './dates';
import { formatDate } from './format';
import { addMonths, firstOfMonth, lastOfMonth } from './months';

/**
 * Date rules of metering (spec section 9): the ranges the consumption and PUN calls default to
 * and accept (one limit per detail, here only), and the self-reading window of a meter. The
 * server applies them to every call; the web builds its periods within the same limits.
 */

export const METERING_RANGE_MESSAGES = {
  badRange: 'La data di inizio deve precedere la data di fine',
  rangeTooLong: (what: string) => `Periodo troppo lungo: al massimo ${what}`,
  punOutOfRange: (first: IsoDay, last: IsoDay) =>
    `Il PUN è disponibile dal ${formatDate(first)} al ${formatDate(last)}`,
} as const;

export interface RangeLimit {
  /** The most days from the start to the end date (the end counted after the start). */
  days: number;
  /** What the limit allows, in the refusal: "Periodo troppo lungo: al massimo …". */
  what: string;
}

/** The longest consumption range a call may ask for, per detail. */
export const CONSUMPTION_RANGE_LIMITS: Record<ConsumptionDetail, RangeLimit> = {
  hourly: { days: 366, what: 'un anno di dati orari' },
  daily: { days: 731, what: 'due anni di dati giornalieri' },
  monthly: { days: 3660, what: 'dieci anni' },
};

export type QuotationDetail = 'hourly' | 'daily' | 'monthly';

/** The longest PUN range a call may ask for, per detail. */
export const PUN_RANGE_LIMITS: Record<QuotationDetail, RangeLimit> = {
  hourly: { days: 31, what: '31 giorni di prezzi orari' },
  daily: { days: 3660, what: 'dieci anni' },
  monthly: { days: 3660, what: 'dieci anni' },
};

/** A range, or why it is refused (the field to blame and the message). */
export type DateRangeResult =
  | { ok: true; startDate: IsoDay; endDate: IsoDay }
  | { ok: false; field: 'startDate' | 'endDate'; message: string };

/** Whether `startDate`…`endDate` is in order and within `limit`. */
export function checkDateRange(startDate: IsoDay, endDate: IsoDay, limit: RangeLimit): DateRangeResult {
  if (startDate > endDate)
    return { ok: false, field: 'startDate', message: METERING_RANGE_MESSAGES.badRange };
  if (daysBetween(startDate, endDate)! > limit.days)
    return { ok: false, field: 'endDate', message: METERING_RANGE_MESSAGES.rangeTooLong(limit.what) };
  return { ok: true, startDate, endDate };
}

/**
 * The consumption range of a call: the dates asked for, or by default the last twelve months
 * (monthly: this month and the eleven before), the last thirty days (daily) or yesterday
 * (hourly: measures arrive the day after); then checked against CONSUMPTION_RANGE_LIMITS.
 */
export function consumptionRange(
  detail: ConsumptionDetail,
  today: IsoDay,
  startDate?: IsoDay,
  endDate?: IsoDay,
): DateRangeResult {
  let start = startDate;
  let end = endDate;
  if (detail === 'monthly') {
    end ??= lastOfMonth(today);
    start ??= firstOfMonth(addMonths(firstOfMonth(end), -11));
  } else if (detail === 'daily') {
    end ??= addDays(today, -1);
    start ??= addDays(end, -29);
  } else {
    end ??= addDays(today, -1);
    start ??= end;
  }
  return checkDateRange(start, end, CONSUMPTION_RANGE_LIMITS[detail]);
}

/**
 * The PUN range of a call, given the published days (`firstDay`…`lastDay`). Days asked for must
 * have prices: an hourly day inside the published range, a daily or monthly range overlapping it.
 * By default the newest published day (hourly), its thirty days (daily) or twenty-four months
 * (monthly); then checked against PUN_RANGE_LIMITS.
 */
export function punRange(
  detail: QuotationDetail,
  published: { firstDay: IsoDay; lastDay: IsoDay },
  startDate?: IsoDay,
  endDate?: IsoDay,
): DateRangeResult {
  const { firstDay, lastDay } = published;
  const outside = (d: IsoDay | undefined) => d !== undefined && (d < firstDay || d > lastDay);
  const refused =
    detail === 'hourly'
      ? outside(startDate) || outside(endDate)
      : (startDate !== undefined && startDate > lastDay) || (endDate !== undefined && endDate < firstDay);
  if (refused)
    return {
      ok: false,
      field: outside(startDate) ? 'startDate' : 'endDate',
      message: METERING_RANGE_MESSAGES.punOutOfRange(firstDay, lastDay),
    };
  let start = startDate;
  let end = endDate;
  if (detail === 'hourly') {
    end ??= start ?? lastDay;
    start ??= end;
  } else if (detail === 'daily') {
    end ??= lastDay;
    start ??= addDays(end, -29);
  } else {
    end ??= lastOfMonth(lastDay);
    start ??= firstOfMonth(addMonths(firstOfMonth(end), -23));
  }
  return checkDateRange(start, end, PUN_RANGE_LIMITS[detail]);
}

export interface SelfReadingWindow {
  startDate: IsoDay;
  endDate: IsoDay;
  /** `today` lies inside it; otherwise it is the next window. */
  open: boolean;
}

/** A self-reading window's days of the month: `fromDay` to `toDay` (which may run into the next month). */
export interface ReadingDays {
  fromDay: number;
  toDay: number;
}

/**
 * The days a meter's self-reading window runs on: its own when it has both; otherwise (no window of
 * its own: either day unset) the brand's default when the brand has one (set in the console);
 * otherwise none, and the meter expects no self-reading.
 */
export function readingDays(
  meter: { fromDay: number | null; toDay: number | null },
  brandDefault?: ReadingDays | null,
): ReadingDays | null {
  if (meter.fromDay !== null && meter.toDay !== null) return { fromDay: meter.fromDay, toDay: meter.toDay };
  return brandDefault ?? null;
}

/**
 * The self-reading window around `today` from the meter's days of the month (`fromDay` to
 * `toDay`, which may run into the next month; a day past the month's end is its last day), or
 * the brand's default ones for a meter without days of its own (`readingDays`): the window
 * `today` lies in, else the next one; null when the meter expects no self-reading.
 */
export function readingWindow(
  meter: { fromDay: number | null; toDay: number | null },
  today: IsoDay,
  brandDefault?: ReadingDays | null,
): SelfReadingWindow | null {
  const days = readingDays(meter, brandDefault);
  if (!days) return null;
  const { fromDay, toDay } = days;
  const clampDay = (month: IsoDay, day: number) => {
    const last = Number(lastOfMonth(month).slice(8, 10));
    return `${month.slice(0, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
  };
  const month = firstOfMonth(today);
  const candidates = [-1, 0, 1].map((offset) => {
    const m = addMonths(month, offset);
    const startDate = clampDay(m, fromDay);
    const endDate = fromDay <= toDay ? clampDay(m, toDay) : clampDay(addMonths(m, 1), toDay);
    return { startDate, endDate };
  });
  const open = candidates.find((c) => c.startDate <= today && today <= c.endDate);
  if (open) return { ...open, open: true };
  const next = candidates.find((c) => c.startDate > today)!;
  return { ...next, open: false };
}
