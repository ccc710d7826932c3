import { priceBandOfHour } from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../../db/index';
import { badRequest } from '../../../errors';
import { supplyIsHourly } from '../../../services/erp/metering';
import { todayInItaly } from '../../../services/erp/rules';
import { csvRecords, type CsvRecord, type LineError } from '../../../services/integration/metering/csv-lines';
import { clockHourOfQuarter, hoursInDay } from '../../../services/integration/metering/italian-time';
import {
  emptySummary,
  refuse,
  type ImportSummary,
  type Progress,
} from '../../../services/integration/metering/summary';
import {
  pickColumn,
  PodSupplies,
  POD_COLUMNS,
  type PodSupply,
} from '../../../services/integration/metering/supplies';
import {
  parseDay,
  parseDecimal,
  parseMonth,
  parseWhole,
} from '../../../services/integration/metering/values';
import { requireScope, type Deps, type IntegrationActor } from '../../context';

/**
 * Consumption per POD/PDR from the retailer's metering, as CSV (README, "Consumi"): the header
 * says the detail — `ora` (1..25, the hour of the day as the distributors number it) for hourly,
 * `quarto` (1..100) for quarter-hourly, `mese` for monthly, otherwise `giorno` for daily.
 * Idempotent by (supply, time). Hourly and quarter-hourly measures land in consumption_intervals
 * and become the portal's hourly rows (band F1/F2/F3 by the domain's rule, Italian holidays
 * included) and monthly totals; daily ones become monthly totals; monthly ones are the monthly
 * rows. Read as a stream, in batches: a wrong line is answered and never stops the others.
 */

export type Granularity = 'hourly' | 'quarter-hourly' | 'daily' | 'monthly';

const DAY_COLUMNS = ['giorno', 'data', 'datamisura', 'day'];
const MONTH_COLUMNS = ['mese', 'competenza', 'periodo'];
const HOUR_COLUMNS = ['ora', 'orario'];
const QUARTER_COLUMNS = ['quarto', 'quartodora', 'quartoora', 'periodo15'];
const VALUE_COLUMNS = ['consumo', 'valore', 'energia', 'kwh', 'smc', 'mwh', 'totale', 'prelievo'];
const ESTIMATED_COLUMNS = ['stimato', 'stimata', 'stima'];
const BATCH = 2000;

export const CONSUMPTION_MESSAGES = {
  noDetail: "L'intestazione deve avere la colonna «ora», «quarto», «giorno» o «mese»",
  missingColumns: (names: string) => `Colonne obbligatorie mancanti nell'intestazione: ${names}`,
  required: (what: string) => `${what}: valore obbligatorio`,
  day: 'Giorno non valido (AAAA-MM-GG o GG/MM/AAAA)',
  month: 'Mese non valido (AAAA-MM o MM/AAAA)',
  future: 'Il periodo non può essere nel futuro',
  hour: (day: string, hours: number) => `Ora non valida: da 1 a ${hours} il ${day}`,
  quarter: (day: string, quarters: number) => `Quarto d'ora non valido: da 1 a ${quarters} il ${day}`,
  value: 'Consumo non valido: un numero non negativo (decimali con la virgola, es. 12,345)',
  bandValue: (band: string) => `Valore della fascia ${band.toUpperCase()} non valido`,
  bandsOnlyPower: "Le fasce F1, F2, F3 valgono solo per l'energia elettrica",
  bandsSum: (sum: string, total: string) => `La somma delle fasce (${sum}) è diversa dal totale (${total})`,
  estimated: 'Valore di «stimato» non valido: sì o no',
  dailyOnHourly:
    'La fornitura ha la misura oraria: inviare i consumi orari o al quarto d’ora, da cui il portale calcola i giorni',
} as const;

const MAX_VALUE = 9_999_999.999;

interface IntervalRow {
  line: number;
  supplyId: number;
  day: string;
  period: number;
  minutes: 15 | 60;
  value: number;
}
interface DailyRow {
  line: number;
  supplyId: number;
  day: string;
  value: number;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  estimated: boolean;
}
interface MonthlyRow extends Omit<DailyRow, 'day'> {
  month: string;
}

export interface ImportConsumptionInput {
  source: AsyncIterable<Uint8Array | string>;
  onProgress?: Progress;
}

export interface ImportConsumptionSummary extends ImportSummary {
  granularity: Granularity | null;
}

function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

function parseYesNo(raw: string): boolean | null {
  const t = raw.trim().toLowerCase();
  if (['', 'no', 'n', '0', 'false', 'f'].includes(t)) return t === '' ? false : false;
  if (['sì', 'si', 's', '1', 'true', 'vero', 'x'].includes(t)) return true;
  return null;
}

/** Last one wins inside a batch for the same key; the earlier ones count as updated. */
function lastByKey<R>(rows: R[], key: (r: R) => string): { unique: R[]; duplicates: number } {
  const map = new Map<string, R>();
  for (const r of rows) map.set(key(r), r);
  return { unique: [...map.values()], duplicates: rows.length - map.size };
}

/** Adds a batch's saved rows to the summary: the inserted ones created, the others and the batch's repeats updated. */
function countSaved(
  summary: ImportConsumptionSummary,
  rows: { inserted: boolean }[],
  duplicates: number,
): void {
  const created = rows.filter((r) => r.inserted).length;
  summary.created += created;
  summary.updated += rows.length - created + duplicates;
}

/** The (supply, month) pairs that (supply, day) rows fall in, each once: the monthly rows to rewrite. */
function monthsOf(rows: { supplyId: number; day: string }[]): { supplyId: number; month: string }[] {
  return lastByKey(rows, (r) => `${r.supplyId}|${r.day.slice(0, 7)}`).unique.map((r) => ({
    supplyId: r.supplyId,
    month: `${r.day.slice(0, 7)}-01`,
  }));
}

/** Rewrites the hourly rows of the touched (supply, day) pairs from their intervals, by clock hour. */
async function refreshHourly(db: Db, pairs: { supplyId: number; day: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  const supplyIds = pairs.map((p) => p.supplyId);
  const days = pairs.map((p) => p.day);
  const rows = await sql<{ supply_id: number; day: string; period: number; value: string }>`
    select i.supply_id, to_char(i.day, 'YYYY-MM-DD') as day, i.period, i.value
    from consumption_intervals i
    join unnest(${supplyIds}::int[], ${days}::date[]) as t(supply_id, day)
      on i.supply_id = t.supply_id and i.day = t.day`.execute(db);
  const hours = new Map<string, { supply_id: number; day: string; hour: number; value: number }>();
  for (const r of rows.rows) {
    const hour = clockHourOfQuarter(r.day, r.period);
    if (hour === null) continue;
    const key = `${r.supply_id}|${r.day}|${hour}`;
    const h = hours.get(key) ?? { supply_id: r.supply_id, day: r.day, hour, value: 0 };
    h.value += Number(r.value);
    hours.set(key, h);
  }
  const values = [...hours.values()].map((h) => ({
    supply_id: h.supply_id,
    day: h.day,
    hour: h.hour,
    value: Math.round(h.value * 1000) / 1000,
    band: priceBandOfHour(h.day, h.hour),
  }));
  for (let i = 0; i < values.length; i += 5000) {
    await db
      .insertInto('consumption_hourly')
      .values(values.slice(i, i + 5000))
      .onConflict((oc) =>
        oc.columns(['supply_id', 'day', 'hour']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          band: eb.ref('excluded.band'),
        })),
      )
      .execute();
  }
}

/** Rewrites the monthly rows of the touched (supply, month) pairs from the hourly or daily rows. */
async function refreshMonthly(
  db: Db,
  from: 'consumption_hourly' | 'consumption_daily',
  pairs: { supplyId: number; month: string }[],
): Promise<void> {
  if (pairs.length === 0) return;
  const supplyIds = pairs.map((p) => p.supplyId);
  const months = pairs.map((p) => p.month);
  if (from === 'consumption_hourly') {
    await sql`
      insert into consumption_monthly (supply_id, month, f1, f2, f3, total, estimated)
      select h.supply_id, t.month,
        coalesce(sum(h.value) filter (where h.band = 'F1'), 0),
        coalesce(sum(h.value) filter (where h.band = 'F2'), 0),
        coalesce(sum(h.value) filter (where h.band = 'F3'), 0),
        sum(h.value), false
      from consumption_hourly h
      join unnest(${supplyIds}::int[], ${months}::date[]) as t(supply_id, month)
        on h.supply_id = t.supply_id and h.day >= t.month and h.day < t.month + interval '1 month'
      group by h.supply_id, t.month
      on conflict (supply_id, month) do update set f1 = excluded.f1, f2 = excluded.f2,
        f3 = excluded.f3, total = excluded.total, estimated = excluded.estimated`.execute(db);
  } else {
    await sql`
      insert into consumption_monthly (supply_id, month, f1, f2, f3, total, estimated)
      select d.supply_id, t.month,
        case when count(d.f1) = count(*) then sum(d.f1) end,
        case when count(d.f2) = count(*) then sum(d.f2) end,
        case when count(d.f3) = count(*) then sum(d.f3) end,
        sum(d.value), bool_or(d.estimated)
      from consumption_daily d
      join unnest(${supplyIds}::int[], ${months}::date[]) as t(supply_id, month)
        on d.supply_id = t.supply_id and d.day >= t.month and d.day < t.month + interval '1 month'
      group by d.supply_id, t.month
      on conflict (supply_id, month) do update set f1 = excluded.f1, f2 = excluded.f2,
        f3 = excluded.f3, total = excluded.total, estimated = excluded.estimated`.execute(db);
  }
}

export async function importConsumption(
  deps: Pick<Deps, 'db' | 'log'>,
  actor: IntegrationActor,
  input: ImportConsumptionInput,
): Promise<ImportConsumptionSummary> {
  requireScope(actor, 'import');
  const { db } = deps;
  const summary: ImportConsumptionSummary = { ...emptySummary(), granularity: null };
  const supplies = new PodSupplies(db);
  const hourlySupplies = new Map<number, boolean>();
  const today = todayInItaly();
  const now = new Date();
  let granularity: Granularity | null = null;
  let col: Record<
    'pod' | 'day' | 'month' | 'hour' | 'quarter' | 'value' | 'estimated',
    string | undefined
  > | null = null;
  let bandColumns: string[] = [];
  let intervals: IntervalRow[] = [];
  let daily: DailyRow[] = [];
  let monthly: MonthlyRow[] = [];

  const isHourly = async (supply: PodSupply) => {
    let hourly = hourlySupplies.get(supply.id);
    if (hourly === undefined) {
      hourly = await supplyIsHourly(db, { id: supply.id, offer_code: supply.offerCode }, now);
      hourlySupplies.set(supply.id, hourly);
    }
    return hourly;
  };

  const parse = async (record: CsvRecord): Promise<LineError | null> => {
    const { line, cells } = record;
    const c = col!;
    const cell = (name: string | undefined) => (name ? (cells.get(name) ?? '').trim() : '');
    const pod = cell(c.pod);
    if (!pod) return { line, field: c.pod!, message: CONSUMPTION_MESSAGES.required('POD/PDR') };
    const valueText = cell(c.value);
    let value = valueText === '' ? null : parseDecimal(valueText);
    if (valueText !== '' && (value === null || value < 0 || value > MAX_VALUE))
      return { line, field: c.value!, message: CONSUMPTION_MESSAGES.value };

    if (granularity === 'monthly') {
      const month = parseMonth(cell(c.month));
      if (!month) return { line, field: c.month!, message: CONSUMPTION_MESSAGES.month };
      if (month > today) return { line, field: c.month!, message: CONSUMPTION_MESSAGES.future };
      const supply = await supplies.active(pod, month, lastDayOfMonth(month));
      if (typeof supply === 'string') return { line, field: c.pod!, message: supply };
      const bands: (number | null)[] = [];
      for (const b of ['f1', 'f2', 'f3']) {
        const text = bandColumns.includes(b) ? cell(b) : '';
        if (text === '') {
          bands.push(null);
          continue;
        }
        const v = parseDecimal(text);
        if (v === null || v < 0 || v > MAX_VALUE)
          return { line, field: b, message: CONSUMPTION_MESSAGES.bandValue(b) };
        bands.push(v);
      }
      const [f1, f2, f3] = bands as [number | null, number | null, number | null];
      const anyBand = bands.some((b) => b !== null);
      if (anyBand && supply.commodity !== 'luce')
        return { line, field: 'f1', message: CONSUMPTION_MESSAGES.bandsOnlyPower };
      if (anyBand) {
        const sum = Math.round(((f1 ?? 0) + (f2 ?? 0) + (f3 ?? 0)) * 1000) / 1000;
        if (value === null) value = sum;
        else if (Math.abs(sum - value) > 0.001)
          return {
            line,
            field: c.value!,
            message: CONSUMPTION_MESSAGES.bandsSum(String(sum).replace('.', ','), valueText),
          };
      }
      if (value === null)
        return { line, field: c.value ?? 'consumo', message: CONSUMPTION_MESSAGES.required('Consumo') };
      const estimated = parseYesNo(cell(c.estimated));
      if (estimated === null) return { line, field: c.estimated!, message: CONSUMPTION_MESSAGES.estimated };
      monthly.push({ line, supplyId: supply.id, month, value, f1, f2, f3, estimated });
      return null;
    }

    const day = parseDay(cell(c.day));
    if (!day) return { line, field: c.day!, message: CONSUMPTION_MESSAGES.day };
    if (day > today) return { line, field: c.day!, message: CONSUMPTION_MESSAGES.future };
    if (value === null) return { line, field: c.value!, message: CONSUMPTION_MESSAGES.required('Consumo') };
    const supply = await supplies.active(pod, day);
    if (typeof supply === 'string') return { line, field: c.pod!, message: supply };

    if (granularity === 'daily') {
      if (await isHourly(supply)) return { line, field: c.day!, message: CONSUMPTION_MESSAGES.dailyOnHourly };
      const estimated = parseYesNo(cell(c.estimated));
      if (estimated === null) return { line, field: c.estimated!, message: CONSUMPTION_MESSAGES.estimated };
      daily.push({ line, supplyId: supply.id, day, value, f1: null, f2: null, f3: null, estimated });
      return null;
    }
    const hours = hoursInDay(day);
    if (granularity === 'hourly') {
      const hour = parseWhole(cell(c.hour), 1, hours);
      if (hour === null) return { line, field: c.hour!, message: CONSUMPTION_MESSAGES.hour(day, hours) };
      intervals.push({ line, supplyId: supply.id, day, period: (hour - 1) * 4 + 1, minutes: 60, value });
      return null;
    }
    const quarter = parseWhole(cell(c.quarter), 1, hours * 4);
    if (quarter === null)
      return { line, field: c.quarter!, message: CONSUMPTION_MESSAGES.quarter(day, hours * 4) };
    intervals.push({ line, supplyId: supply.id, day, period: quarter, minutes: 15, value });
    return null;
  };

  const flush = async () => {
    if (intervals.length > 0) {
      const { unique, duplicates } = lastByKey(intervals, (r) => `${r.supplyId}|${r.day}|${r.period}`);
      intervals = [];
      const minutes = unique[0]!.minutes;
      await db.transaction().execute(async (tx) => {
        const pairs = lastByKey(unique, (r) => `${r.supplyId}|${r.day}`).unique.map((r) => ({
          supplyId: r.supplyId,
          day: r.day,
        }));
        // One detail per supply and day: a file of the other detail replaces the day's measures.
        await sql`delete from consumption_intervals i
          using unnest(${pairs.map((p) => p.supplyId)}::int[], ${pairs.map((p) => p.day)}::date[]) as t(supply_id, day)
          where i.supply_id = t.supply_id and i.day = t.day and i.minutes <> ${minutes}`.execute(tx);
        const saved = await tx
          .insertInto('consumption_intervals')
          .values(
            unique.map((r) => ({
              supply_id: r.supplyId,
              day: r.day,
              period: r.period,
              minutes: r.minutes,
              value: r.value,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['supply_id', 'day', 'period']).doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              minutes: eb.ref('excluded.minutes'),
            })),
          )
          .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
          .execute();
        countSaved(summary, saved, duplicates);
        await refreshHourly(tx, pairs);
        await refreshMonthly(tx, 'consumption_hourly', monthsOf(pairs));
      });
    }
    if (daily.length > 0) {
      const { unique, duplicates } = lastByKey(daily, (r) => `${r.supplyId}|${r.day}`);
      daily = [];
      await db.transaction().execute(async (tx) => {
        const saved = await tx
          .insertInto('consumption_daily')
          .values(
            unique.map((r) => ({
              supply_id: r.supplyId,
              day: r.day,
              value: r.value,
              f1: r.f1,
              f2: r.f2,
              f3: r.f3,
              estimated: r.estimated,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['supply_id', 'day']).doUpdateSet((eb) => ({
              value: eb.ref('excluded.value'),
              estimated: eb.ref('excluded.estimated'),
            })),
          )
          .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
          .execute();
        countSaved(summary, saved, duplicates);
        await refreshMonthly(tx, 'consumption_daily', monthsOf(unique));
      });
    }
    if (monthly.length > 0) {
      const { unique, duplicates } = lastByKey(monthly, (r) => `${r.supplyId}|${r.month}`);
      monthly = [];
      const saved = await db
        .insertInto('consumption_monthly')
        .values(
          unique.map((r) => ({
            supply_id: r.supplyId,
            month: r.month,
            f1: r.f1,
            f2: r.f2,
            f3: r.f3,
            total: r.value,
            estimated: r.estimated,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['supply_id', 'month']).doUpdateSet((eb) => ({
            f1: eb.ref('excluded.f1'),
            f2: eb.ref('excluded.f2'),
            f3: eb.ref('excluded.f3'),
            total: eb.ref('excluded.total'),
            estimated: eb.ref('excluded.estimated'),
          })),
        )
        .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
        .execute();
      countSaved(summary, saved, duplicates);
    }
  };

  for await (const item of csvRecords(input.source)) {
    if (item.kind === 'error') {
      if (!col) throw badRequest(item.error.message, { intestazione: item.error.message });
      summary.lines += 1;
      refuse(summary, item.error);
      continue;
    }
    if (item.kind === 'header') {
      const columns = item.columns;
      col = {
        pod: pickColumn(columns, POD_COLUMNS),
        day: pickColumn(columns, DAY_COLUMNS),
        month: pickColumn(columns, MONTH_COLUMNS),
        hour: pickColumn(columns, HOUR_COLUMNS),
        quarter: pickColumn(columns, QUARTER_COLUMNS),
        value: pickColumn(columns, VALUE_COLUMNS),
        estimated: pickColumn(columns, ESTIMATED_COLUMNS),
      };
      bandColumns = columns.filter((name) => /^f[123]$/.test(name));
      granularity = col.quarter
        ? 'quarter-hourly'
        : col.hour
          ? 'hourly'
          : col.month && !col.day
            ? 'monthly'
            : col.day
              ? 'daily'
              : null;
      summary.granularity = granularity;
      const missing = [
        col.pod ? null : 'pod (o pdr)',
        granularity !== 'monthly' && granularity !== null && !col.day ? 'giorno' : null,
        granularity !== 'monthly' && !col.value ? 'consumo' : null,
        granularity === 'monthly' && !col.value && bandColumns.length === 0 ? 'consumo (o F1, F2, F3)' : null,
      ].filter(Boolean);
      if (!granularity || missing.length > 0) {
        const message = granularity
          ? CONSUMPTION_MESSAGES.missingColumns(missing.join(', '))
          : CONSUMPTION_MESSAGES.noDetail;
        throw badRequest(message, { intestazione: message });
      }
      continue;
    }
    summary.lines += 1;
    const error = await parse(item.record);
    if (error) refuse(summary, error);
    if (intervals.length + daily.length + monthly.length >= BATCH) {
      await flush();
      input.onProgress?.(summary.lines);
    }
  }
  await flush();
  input.onProgress?.(summary.lines);
  deps.log.info(
    { token: actor.tokenName, kind: 'consumption', ...summary, errors: undefined },
    'integration import: consumption',
  );
  return summary;
}
