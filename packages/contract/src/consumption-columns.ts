/**
 * The columns of GET /Erp/v1/consumptions (`consumptionColumnsSchema`) read without zod: the day
 * and the label of a slot, and the slots with a measure back as rows (for tests and for screens
 * of a few dozen slots; the chart reads the columns as they are).
 */

export type ConsumptionStep = 'month' | 'day' | 'hour';
export type HourBand = 'F1' | 'F2' | 'F3';

/** The wire shape of the columns (the contract's schema says it; this is its plain type). */
export interface ConsumptionColumns {
  step: ConsumptionStep;
  start: string;
  total: ReadonlyArray<number | null>;
  f1: ReadonlyArray<number | null> | null;
  f2: ReadonlyArray<number | null> | null;
  f3: ReadonlyArray<number | null> | null;
  band: string | null;
  estimated: readonly number[];
}

export interface ConsumptionRow {
  /** 'YYYY-MM' (by the month), 'YYYY-MM-DD' (by the day) or 'YYYY-MM-DDTHH' (by the hour). */
  period: string;
  /** The slot's day ('YYYY-MM-DD'; by the month, the first of the month). */
  date: string;
  hour: number | null;
  total: number;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  band: HourBand | null;
  estimated: boolean;
}

const DAY_MS = 86_400_000;
const BANDS: Record<string, HourBand> = { '1': 'F1', '2': 'F2', '3': 'F3' };

/** A day plus whole days (UTC arithmetic on plain dates). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of slot `index` (by the hour, the day of its hour). */
export function slotDay(step: ConsumptionStep, start: string, index: number): string {
  if (step === 'day') return addDays(start, index);
  if (step === 'hour') return addDays(start, Math.floor(index / 24));
  const months = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 + index;
  return `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/** The label of slot `index`: 'YYYY-MM', 'YYYY-MM-DD' or 'YYYY-MM-DDTHH'. */
export function slotPeriod(step: ConsumptionStep, start: string, index: number): string {
  const day = slotDay(step, start, index);
  if (step === 'month') return day.slice(0, 7);
  if (step === 'day') return day;
  return `${day}T${String(index % 24).padStart(2, '0')}`;
}

/** The number of slots from `start` to `end` (both days, inclusive) at a step. */
export function slotCount(step: ConsumptionStep, start: string, end: string): number {
  if (step === 'month') {
    const month = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
    return Math.max(0, month(end) - month(start) + 1);
  }
  const days = Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1);
  return step === 'hour' ? days * 24 : days;
}

/** The slots with a measure, as rows in order. */
export function consumptionRows(columns: ConsumptionColumns): ConsumptionRow[] {
  const estimated = new Set(columns.estimated);
  const rows: ConsumptionRow[] = [];
  columns.total.forEach((total, i) => {
    if (total === null) return;
    const band = columns.band ? (BANDS[columns.band[i] ?? ''] ?? null) : null;
    const part = (list: ReadonlyArray<number | null> | null, own: HourBand) =>
      list ? (list[i] ?? null) : band ? (band === own ? total : 0) : null;
    rows.push({
      period: slotPeriod(columns.step, columns.start, i),
      date: slotDay(columns.step, columns.start, i),
      hour: columns.step === 'hour' ? i % 24 : null,
      total,
      f1: part(columns.f1, 'F1'),
      f2: part(columns.f2, 'F2'),
      f3: part(columns.f3, 'F3'),
      band,
      estimated: estimated.has(i),
    });
  });
  return rows;
}
