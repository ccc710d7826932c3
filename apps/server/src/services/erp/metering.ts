import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { badRequest } from '../../errors';
import { addDays, bandValues, formatDate, isHourlySupply } from '@sportello/domain';
import { addMonths, firstOfMonth, lastOfMonth } from './rules';

export const METERING_MESSAGES = {
  selfReadingNotExpected: "Per questa fornitura l'autolettura non è prevista: il contatore è telegestito",
  windowClosed: "Non è possibile inserire l'autolettura fuori dal periodo di lettura",
  tooManyDigits: (n: number) => `La lettura può avere al massimo ${n} cifre`,
  lowerThanLast: (v: string) => `La lettura non può essere inferiore all'ultima lettura registrata (${v})`,
  futureDate: 'La data di lettura non può essere nel futuro',
  alreadySent: "È già stata inserita un'autolettura per oggi",
  noMeter: 'Contatore non trovato per questa fornitura',
  detailNotAvailable:
    'Il dettaglio giornaliero e orario è disponibile solo per le forniture con misura oraria',
  badRange: 'La data di inizio deve precedere la data di fine',
  rangeTooLong: (what: string) => `Periodo troppo lungo: al massimo ${what}`,
  punOutOfRange: (first: string, last: string) =>
    `Il PUN è disponibile dal ${formatDate(first)} al ${formatDate(last)}`,
} as const;

/** The current meter of a supply (the newest installed one not removed): the one definition. */
export async function currentMeterOf(db: Db, supplyId: number) {
  return db
    .selectFrom('meters')
    .selectAll()
    .where('supply_id', '=', supplyId)
    .where('removed_on', 'is', null)
    .orderBy('installed_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The self-reading window around `today` from the meter's days of the month. */
export function readingWindow(
  meter: { window_from_day: number | null; window_to_day: number | null },
  today: string,
) {
  if (meter.window_from_day === null || meter.window_to_day === null) return null;
  const from = meter.window_from_day;
  const to = meter.window_to_day;
  const clampDay = (month: string, day: number) => {
    const last = Number(lastOfMonth(month).slice(8, 10));
    return `${month.slice(0, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
  };
  const month = firstOfMonth(today);
  const candidates: { start: string; end: string }[] = [];
  for (const offset of [-1, 0, 1]) {
    const m = addMonths(month, offset);
    const start = clampDay(m, from);
    const end = from <= to ? clampDay(m, to) : clampDay(addMonths(m, 1), to);
    candidates.push({ start, end });
  }
  const open = candidates.find((c) => c.start <= today && today <= c.end);
  if (open) return { ...open, open: true };
  const next = candidates.find((c) => c.start > today)!;
  return { ...next, open: false };
}

export async function lastReadingOfMeter(db: Db, meterId: number) {
  return db
    .selectFrom('readings')
    .select(['reading_date', 'value', 'origin'])
    .where('meter_id', '=', meterId)
    .orderBy('reading_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function supplyIsHourly(db: Db, supply: { id: number; offer_code: string | null }, now: Date) {
  const [offer, meter] = await Promise.all([
    supply.offer_code
      ? db.selectFrom('offers').select('price_type').where('code', '=', supply.offer_code).executeTakeFirst()
      : undefined,
    currentMeterOf(db, supply.id),
  ]);
  return isHourlySupply(
    { priceType: offer?.price_type ?? null, fullCapacityStartDate: meter?.full_capacity_start_date ?? null },
    now,
  );
}

const num = (v: string | number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 1000) / 1000;

export interface ConsumptionItem {
  period: string;
  date: string;
  hour: number | null;
  total: number;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  f23: number | null;
  band: 'F1' | 'F2' | 'F3' | null;
  estimated: boolean;
}

export function defaultRange(
  detail: 'monthly' | 'daily' | 'hourly',
  today: string,
  start?: string,
  end?: string,
) {
  let startDate = start;
  let endDate = end;
  if (detail === 'monthly') {
    endDate ??= lastOfMonth(today);
    startDate ??= firstOfMonth(addMonths(firstOfMonth(endDate), -11));
  } else if (detail === 'daily') {
    endDate ??= addDays(today, -1);
    startDate ??= addDays(endDate, -29);
  } else {
    endDate ??= addDays(today, -1);
    startDate ??= endDate;
  }
  if (startDate > endDate)
    throw badRequest(METERING_MESSAGES.badRange, { startDate: METERING_MESSAGES.badRange });
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  const max = detail === 'hourly' ? 366 : detail === 'daily' ? 731 : 3660;
  if (days > max) {
    const what =
      detail === 'hourly'
        ? 'un anno di dati orari'
        : detail === 'daily'
          ? 'due anni di dati giornalieri'
          : 'dieci anni';
    throw badRequest(METERING_MESSAGES.rangeTooLong(what), { endDate: METERING_MESSAGES.rangeTooLong(what) });
  }
  return { startDate, endDate };
}

/** Consumption of a supply at the asked detail; hourly supplies aggregate their hourly measures. */
export async function consumptionItems(
  db: Db,
  supply: { id: number; commodity: string },
  hourly: boolean,
  detail: 'monthly' | 'daily' | 'hourly',
  startDate: string,
  endDate: string,
): Promise<ConsumptionItem[]> {
  // F2 and F3 merge as F23 (two-period prices), by the domain's band rule.
  const withF23 = (f1: number | null, f2: number | null, f3: number | null) =>
    f2 === null && f3 === null ? null : num(bandValues({ f1, f2, f3 }, true).F23);
  if (detail === 'hourly') {
    if (!hourly)
      throw badRequest(METERING_MESSAGES.detailNotAvailable, {
        detail: METERING_MESSAGES.detailNotAvailable,
      });
    const rows = await db
      .selectFrom('consumption_hourly')
      .select(['day', 'hour', 'value', 'band'])
      .where('supply_id', '=', supply.id)
      .where('day', '>=', startDate)
      .where('day', '<=', endDate)
      .orderBy('day')
      .orderBy('hour')
      .execute();
    return rows.map((r) => {
      const v = Number(r.value);
      return {
        period: `${r.day}T${String(r.hour).padStart(2, '0')}`,
        date: r.day,
        hour: r.hour,
        total: v,
        f1: r.band === 'F1' ? v : 0,
        f2: r.band === 'F2' ? v : 0,
        f3: r.band === 'F3' ? v : 0,
        f23: r.band === 'F1' ? 0 : v,
        band: r.band,
        estimated: false,
      };
    });
  }
  if (hourly) {
    const bucket = detail === 'daily' ? sql`day` : sql`date_trunc('month', day)::date`;
    const rows = await sql<{ d: string; total: string; f1: string; f2: string; f3: string }>`
      select ${bucket} as d, sum(value) as total,
        coalesce(sum(value) filter (where band = 'F1'), 0) as f1,
        coalesce(sum(value) filter (where band = 'F2'), 0) as f2,
        coalesce(sum(value) filter (where band = 'F3'), 0) as f3
      from consumption_hourly
      where supply_id = ${supply.id} and day >= ${startDate}::date and day <= ${endDate}::date
      group by 1 order by 1`.execute(db);
    return rows.rows.map((r) => {
      const d = typeof r.d === 'string' ? r.d : new Date(r.d).toISOString().slice(0, 10);
      const f1 = num(r.f1);
      const f2 = num(r.f2);
      const f3 = num(r.f3);
      return {
        period: detail === 'daily' ? d : d.slice(0, 7),
        date: d,
        hour: null,
        total: num(r.total)!,
        f1,
        f2,
        f3,
        f23: withF23(f1, f2, f3),
        band: null,
        estimated: false,
      };
    });
  }
  if (detail === 'daily')
    throw badRequest(METERING_MESSAGES.detailNotAvailable, { detail: METERING_MESSAGES.detailNotAvailable });
  const rows = await db
    .selectFrom('consumption_monthly')
    .selectAll()
    .where('supply_id', '=', supply.id)
    .where('month', '>=', firstOfMonth(startDate))
    .where('month', '<=', endDate)
    .orderBy('month')
    .execute();
  return rows.map((r) => {
    const f1 = num(r.f1);
    const f2 = num(r.f2);
    const f3 = num(r.f3);
    return {
      period: r.month.slice(0, 7),
      date: r.month,
      hour: null,
      total: num(r.total)!,
      f1,
      f2,
      f3,
      f23: withF23(f1, f2, f3),
      band: null,
      estimated: r.estimated,
    };
  });
}
