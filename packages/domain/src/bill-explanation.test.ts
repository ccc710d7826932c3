import { describe, expect, it } from 'vitest';
import {
  describePart,
  describeReadings,
  explainDifference,
  type ExplainedBill,
  type ExplainedLine,
} from './bill-explanation';

const line = (over: Partial<ExplainedLine>): ExplainedLine => ({
  section: 'energia',
  description: 'Energia',
  quantity: null,
  unit: null,
  unitPrice: null,
  amount: '0',
  ...over,
});
const bill = (lines: ExplainedLine[], reading: ExplainedBill['reading'] = 'effettiva'): ExplainedBill => ({
  total: (lines.reduce((t, l) => t + Math.round(Number(l.amount) * 100), 0) / 100).toFixed(2),
  lines,
  reading,
});
const part = (d: ReturnType<typeof explainDifference>, code: string) =>
  d.parts.find((p) => p.code === code)!.amount;

describe('explaining the difference between two bills', () => {
  it('splits an energy line into consumption (at the old price) and unit price', () => {
    const before = bill([line({ quantity: 100, unit: 'kWh', unitPrice: 0.2, amount: '20.00' })]);
    const now = bill([line({ quantity: 150, unit: 'kWh', unitPrice: 0.25, amount: '37.50' })]);
    const d = explainDifference(now, before);
    expect(d.difference).toBe(1750);
    expect(part(d, 'consumo')).toBe(1000); // 50 kWh × 0,20
    expect(part(d, 'prezzo')).toBe(750); // 150 kWh × 0,05
    expect(d.consumption).toEqual({ current: 150, other: 100, unit: 'kWh' });
  });

  it('fixed charges, taxes and other items each in their part; lines on one bill only count whole', () => {
    const before = bill([
      line({ description: 'Quota fissa', quantity: 2, unit: 'mesi', unitPrice: 9, amount: '18.00' }),
      line({ section: 'imposte', description: 'IVA 10%', amount: '5.00' }),
      line({
        section: 'altro',
        description: 'Canone TV',
        quantity: 2,
        unit: 'mesi',
        unitPrice: 9,
        amount: '18.00',
      }),
    ]);
    const now = bill([
      line({ description: 'Quota fissa', quantity: 1, unit: 'mesi', unitPrice: 9, amount: '9.00' }),
      line({ section: 'imposte', description: 'IVA 10%', amount: '6.10' }),
      line({
        section: 'trasporto',
        description: 'Quota energia',
        quantity: 10,
        unit: 'kWh',
        unitPrice: 0.01,
        amount: '0.10',
      }),
    ]);
    const d = explainDifference(now, before);
    expect(part(d, 'quote-fisse')).toBe(-900);
    expect(part(d, 'imposte')).toBe(110);
    expect(part(d, 'altro')).toBe(-1800);
    expect(part(d, 'consumo')).toBe(10);
    expect(d.parts.reduce((t, p) => t + p.amount, 0)).toBe(d.difference);
  });

  it('whatever the lines leave of the totals goes to "altro"', () => {
    const now = { ...bill([line({ amount: '10.00' })]), total: '10.05' };
    const d = explainDifference(now, bill([line({ amount: '8.00' })]));
    expect(d.difference).toBe(205);
    expect(part(d, 'altro')).toBe(5);
  });

  it('property: for random bills the parts always add up to the difference, to the cent', () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sections = ['energia', 'trasporto', 'oneri', 'imposte', 'altro'] as const;
    const units = ['kWh', 'Smc', 'mesi', null];
    const randomBill = (): ExplainedBill => {
      const lines = Array.from({ length: 1 + Math.floor(rand() * 8) }, () => {
        const unit = units[Math.floor(rand() * units.length)]!;
        const quantity = unit ? Math.round(rand() * 100000) / 1000 : null;
        const unitPrice = unit ? Math.round(rand() * 1e6) / 1e6 : null;
        return line({
          section: sections[Math.floor(rand() * sections.length)]!,
          description: `Voce ${Math.floor(rand() * 4)}`,
          quantity,
          unit,
          unitPrice,
          amount: (
            (quantity !== null && unitPrice !== null ? quantity * unitPrice : rand() * 50) -
            (rand() < 0.1 ? 30 : 0)
          ).toFixed(2),
        });
      });
      const b = bill(lines, rand() < 0.5 ? 'stimata' : 'effettiva');
      return rand() < 0.2 ? { ...b, total: (Number(b.total) + 0.01).toFixed(2) } : b;
    };
    for (let i = 0; i < 500; i++) {
      const a = randomBill();
      const b = randomBill();
      const d = explainDifference(a, b);
      expect(d.parts.reduce((t, p) => t + p.amount, 0)).toBe(d.difference);
      expect(explainDifference(a, a).parts.every((p) => p.amount === 0)).toBe(true);
    }
  });

  it('says it in plain Italian', () => {
    expect(describePart('consumo', 1230)).toBe('Hai consumato di più: 12,30 € in più.');
    expect(describePart('prezzo', -50)).toBe('Il prezzo per unità è sceso: 0,50 € in meno.');
    expect(describePart('imposte', 0)).toBe('Imposte e IVA: nessuna differenza.');
    expect(describeReadings({ current: 'effettiva', other: 'stimata' })).toMatch(/conguaglio delle stime/);
    expect(describeReadings({ current: 'stimata', other: 'effettiva' })).toMatch(
      /comunicando la tua lettura/,
    );
    expect(describeReadings({ current: 'effettiva', other: 'effettiva' })).toBe(
      'Questa bolletta si basa su una lettura reale, l’altra su una lettura reale.',
    );
  });
});
