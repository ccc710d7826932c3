import { describe, expect, it } from 'vitest';
import { averagePrice, bandAverages, bandHolidays, energyCostAtPun, priceBandOfHour } from './pun';

describe('PUN bands', () => {
  it.each([
    ['2025-03-12', 10, 'F1'], // Wednesday
    ['2025-03-12', 7, 'F2'],
    ['2025-03-12', 8, 'F1'],
    ['2025-03-12', 18, 'F1'],
    ['2025-03-12', 19, 'F2'],
    ['2025-03-12', 22, 'F2'],
    ['2025-03-12', 23, 'F3'],
    ['2025-03-12', 6, 'F3'],
    ['2025-03-15', 10, 'F2'], // Saturday
    ['2025-03-15', 23, 'F3'],
    ['2025-03-16', 12, 'F3'], // Sunday
    ['2025-12-25', 12, 'F3'], // Christmas, a Thursday
    ['2025-04-21', 12, 'F3'], // Easter Monday 2025
    ['2024-04-01', 12, 'F3'], // Easter Monday 2024
    ['2024-04-02', 12, 'F1'],
  ] as const)('%s hour %i is %s', (day, hour, band) => {
    expect(priceBandOfHour(day, hour)).toBe(band);
  });

  it('lists the national holidays with Easter Monday', () => {
    expect(bandHolidays(2026)).toContain('2026-04-06');
    expect(bandHolidays(2026)).toHaveLength(11);
  });

  it('averages per day and per band', () => {
    expect(averagePrice([])).toBeNull();
    expect(averagePrice([{ price: 0.1 }, { price: 0.2 }, { price: 0.3 }])).toBe(0.2);
    expect(averagePrice([{ price: 0.123457 }, { price: 0.123458 }])).toBe(0.123458);
    const prices = Array.from({ length: 24 }, (_, hour) => ({ hour, price: hour < 7 ? 0.05 : 0.15 }));
    // Wednesday: F3 = 0–6 and 23, F2 = 7 and 19–22, F1 = 8–18.
    expect(bandAverages('2025-03-12', prices)).toEqual({ F1: 0.15, F2: 0.15, F3: 0.0625 });
    expect(bandAverages('2025-03-16', prices)).toEqual({ F3: averagePrice(prices) });
  });
});

describe('energy cost at PUN', () => {
  const flat = (price: number) => Array.from({ length: 24 }, (_, hour) => ({ hour, price }));
  const use = (kWh: number) => Array.from({ length: 24 }, (_, hour) => ({ hour, kWh }));

  it.each([
    ['one kWh an hour at 0.10 €', use(1), flat(0.1), 240, 24],
    ['nothing used', use(0), flat(0.1), 0, 0],
    ['0.333 kWh at 0.123456', use(0.333), flat(0.123456), 99, 7.992], // 0.9866...€
    ['rounding half up once', use(0.005), flat(0.125), 2, 0.12], // 24 × 0.000625 € = 1.5 cents
  ])('%s', (_label, uses, prices, cents, kWh) => {
    const r = energyCostAtPun(uses, prices);
    expect(r.cents).toBe(cents);
    expect(r.kWh).toBeCloseTo(kWh, 6);
    expect(r.missing).toEqual([]);
  });

  it('sums hour by hour with each hour its own price', () => {
    const prices = [
      { hour: 0, price: 0.08 },
      { hour: 19, price: 0.2 },
    ];
    const uses = [
      { hour: 0, kWh: 0.5 },
      { hour: 19, kWh: 1.25 },
    ];
    const r = energyCostAtPun(uses, prices);
    expect(r.cents).toBe(29); // 0.04 + 0.25 €
    expect(r.hours.map((h) => h.cents)).toEqual([4, 25]);
  });

  it('counts hours with a price but no measure (or the reverse) as missing', () => {
    const r = energyCostAtPun(
      [{ hour: 3, kWh: 1 }],
      [
        { hour: 3, price: 0.1 },
        { hour: 4, price: 0.1 },
      ],
    );
    expect(r.cents).toBe(10);
    expect(r.missing).toEqual([4]);
  });

  it('does not drift with many small floating values', () => {
    const uses = Array.from({ length: 24 }, (_, hour) => ({ hour, kWh: 0.1 }));
    const prices = Array.from({ length: 24 }, (_, hour) => ({ hour, price: 0.1 }));
    expect(energyCostAtPun(uses, prices).cents).toBe(24); // 24 × 0.01 € exactly
  });
});
