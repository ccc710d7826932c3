import { TZDate, tzOffset } from '@date-fns/tz';

/** All calendar reasoning of the product happens in the Italian time zone. */
export const TIME_ZONE = 'Europe/Rome';

/** A calendar day as 'YYYY-MM-DD'. */
export type IsoDay = string;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DAY_RE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function isRealDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= last;
}

function makeDay(y: number, m: number, d: number): IsoDay | null {
  return isRealDay(y, m, d) ? `${pad(y, 4)}-${pad(m)}-${pad(d)}` : null;
}

const HOUR_MS = 3_600_000;
/**
 * Rome's offset from UTC (ms) by UTC hour. Every change of Europe/Rome's offset since 1894 (CET,
 * its summer times, CEST) falls on a whole UTC hour, so the offset of an hour is the offset of all
 * its instants; earlier instants (local mean time) are converted one by one. Bounded: past this
 * many hours (about a year of distinct ones) the cache starts again.
 */
const offsetByHour = new Map<number, number>();
const MAX_HOURS = 10_000;
const SINCE_CET = Date.UTC(1894, 0, 1);

/**
 * Since 1996 Rome has kept the EU's summer time (tz database, rule EU): from the last Sunday of
 * March to the last Sunday of October, both at 01:00 UTC. Inside those years the offset is worked
 * out from that rule, with no time-zone data: the first `Intl` formatter of a zone loads it, tens of
 * milliseconds of a slow phone's main thread on the first date a screen shows. The years are
 * bounded so that a change of the rule in a later tz database shows up in the test that compares
 * every change with TZDate.
 */
const EU_RULE_FROM = Date.UTC(1996, 0, 1);
const EU_RULE_UNTIL = Date.UTC(2100, 0, 1);
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC of the last Sunday of a month (0-based). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

function euRuleOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summer = ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9);
  return summer ? 2 * HOUR_MS : HOUR_MS;
}

function romeOffsetMs(ms: number): number {
  if (ms >= EU_RULE_FROM && ms < EU_RULE_UNTIL) return euRuleOffsetMs(ms);
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    // tzOffset formats the instant once; a TZDate (what this was) formatted it three times.
    offset = tzOffset(TIME_ZONE, new Date(hour * HOUR_MS)) * 60_000;
    if (offsetByHour.size >= MAX_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * The instant of a wall-clock time in Europe/Rome (fields as Date.UTC takes them). Rome has been an
 * hour (CET) or two (CEST) ahead of UTC since 1894: the time is the instant an hour or two before
 * the same fields read in UTC, whichever of the two has that offset. Where neither or both have it
 * (the hour skipped or repeated when the clocks change) TZDate decides, as it did for every time.
 */
function romeWallTime(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  ms: number,
): number {
  const wall = Date.UTC(y, mo, d, h, mi, s, ms);
  if (wall - 2 * HOUR_MS >= SINCE_CET) {
    const winter = romeOffsetMs(wall - HOUR_MS) === HOUR_MS;
    const summer = romeOffsetMs(wall - 2 * HOUR_MS) === 2 * HOUR_MS;
    if (winter !== summer) return winter ? wall - HOUR_MS : wall - 2 * HOUR_MS;
  }
  return new TZDate(y, mo, d, h, mi, s, ms, TIME_ZONE).getTime();
}

/**
 * The calendar day in Europe/Rome of an instant. A list of bills asks for a few dozen instants a
 * page: the zone's offset is found once per UTC hour instead of building a TZDate each time.
 */
export function romeDay(instant: Date | number): IsoDay {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (ms < SINCE_CET || !Number.isFinite(ms)) {
    const t = new TZDate(ms, TIME_ZONE);
    return `${pad(t.getFullYear(), 4)}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
  }
  const local = new Date(ms + romeOffsetMs(ms));
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/**
 * Reads a day from 'YYYY-MM-DD', 'YYYYMMDD', an ISO date-time or a Date.
 * A date-time with an offset (or Z) is read as an instant and gives its day in Europe/Rome;
 * one without an offset is read as Italian local time, so its date part is the day.
 * Returns null for anything else, including impossible days such as 2023-02-29.
 */
export function parseDay(value: string | Date | null | undefined): IsoDay | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : romeDay(value);
  const v = value.trim();
  const m = DAY_RE.exec(v) ?? COMPACT_DAY_RE.exec(v);
  if (m) return makeDay(Number(m[1]), Number(m[2]), Number(m[3]));
  const dt = DATE_TIME_RE.exec(v);
  if (!dt) return null;
  const day = makeDay(Number(dt[1]), Number(dt[2]), Number(dt[3]));
  if (!day) return null;
  if (!dt[8]) return day;
  const instant = parseInstant(v);
  return instant ? romeDay(instant) : null;
}

/** Midnight (start of the day) in Europe/Rome of a calendar day, as an instant. */
export function startOfRomeDay(day: IsoDay): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(romeWallTime(y, m - 1, d, 0, 0, 0, 0));
}

/** 23:59:59.999 in Europe/Rome of a calendar day, as an instant. */
export function endOfRomeDay(day: IsoDay): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(romeWallTime(y, m - 1, d, 23, 59, 59, 999));
}

/**
 * Reads an instant: a date-time with offset as is, a date-time without offset as Italian local
 * time, a bare day ('YYYY-MM-DD' or 'YYYYMMDD') as midnight in Europe/Rome.
 */
export function parseInstant(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const v = value.trim();
  if (DAY_RE.test(v) || COMPACT_DAY_RE.test(v)) {
    const day = parseDay(v);
    return day ? startOfRomeDay(day) : null;
  }
  const dt = DATE_TIME_RE.exec(v);
  if (!dt) return null;
  const [y, mo, d, h, mi, s] = [dt[1], dt[2], dt[3], dt[4], dt[5], dt[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number((dt[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (!isRealDay(y, mo, d) || h > 23 || mi > 59 || s > 59) return null;
  const zone = dt[8];
  if (!zone) return new Date(romeWallTime(y, mo - 1, d, h, mi, s, ms));
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  if (zone.toUpperCase() === 'Z') return new Date(utc);
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4));
  return new Date(utc - sign * offsetMinutes * 60_000);
}

/** Adds whole calendar days to a day (negative to go back). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Adds whole calendar years, clamping 29 February to 28 February in common years. */
export function addYears(day: IsoDay, years: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const ny = y + years;
  const last = new Date(Date.UTC(ny, m, 0)).getUTCDate();
  return `${pad(ny, 4)}-${pad(m)}-${pad(Math.min(d, last))}`;
}
