import { describe, expect, it } from 'vitest';
import { forecastNextBill, periodMonths, type ForecastMonth, type ForecastOffer } from './bill-forecast';

const offer: ForecastOffer = {
  name: 'Gas Fisso',
  priceType: 'Fisso',
  f1: '0.50',
  f2: null,
  f3: null,
  monthlyFee: '9.00',
  priceUnit: '€/Smc',
};

// Two years of monthly gas: 100 Smc a month, 200 in November and December of 2025.
const months: ForecastMonth[] = Array.from({ length: 24 }, (_, i) => {
  const d = new Date(Date.UTC(2024, 10 + i, 1)).toISOString().slice(0, 10);
  return { month: d, total: d === '2025-11-01' || d === '2025-12-01' ? 200 : 100 };
});

// Sep–Oct 2026: 200 Smc, energy 100 € + fee 18 € = 118 €, billed 177 € (others weigh 1.5).
const last = {
  periodStart: '2026-09-01',
  periodEnd: '2026-10-31',
  issueDate: '2026-11-08',
  dueDate: '2026-11-28',
  totalAmount: '177.00',
  consumption: 200,
};

describe('forecastNextBill', () => {
  it('follows the last bill’s period and dates, last year’s months, the offer’s prices and the last bill’s other charges', () => {
    const f = forecastNextBill({ last, months, offer, unit: 'Smc' })!;
    expect(f).toMatchObject({
      periodStart: '2026-11-01',
      periodEnd: '2026-12-31',
      issueDate: '2027-01-08',
      dueDate: '2027-01-28',
      consumption: 400,
      basis: 'lastYear',
    });
    // (400 × 0.50 + 18) × 1.5 = 327.00; ±15 % on the energy for a fixed price.
    expect(f.amount).toBe('327.00');
    expect(f.low).toBe('282.00');
    expect(f.high).toBe('372.00');
    expect(f.assumptions.join(' ')).toMatch(/stessi mesi dell’anno scorso: circa 400 Smc/);
    expect(f.assumptions.join(' ')).toMatch(/come nell’ultima bolletta/);
  });

  it('takes the average month when last year’s months are missing, with a wider range', () => {
    const recent = months.filter((m) => m.month >= '2025-12-01');
    const f = forecastNextBill({ last, months: recent, offer, unit: 'Smc' })!;
    expect(f.basis).toBe('average');
    // Dec 2025 – Oct 2026 (the twelve months before hold eleven): 1,200 / 11 a month, two months.
    expect(f.consumption).toBeCloseTo((2 * 1200) / 11, 3);
    // ±25 % of the energy (109.09 €) with the others' weight (1.5): about 40.91 € either way.
    expect(Number(f.high) - Number(f.amount)).toBeCloseTo(40.91, 1);
    expect(Number(f.amount) - Number(f.low)).toBeCloseTo(40.91, 1);
    expect(f.assumptions[0]).toMatch(/media mensile/);
  });

  it('prices band by band when both the consumption and the offer have bands, and widens the range for a price that changes', () => {
    const banded: ForecastMonth[] = months.map((m) => ({ ...m, total: 100, f1: 50, f2: 30, f3: 20 }));
    const luce: ForecastOffer = {
      ...offer,
      name: 'Luce Variabile',
      priceType: 'Variabile',
      f1: '0.30',
      f2: '0.20',
      f3: '0.10',
      monthlyFee: '0',
    };
    const monthly = { ...last, periodStart: '2026-10-01', totalAmount: '0', consumption: null };
    const f = forecastNextBill({ last: monthly, months: banded, offer: luce, unit: 'kWh' })!;
    // 50×0.30 + 30×0.20 + 20×0.10 = 23 € a month, two months, default 1.45 for the rest.
    expect(f.periodEnd).toBe('2026-11-30');
    expect(periodMonths(monthly.periodStart, monthly.periodEnd)).toBe(1);
    expect(f.amount).toBe('33.35');
    expect(f.low).toBe('25.01');
    expect(f.high).toBe('41.69');
    expect(f.assumptions.join(' ')).toMatch(/possono cambiare/);
    expect(f.assumptions.join(' ')).toMatch(/stimati in media/);
  });

  it('gives nothing without a last bill, a price or any consumption', () => {
    expect(forecastNextBill({ last: null, months, offer, unit: 'Smc' })).toBeNull();
    expect(forecastNextBill({ last, months, offer: null, unit: 'Smc' })).toBeNull();
    expect(forecastNextBill({ last, months, offer: { ...offer, f1: null }, unit: 'Smc' })).toBeNull();
    expect(forecastNextBill({ last, months: [], offer, unit: 'Smc' })).toBeNull();
  });
});
