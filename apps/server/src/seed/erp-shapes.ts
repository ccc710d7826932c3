/** Deterministic demo shapes: a seeded PRNG and the seasonal profiles of the demo consumption. */

/** mulberry32: a small seeded PRNG (never Math.random in the seed). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Share of the yearly consumption in each month (index 0 = January). */
export const MONTH_SHARE = {
  luce: [0.095, 0.085, 0.082, 0.075, 0.072, 0.08, 0.095, 0.088, 0.075, 0.078, 0.085, 0.09],
  gas: [0.18, 0.15, 0.11, 0.06, 0.03, 0.02, 0.02, 0.02, 0.03, 0.07, 0.13, 0.18],
  teleriscaldamento: [0.19, 0.16, 0.12, 0.06, 0.02, 0.01, 0.01, 0.01, 0.02, 0.07, 0.14, 0.19],
} as const;

/** Band split of electricity without hourly measures (F1, F2, F3). */
export const BAND_SPLIT = { private: [0.33, 0.31, 0.36], business: [0.55, 0.25, 0.2] } as const;

/**
 * SQL (a full SELECT) for two years of hourly household load (kWh): base load, morning and
 * evening peaks, weekend daytime, winter and summer (air conditioning) seasonality and a
 * deterministic integer-hash noise. Day factors are computed once per day and hour shapes once
 * per hour, so the per-row work stays small (PGlite runs it in WebAssembly).
 * Parameters: $supply, $from, $to, $holidays (date[]).
 */
export function hourlyLoadSelect(supplyId: number): string {
  return `
  with days as (
    select d::date as day, extract(isodow from d)::int as dow, row_number() over (order by d) as n,
      1 + 0.22 * cos(2 * pi() * (extract(doy from d) - 15) / 365.0) as season,
      0.35 * exp(-power((extract(doy from d) - 200) / 28.0, 2)) as summer
    from generate_series($1::date, $2::date, interval '1 day') as d
  ), hours as (
    select h, case when h between 7 and 8 then 0.28 when h between 18 and 22 then 0.42 when h between 12 and 14 then 0.18 else 0 end as shape
    from generate_series(0, 23) as h
  )
  select ${supplyId}, day, h,
    round((greatest(0.05, (0.11 + shape
      + case when dow >= 6 and h between 9 and 17 then 0.16 else 0 end
      + case when h between 13 and 19 then summer else 0 end) * season
      * (0.8 + 0.4 * (((n * 24 + h) * 1103515245 + 12345) % 2147483648) / 2147483648.0)))::numeric, 3),
    case
      when dow = 7 or day = any($3::date[]) or h < 7 or h >= 23 then 'F3'
      when dow = 6 or h = 7 or h >= 19 then 'F2'
      else 'F1'
    end
  from days cross join hours`;
}

/** SQL (a full SELECT) for the hourly PUN price (euro/kWh), same conventions. Parameters: $from, $to. */
export const PUN_PRICE_SELECT = `
  with days as (
    select d::date as day, extract(isodow from d)::int as dow, row_number() over (order by d) as n,
      0.105 + 0.025 * cos(2 * pi() * (extract(doy from d) - 15) / 365.0) as base
    from generate_series($1::date, $2::date, interval '1 day') as d
  ), hours as (
    select h, case when h between 18 and 21 then 0.045 when h between 7 and 9 then 0.02 when h between 11 and 15 then -0.022 when h < 6 then -0.015 else 0 end as shape
    from generate_series(0, 23) as h
  )
  select day, h, round((greatest(0.02, base + shape + case when dow = 7 then -0.018 else 0 end
    + 0.03 * ((((n * 24 + h) * 69069 + 1) % 4294967296) / 4294967296.0 - 0.5)))::numeric, 6)
  from days cross join hours`;
