import type { IsoDay } from './dates';
import type { PriceBand } from './price-bands';

/**
 * Hourly price (PUN) rules: the ARERA band of an hour, the day's averages and what a day's
 * energy costs at PUN. Money in integer cents; inputs as the API gives them (kWh with up to three
 * decimals, €/kWh with up to six).
 */

type Band = Exclude<PriceBand, 'F23'>;

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** National holidays of a year that ARERA counts as F3 all day (Easter Monday included). */
export function bandHolidays(year: number): IsoDay[] {
  const fixed = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
  const easter = easterSunday(year);
  const [y, m, d] = easter.split('-').map(Number) as [number, number, number];
  const monday = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return [...fixed.map((md) => `${year}-${md}`), monday];
}

/**
 * The ARERA band of an hour of a day (hour 0 = 00:00–01:00): F1 weekdays 8–19; F2 weekdays 7–8
 * and 19–23, Saturdays 7–23; F3 nights 23–7, Sundays and national holidays all day.
 */
export function priceBandOfHour(day: IsoDay, hour: number): Band {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  if (dow === 0 || bandHolidays(y).includes(day) || hour < 7 || hour >= 23) return 'F3';
  if (dow === 6 || hour === 7 || hour >= 19) return 'F2';
  return 'F1';
}

export interface HourPrice {
  hour: number;
  /** €/kWh */
  price: number;
}

/** Average of prices (€/kWh, six decimals), or null without prices. */
export function averagePrice(prices: readonly { price: number }[]): number | null {
  if (prices.length === 0) return null;
  const micro = prices.reduce((s, p) => s + Math.round(p.price * 1e6), 0);
  return Math.round(micro / prices.length) / 1e6;
}

/** The day's average price per band (bands without hours are left out). */
export function bandAverages(day: IsoDay, prices: readonly HourPrice[]): Partial<Record<Band, number>> {
  const out: Partial<Record<Band, number>> = {};
  for (const band of ['F1', 'F2', 'F3'] as const) {
    const avg = averagePrice(prices.filter((p) => priceBandOfHour(day, p.hour) === band));
    if (avg !== null) out[band] = avg;
  }
  return out;
}

export interface HourUse {
  hour: number;
  /** kWh */
  kWh: number;
}

export interface HourCost {
  hour: number;
  kWh: number;
  price: number;
  /** kWh × €/kWh of the hour, in cents (not rounded: the day is rounded once). */
  cents: number;
}

/**
 * What a day's energy costs at PUN: Σ (kWh of the hour × €/kWh of the hour), computed on integers
 * (Wh × µ€/kWh) and rounded once, half up, to whole cents. Hours without a price or without
 * consumption count as zero and are listed in `missing`.
 */
export function energyCostAtPun(
  uses: readonly HourUse[],
  prices: readonly HourPrice[],
): { cents: number; kWh: number; hours: HourCost[]; missing: number[] } {
  const priceOf = new Map(prices.map((p) => [p.hour, p.price] as const));
  const useOf = new Map(uses.map((u) => [u.hour, u.kWh] as const));
  let nanoEuro = 0; // Wh × µ€/kWh = 1e-9 €
  let wh = 0;
  const hours: HourCost[] = [];
  const missing: number[] = [];
  for (let hour = 0; hour < 24; hour++) {
    const price = priceOf.get(hour);
    const kWh = useOf.get(hour);
    if (price === undefined || kWh === undefined) {
      if (price !== undefined || kWh !== undefined) missing.push(hour);
      continue;
    }
    const part = Math.round(kWh * 1000) * Math.round(price * 1e6);
    nanoEuro += part;
    wh += Math.round(kWh * 1000);
    hours.push({ hour, kWh, price, cents: part / 1e7 });
  }
  return { cents: Math.floor(nanoEuro / 1e7 + 0.5), kWh: wh / 1000, hours, missing };
}
