import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { badRequest } from '../../errors';
import {
  bandValues,
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
