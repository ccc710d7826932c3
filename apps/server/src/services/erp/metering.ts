import { sql } from 'kysely';
import type { consumptionColumnsSchema } from '@sportello/contract';
import { slotCount } from '@sportello/contract/consumption-columns';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { badRequest } from '../../errors';
import {
  firstOfMonth,
  isHourlySupply,
  METERING_RANGE_MESSAGES,
  readingWindow,
  SELF_READING_MESSAGES,
  type DateRangeResult,
  type IsoDay,
  type ReadingDays,
} from '@sportello/domain';

export const METERING_MESSAGES = {
  // The reading's own rules speak the same words on both sides (packages/domain self-reading).
  selfReadingNotExpected: SELF_READING_MESSAGES.notExpected,
  windowClosed: SELF_READING_MESSAGES.windowClosed,
  tooManyDigits: SELF_READING_MESSAGES.tooManyDigits,
  lowerThanLast: (v: string) => `La lettura non può essere inferiore all'ultima lettura registrata (${v})`,
  futureDate: 'La data di lettura non può essere nel futuro',
  alreadySent: "È già stata inserita un'autolettura per oggi",
  noMeter: 'Contatore non trovato per questa fornitura',
  registersMismatch: (bands: readonly string[]) =>
    `Inserire una lettura per ogni registro del contatore (${bands.join(', ')})`,
  detailNotAvailable:
    'Il dettaglio giornaliero e orario è disponibile solo per le forniture con misura oraria',
  ...METERING_RANGE_MESSAGES,
} as const;

/** The unit of measure of a commodity. */
export const UNIT_OF = { luce: 'kWh', gas: 'Smc', teleriscaldamento: 'MWh' } as const;

/** A range the domain accepted, or its refusal as a 400 naming the field. */
export function rangeOrRefuse(range: DateRangeResult): { startDate: IsoDay; endDate: IsoDay } {
  if (!range.ok) throw badRequest(range.message, { [range.field]: range.message });
  return range;
}

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

/**
 * The self-reading window of a meter around `today` (the domain's rule on its days of the month;
 * a meter without days of its own takes its brand's default, `brandReadingDaysOf`).
 */
export function windowOfMeter(
  meter: { window_from_day: number | null; window_to_day: number | null },
  today: IsoDay,
  brandDefault?: ReadingDays | null,
) {
  return readingWindow({ fromDay: meter.window_from_day, toDay: meter.window_to_day }, today, brandDefault);
}

/** A brand's default self-reading days (the console's brand_reading_windows), or null. */
export async function brandReadingDays(db: Db, companyCode: string): Promise<ReadingDays | null> {
  const row = await db
    .selectFrom('brand_reading_windows')
    .select(['from_day', 'to_day'])
    .where('company_code', '=', companyCode)
    .executeTakeFirst();
  return row ? { fromDay: row.from_day, toDay: row.to_day } : null;
}

/** The default self-reading days of the brand of a supply's customer, or null. */
export async function brandReadingDaysOf(
  db: Db,
  supply: { customer_id: number },
): Promise<ReadingDays | null> {
  const row = await db
    .selectFrom('customers')
    .innerJoin('brand_reading_windows as w', 'w.company_code', 'customers.company_code')
    .select(['w.from_day', 'w.to_day'])
    .where('customers.id', '=', supply.customer_id)
    .executeTakeFirst();
  return row ? { fromDay: row.from_day, toDay: row.to_day } : null;
}

/** The registers a person reads on a meter: its bands, or one totalizer (null). */
export function registersOf(meter: { bands: string[] | null }): (string | null)[] {
  return meter.bands && meter.bands.length > 0 ? meter.bands : [null];
}

/** The last reading of a meter; with `band`, of that register only (null: the totalizer). */
export async function lastReadingOfMeter(db: Db, meterId: number, band?: string | null) {
  let query = db
    .selectFrom('readings')
    .select(['reading_date', 'value', 'origin'])
    .where('meter_id', '=', meterId);
  if (band !== undefined)
    query = band === null ? query.where('band', 'is', null) : query.where('band', '=', band);
  return query.orderBy('reading_date', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
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

const STEP_OF = { monthly: 'month', daily: 'day', hourly: 'hour' } as const;

const num = (v: string | number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 1000) / 1000;

/**
 * Consumption of a supply at the asked detail, as the contract's columns (slot i: the i-th month,
 * day or clock hour from the range's start; null where there is no measure); hourly supplies
 * aggregate their hourly measures by day and month.
 */
export async function consumptionColumns(
  db: Db,
  supply: { id: number; commodity: string },
  hourly: boolean,
  detail: 'monthly' | 'daily' | 'hourly',
  startDate: string,
  endDate: string,
): Promise<z.output<typeof consumptionColumnsSchema>> {
  const step = STEP_OF[detail];
  const start = detail === 'monthly' ? firstOfMonth(startDate) : startDate;
  const length = slotCount(step, start, endDate);
  const total: Array<number | null> = new Array<number | null>(length).fill(null);
  const startMs = Date.parse(start);
  const dayIndex = (day: string) => Math.round((Date.parse(day) - startMs) / 86_400_000);
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
    const band = new Array<string>(length).fill('-');
    let lastDay = '';
    let base = 0;
    for (const r of rows) {
      if (r.day !== lastDay) {
        lastDay = r.day;
        base = dayIndex(r.day) * 24;
      }
      const i = base + r.hour;
      if (i < 0 || i >= length) continue;
      total[i] = num(r.value);
      band[i] = r.band.charAt(1);
    }
    return { step, start, total, f1: null, f2: null, f3: null, band: band.join(''), estimated: [] };
  }
  const bands = supply.commodity === 'luce';
  const f1 = bands ? new Array<number | null>(length).fill(null) : null;
  const f2 = bands ? new Array<number | null>(length).fill(null) : null;
  const f3 = bands ? new Array<number | null>(length).fill(null) : null;
  const estimated: number[] = [];
  const put = (
    i: number,
    r: { total: unknown; f1: unknown; f2: unknown; f3: unknown; estimated?: boolean },
  ) => {
    if (i < 0 || i >= length) return;
    total[i] = num(r.total as string);
    if (f1 && f2 && f3) {
      f1[i] = num(r.f1 as string);
      f2[i] = num(r.f2 as string);
      f3[i] = num(r.f3 as string);
    }
    if (r.estimated) estimated.push(i);
  };
  const monthIndex = (day: string) => slotCount('month', start, day) - 1;
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
    for (const r of rows.rows) {
      const d = typeof r.d === 'string' ? r.d : new Date(r.d).toISOString().slice(0, 10);
      put(detail === 'daily' ? dayIndex(d) : monthIndex(d), r);
    }
    return { step, start, total, f1, f2, f3, band: null, estimated };
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
  for (const r of rows) put(monthIndex(r.month), r);
  return { step, start, total, f1, f2, f3, band: null, estimated };
}
