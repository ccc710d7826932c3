import { parseDay } from './dates';
import { toNumber } from './lists';

const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });
const NUMBER = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** it-IT euro, 2 decimals ("1.234,50 €"); '' for a missing or unreadable amount. */
export function formatEuro(amount: number | string | null | undefined): string {
  const n = toNumber(amount);
  return Number.isFinite(n) ? EURO.format(n) : '';
}

/** it-IT number up to 2 decimals ("1.234,5"); '' for a missing or unreadable value. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return Number.isFinite(n) ? NUMBER.format(n) : '';
}

/**
 * Day-month-year "dd-mm-yyyy" from 'yyyymmdd', 'YYYY-MM-DD', an ISO date-time (its day in
 * Europe/Rome when it has an offset) or a Date; '' when unreadable.
 */
export function formatDate(value: string | Date | null | undefined, separator = '-'): string {
  const day = parseDay(value ?? null);
  if (!day) return '';
  const [y, m, d] = day.split('-');
  return [d, m, y].join(separator);
}
