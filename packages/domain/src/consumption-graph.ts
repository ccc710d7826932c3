import { addDays, type IsoDay } from './dates';
import { addMonths, monthRange } from './months';
import { priceBandsFor, type Commodity, type LegendMode, type PriceBand } from './price-bands';

/**
 * Consumption graph rules (spec sections 2 and 9): which details a supply offers, the period
 * each detail shows and how to move between periods, the chart's padded rows per price band
 * and the footer legend's texts.
 */

export type ConsumptionDetail = 'monthly' | 'daily' | 'hourly';
export type SupplyCommodity = 'luce' | 'gas' | 'teleriscaldamento';

/** How far back the graphs go (the consumption history kept: two years). */
export const CONSUMPTION_YEARS_BACK = 2;

/**
 * Monthly detail for every supply; daily and hourly only for hourly supplies (their measures
 * are hourly, the others' are monthly).
 */
export function consumptionDetails(hourly: boolean): ConsumptionDetail[] {
  return hourly ? ['monthly', 'daily', 'hourly'] : ['monthly'];
}

/** The price-band commodity of a supply's commodity. */
export function bandCommodity(commodity: SupplyCommodity): Commodity {
  return commodity === 'luce' ? 'electricity' : commodity === 'gas' ? 'gas' : 'heat';
}

/**
 * A two-period (bioraria) price: F2 and F3 are one price, either because F3 has none or because
 * both carry the same one. Then the graph shows F1 and F23.
 */
export function isTwoPeriodPrice(prices: {
  f1?: string | number | null;
  f2?: string | number | null;
  f3?: string | number | null;
}): boolean {
  const f2 = prices.f2 == null || prices.f2 === '' ? null : Number(prices.f2);
  const f3 = prices.f3 == null || prices.f3 === '' ? null : Number(prices.f3);
  if (f2 === null || Number.isNaN(f2)) return false;
  return f3 === null || Number.isNaN(f3) || f2 === f3;
}

/** Legend mode 1 (with the text note on the bands) for electricity, 2 for the others. */
export function legendModeFor(commodity: SupplyCommodity): LegendMode {
  return commodity === 'luce' ? 1 : 2;
}

/** The legend's period format: a whole year "YYYY" (monthly), a month or a day. */
export function periodFormat(detail: ConsumptionDetail): 'YYYY' | 'MM-YYYY' | 'DD-MM-YYYY' {
  return detail === 'monthly' ? 'YYYY' : detail === 'daily' ? 'MM-YYYY' : 'DD-MM-YYYY';
}

export interface ConsumptionPeriod {
  detail: ConsumptionDetail;
  /** 'YYYY' (monthly), 'YYYY-MM' (daily) or 'YYYY-MM-DD' (hourly). */
  key: string;
  startDate: IsoDay;
  endDate: IsoDay;
  /** The item periods the chart shows, in order: 'YYYY-MM', 'YYYY-MM-DD' or 'YYYY-MM-DDTHH'. */
  labels: string[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar span and the chart labels of a period key. */
export function consumptionPeriod(detail: ConsumptionDetail, key: string): ConsumptionPeriod {
  if (detail === 'monthly') {
    const y = Number(key.slice(0, 4));
    return {
      detail,
      key,
      startDate: `${pad(y, 4)}-01-01`,
      endDate: `${pad(y, 4)}-12-31`,
      labels: Array.from({ length: 12 }, (_, i) => `${pad(y, 4)}-${pad(i + 1)}`),
    };
  }
  if (detail === 'daily') {
    const { startDate, endDate } = monthRange(`${key}-01`);
    const last = Number(endDate.slice(8, 10));
    return {
      detail,
      key,
      startDate,
      endDate,
      labels: Array.from({ length: last }, (_, i) => `${key}-${pad(i + 1)}`),
    };
  }
  return {
    detail,
    key,
    startDate: key,
    endDate: key,
    labels: Array.from({ length: 24 }, (_, h) => `${key}T${pad(h)}`),
  };
}

/** The period key of a day for a detail. */
export function periodKeyOf(detail: ConsumptionDetail, day: IsoDay): string {
  return detail === 'monthly' ? day.slice(0, 4) : detail === 'daily' ? day.slice(0, 7) : day;
}

/**
 * The newest period with data: measures arrive the day after, so daily and hourly details end
 * yesterday; the monthly detail shows the current year.
 */
export function latestPeriodKey(detail: ConsumptionDetail, today: IsoDay): string {
  return periodKeyOf(detail, detail === 'monthly' ? today : addDays(today, -1));
}

/** The oldest period shown: CONSUMPTION_YEARS_BACK years before today. */
export function earliestPeriodKey(detail: ConsumptionDetail, today: IsoDay): string {
  const y = Number(today.slice(0, 4)) - CONSUMPTION_YEARS_BACK;
  return periodKeyOf(detail, `${pad(y, 4)}${today.slice(4)}`);
}

/** Moves a period key by `step` years, months or days. */
export function shiftPeriodKey(detail: ConsumptionDetail, key: string, step: number): string {
  if (detail === 'monthly') return pad(Number(key) + step, 4);
  if (detail === 'daily') return addMonths(`${key}-01`, step).slice(0, 7);
  return addDays(key, step);
}

/** Whether the period after or before `key` can be shown (keys compare as text). */
export function canShiftPeriod(detail: ConsumptionDetail, key: string, step: -1 | 1, today: IsoDay): boolean {
  const next = shiftPeriodKey(detail, key, step);
  return step > 0 ? next <= latestPeriodKey(detail, today) : next >= earliestPeriodKey(detail, today);
}

/** Reads a period key from an address (invalid or out of range: null). */
export function parsePeriodKey(
  detail: ConsumptionDetail,
  value: string | null,
  today: IsoDay,
): string | null {
  if (!value) return null;
  const re = detail === 'monthly' ? /^\d{4}$/ : detail === 'daily' ? /^\d{4}-(0[1-9]|1[0-2])$/ : null;
  if (re ? !re.test(value) : !/^\d{4}-\d{2}-\d{2}$/.test(value) || addDays(value, 0) !== value) return null;
  if (value > latestPeriodKey(detail, today) || value < earliestPeriodKey(detail, today)) return null;
  return value;
}

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The title of a period: "Anno 2025", "Marzo 2025", "12-03-2025". */
export function periodTitle(detail: ConsumptionDetail, key: string): string {
  if (detail === 'monthly') return `Anno ${key}`;
  if (detail === 'daily') return `${capital(MONTHS[Number(key.slice(5, 7)) - 1]!)} ${key.slice(0, 4)}`;
  return `${key.slice(8, 10)}-${key.slice(5, 7)}-${key.slice(0, 4)}`;
}

/** A chart axis label: "gen", "1"…"31", "0"…"23". */
export function axisLabel(detail: ConsumptionDetail, label: string): string {
  if (detail === 'monthly') return MONTHS[Number(label.slice(5, 7)) - 1]!.slice(0, 3);
  if (detail === 'daily') return String(Number(label.slice(8, 10)));
  return String(Number(label.slice(11, 13)));
}

/** A data-table row label: "Gennaio 2025", "03-01-2025", "00:00-01:00". */
export function rowLabel(detail: ConsumptionDetail, label: string): string {
  if (detail === 'monthly') return `${capital(MONTHS[Number(label.slice(5, 7)) - 1]!)} ${label.slice(0, 4)}`;
  if (detail === 'daily') return `${label.slice(8, 10)}-${label.slice(5, 7)}-${label.slice(0, 4)}`;
  const h = Number(label.slice(11, 13));
  return `${pad(h)}:00-${pad((h + 1) % 24)}:00`;
}

/**
 * The consumption of a range as columns, as GET /Erp/v1/consumptions answers it (the contract's
 * `consumptionColumnsSchema`): slot i is the i-th month, day or clock hour (24 a day) from
 * `start`; null where there is no measure.
 */
export interface ConsumptionColumnsLike {
  start: string;
  total: ReadonlyArray<number | null>;
  /** Electricity by month or day; null otherwise. */
  f1: ReadonlyArray<number | null> | null;
  f2: ReadonlyArray<number | null> | null;
  f3: ReadonlyArray<number | null> | null;
  /** By the hour: one character a slot, 1, 2 or 3 (F1, F2, F3), - without a measure. */
  band: string | null;
  /** The indexes of the estimated slots. */
  estimated: readonly number[];
}

export interface ChartRow {
  /** The item period ('YYYY-MM', …). */
  label: string;
  /** One value per series, in the order of `series`. */
  values: number[];
  total: number;
  estimated: boolean;
}

/**
 * The chart's data as columns (a year of hours is 8,760 rows: no object per row). Row r is
 * `labels[r]`, its value in series s `values[s][r]`.
 */
export interface ChartData {
  /** Price bands (F1, F2, F3 or F1, F23) for electricity; one series "Consumo" otherwise. */
  series: Array<PriceBand | 'Consumo'>;
  /** The item periods ('YYYY-MM', 'YYYY-MM-DD', 'YYYY-MM-DDTHH'), one per row. */
  labels: readonly string[];
  /** One column per series. */
  values: number[][];
  /** Each row's total (the sum of its series). */
  totals: number[];
  estimated: boolean[];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** One row of the chart's data as an object (tables, tests: a few dozen rows). */
export function chartRow(data: ChartData, r: number): ChartRow {
  return {
    label: data.labels[r]!,
    values: data.values.map((column) => column[r]!),
    total: data.totals[r]!,
    estimated: data.estimated[r]!,
  };
}

/** Every row of the chart's data as objects. */
export function chartRows(data: ChartData): ChartRow[] {
  return data.labels.map((_, r) => chartRow(data, r));
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const dayIndex = (day: string) => Math.round(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** How many slots of the columns come before the period's first row (negative: after it). */
function slotOffset(detail: ConsumptionDetail, columnsStart: string, periodStart: string): number {
  if (detail === 'monthly') return monthIndex(periodStart) - monthIndex(columnsStart);
  const days = dayIndex(periodStart) - dayIndex(columnsStart);
  return detail === 'hourly' ? days * 24 : days;
}

/**
 * The chart's rows: one per label of the period (slots without a measure are zero periods), with
 * the bands of electricity (F2 and F3 merged as F23 for a two-period price). Reads the answer's
 * columns straight into the chart's (one pass, no object per row).
 */
export function consumptionChartData(
  columns: ConsumptionColumnsLike,
  period: ConsumptionPeriod,
  commodity: SupplyCommodity,
  twoPeriod: boolean,
): ChartData {
  const electricity = bandCommodity(commodity) === 'electricity';
  const series: Array<PriceBand | 'Consumo'> = electricity ? priceBandsFor(twoPeriod) : ['Consumo'];
  const n = period.labels.length;
  const offset = slotOffset(period.detail, columns.start, period.startDate);
  const values = series.map(() => new Array<number>(n).fill(0));
  const totals = new Array<number>(n).fill(0);
  const estimated = new Array<boolean>(n).fill(false);
  const { total, f1, f2, f3, band } = columns;
  for (let r = 0; r < n; r++) {
    const c = r + offset;
    const t = c >= 0 && c < total.length ? total[c] : null;
    if (t === null || t === undefined) continue;
    if (!electricity) {
      values[0]![r] = totals[r] = round3(t);
      continue;
    }
    let a: number;
    let b: number;
    let d: number;
    if (f1 || f2 || f3) {
      a = f1?.[c] ?? 0;
      b = f2?.[c] ?? 0;
      d = f3?.[c] ?? 0;
    } else {
      const own = band?.charAt(c);
      a = own === '1' ? t : 0;
      b = own === '2' ? t : 0;
      d = own === '3' ? t : 0;
    }
    if (twoPeriod) {
      values[0]![r] = round3(a);
      values[1]![r] = round3(b + d);
      totals[r] = round3(values[0]![r]! + values[1]![r]!);
    } else {
      values[0]![r] = round3(a);
      values[1]![r] = round3(b);
      values[2]![r] = round3(d);
      totals[r] = round3(values[0]![r]! + values[1]![r]! + values[2]![r]!);
    }
  }
  for (const c of columns.estimated) {
    const r = c - offset;
    if (r >= 0 && r < n) estimated[r] = true;
  }
  return { series, labels: period.labels, values, totals, estimated };
}

/** Italian texts of the graph footer legend (ours: the spec names only their topics). */
export const GRAPH_LEGEND_TEXTS = {
  consumption: (unit: string) =>
    `I consumi sono espressi in ${unit} e derivano dalle misure del distributore; i valori stimati sono indicati come tali.`,
  year: (year: string) => `I consumi mostrati si riferiscono all'anno ${year}.`,
  text: 'Le fasce orarie sono definite dall’ARERA; i giorni festivi nazionali sono interamente in fascia F3.',
} as const;
