import { parseDay } from './dates';
import { toNumber } from './lists';

/**
 * The it-IT formats are written out here rather than asked of `Intl.NumberFormat`: the first
 * it-IT formatter a page makes loads the locale's data, 40–250 ms of the dashboard's main thread at
 * Lighthouse's 4× CPU slowdown (issue 23). They give what Intl gives (format.test.ts compares
 * them): the shortest decimal of the number rounded half away from zero to 2 decimals, "." between
 * thousands from 5 integer digits on (Italian groups "1234" but "12.345"), "," before the decimals,
 * "-" before any negative (-0 too), a no-break space before "€". Numbers written with an exponent
 * (from 1e21, or below 1e-6) go to Intl, made at its first use.
 */
let intlEuro: Intl.NumberFormat | undefined;
let intlNumber: Intl.NumberFormat | undefined;

/** The integer and 2-digit decimal parts of |n| rounded half away from zero; null past plain notation. */
function roundedParts(n: number): [string, string] | null {
  const plain = String(Math.abs(n));
  if (plain.includes('e')) return null;
  const [int = '0', frac = ''] = plain.split('.');
  if (frac.length <= 2 || frac[2]! < '5') return [int, frac.slice(0, 2).padEnd(2, '0')];
  const up = String(BigInt(int + frac.slice(0, 2)) + 1n).padStart(3, '0');
  return [up.slice(0, -2), up.slice(-2)];
}

function group(int: string): string {
  return int.length < 5 ? int : int.replace(/\B(?=(\d{3})+$)/g, '.');
}

function sign(n: number): string {
  return n < 0 || Object.is(n, -0) ? '-' : '';
}

/** it-IT euro, 2 decimals ("1.234,50 €"); '' for a missing or unreadable amount. */
export function formatEuro(amount: number | string | null | undefined): string {
  const n = toNumber(amount);
  if (!Number.isFinite(n)) return '';
  const parts = roundedParts(n);
  if (!parts) {
    intlEuro ??= new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 2,
    });
    return intlEuro.format(n);
  }
  return `${sign(n)}${group(parts[0])},${parts[1]}\u00a0€`;
}

/** it-IT number up to 2 decimals ("1.234,5"); '' for a missing or unreadable value. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '';
  const parts = roundedParts(n);
  if (!parts) {
    intlNumber ??= new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
    return intlNumber.format(n);
  }
  const decimals = parts[1].replace(/0+$/, '');
  return `${sign(n)}${group(parts[0])}${decimals ? `,${decimals}` : ''}`;
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
