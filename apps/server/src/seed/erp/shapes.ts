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
 * SQL for the hourly load (kWh) of a household: base load, morning and evening peaks, weekend
 * daytime, winter and summer (air conditioning) seasonality, and a deterministic hash noise.
 * Expects `d` (timestamp of the day) and `h` (hour) in scope.
 */
export const HOURLY_LOAD_SQL = `
  greatest(0.05,
    (0.11
      + case when h between 7 and 8 then 0.28 when h between 18 and 22 then 0.42 when h between 12 and 14 then 0.18 else 0 end
      + case when extract(isodow from d) >= 6 and h between 9 and 17 then 0.16 else 0 end
      + case when h between 13 and 19 then 0.35 * exp(-power((extract(doy from d) - 200) / 28.0, 2)) else 0 end
    ) * (1 + 0.22 * cos(2 * pi() * (extract(doy from d) - 15) / 365.0))
    * (0.8 + 0.4 * (
      (sin((extract(epoch from d) / 3600 + h) * 12.9898) * 43758.5453)
      - floor(sin((extract(epoch from d) / 3600 + h) * 12.9898) * 43758.5453)))
  )`;

/** SQL for the PUN price (euro/kWh) of an hour, same conventions. */
export const PUN_PRICE_SQL = `
  greatest(0.02,
    0.105
    + 0.025 * cos(2 * pi() * (extract(doy from d) - 15) / 365.0)
    + case when h between 18 and 21 then 0.045 when h between 7 and 9 then 0.02 when h between 11 and 15 then -0.022 when h < 6 then -0.015 else 0 end
    + case when extract(isodow from d) = 7 then -0.018 else 0 end
    + 0.03 * ((sin((extract(epoch from d) / 3600 + h) * 78.233) * 43758.5453)
      - floor(sin((extract(epoch from d) / 3600 + h) * 78.233) * 43758.5453) - 0.5)
  )`;
