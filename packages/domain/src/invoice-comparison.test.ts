import { describe, expect, it } from 'vitest';
import {
  amountDifference,
  averageUnitPrice,
  compareInvoices,
  compareSections,
  comparisonCandidates,
  quantityDifference,
  quantityToMilli,
  signOf,
  unitPriceDifference,
} from './invoice-comparison';

describe('averageUnitPrice', () => {
  it.each([
    ['231.00', '1000', '0.2310', 'amount over consumption, 4 decimals'],
    ['100.00', '3', '33.3333', 'rounded'],
    ['2.00', '3', '0.6667', 'rounded half up'],
    ['0.10', '0.3', '0.3333', 'no float drift'],
    ['50.00', '0', null, 'no consumption'],
    ['50.00', null, null, 'consumption unknown'],
    ['x', '10', null, 'amount unreadable'],
    ['-20.00', '100', '-0.2000', 'a credit note'],
  ])('averageUnitPrice(%j, %j) = %j (%s)', (amount, consumption, expected, _why) => {
    expect(averageUnitPrice(amount, consumption)).toBe(expected);
  });
});

describe('differences', () => {
  it.each([
    ['120.30', '100.20', { first: '120.30', second: '100.20', diff: '20.10', percent: 20.1 }],
    ['0.30', '0.10', { first: '0.30', second: '0.10', diff: '0.20', percent: 200 }],
    ['80.00', '100.00', { first: '80.00', second: '100.00', diff: '-20.00', percent: -20 }],
    ['10.00', '0.00', { first: '10.00', second: '0.00', diff: '10.00', percent: null }],
    ['10.00', null, { first: '10.00', second: null, diff: null, percent: null }],
  ] as const)('amountDifference(%j, %j)', (a, b, expected) => {
    expect(amountDifference(a, b)).toEqual(expected);
  });

  it.each([
    ['150.5', '100.25', { first: '150.500', second: '100.250', diff: '50.250', percent: 50.1 }],
    ['0.3', '0.1', { first: '0.300', second: '0.100', diff: '0.200', percent: 200 }],
    ['90', '100', { first: '90.000', second: '100.000', diff: '-10.000', percent: -10 }],
    [null, '100', { first: null, second: '100.000', diff: null, percent: null }],
  ] as const)('quantityDifference(%j, %j)', (a, b, expected) => {
    expect(quantityDifference(a, b)).toEqual(expected);
  });

  it.each([
    ['0.2310', '0.2100', { first: '0.2310', second: '0.2100', diff: '0.0210', percent: 10 }],
    ['0.2000', '0.2500', { first: '0.2000', second: '0.2500', diff: '-0.0500', percent: -20 }],
    [null, '0.2500', { first: null, second: '0.2500', diff: null, percent: null }],
  ] as const)('unitPriceDifference(%j, %j)', (a, b, expected) => {
    expect(unitPriceDifference(a, b)).toEqual(expected);
  });

  it.each([
    ['1.5', 1500],
    ['0.001', 1],
    [null, Number.NaN],
    ['', Number.NaN],
  ] as const)('quantityToMilli(%j) = %j', (q, milli) => expect(quantityToMilli(q)).toBe(milli));

  it.each([
    ['1.00', 1],
    ['-0.01', -1],
    ['0.000', 0],
    [null, null],
  ] as const)('signOf(%j) = %j', (d, s) => expect(signOf(d)).toBe(s));
});

describe('compareInvoices', () => {
  it('amount, consumption and average unit price', () => {
    expect(
      compareInvoices(
        { totalAmount: '231.00', consumption: '1000', consumptionUnit: 'kWh' },
        { totalAmount: '168.00', consumption: '800', consumptionUnit: 'kWh' },
      ),
    ).toEqual({
      amount: { first: '231.00', second: '168.00', diff: '63.00', percent: 37.5 },
      consumption: { first: '1000.000', second: '800.000', diff: '200.000', percent: 25 },
      unitPrice: { first: '0.2310', second: '0.2100', diff: '0.0210', percent: 10 },
      unit: 'kWh',
    });
  });

  it('different units: only the amounts compare', () => {
    const c = compareInvoices(
      { totalAmount: '100.00', consumption: '10', consumptionUnit: 'kWh' },
      { totalAmount: '90.00', consumption: '10', consumptionUnit: 'Smc' },
    );
    expect(c.amount.diff).toBe('10.00');
    expect(c.consumption.diff).toBeNull();
    expect(c.unitPrice.diff).toBeNull();
    expect(c.unit).toBeNull();
  });

  it('no consumption on a bill: no unit price', () => {
    const c = compareInvoices(
      { totalAmount: '100.00', consumption: null, consumptionUnit: 'kWh' },
      { totalAmount: '90.00', consumption: '10', consumptionUnit: 'kWh' },
    );
    expect(c.unitPrice).toEqual({ first: null, second: '9.0000', diff: null, percent: null });
  });
});

describe('compareSections', () => {
  const line = (
    description: string,
    amount: string,
    quantity: string | null = null,
    unit: string | null = null,
  ) => ({
    description,
    quantity,
    unit,
    amount,
  });
  it('matches sections by code and lines by description, first bill order first', () => {
    const rows = compareSections(
      [
        {
          code: 'energia',
          title: 'Spesa per la materia energia',
          amount: '100.00',
          lines: [line('Energia F1', '60.00', '300', 'kWh'), line('Energia F2', '40.00', '200', 'kWh')],
        },
        { code: 'imposte', title: 'Imposte', amount: '10.00', lines: [line('IVA 10%', '10.00')] },
      ],
      [
        {
          code: 'energia',
          title: 'Spesa per la materia energia',
          amount: '90.00',
          lines: [
            line('Energia F2', '30.00', '150', 'kWh'),
            line('Energia F1', '50.00', '250', 'kWh'),
            line('Bonus', '10.00'),
          ],
        },
        { code: 'altro', title: 'Altre partite', amount: '-5.00', lines: [] },
      ],
    );
    expect(rows.map((r) => [r.code, r.amount.diff])).toEqual([
      ['energia', '10.00'],
      ['imposte', null],
      ['altro', null],
    ]);
    expect(rows[0]!.lines.map((l) => [l.description, l.amount.diff, l.quantity.diff, l.unit])).toEqual([
      ['Energia F1', '10.00', '50.000', 'kWh'],
      ['Energia F2', '10.00', '50.000', 'kWh'],
      ['Bonus', null, null, null],
    ]);
    expect(rows[1]!.lines[0]!.amount).toEqual({ first: '10.00', second: null, diff: null, percent: null });
    expect(rows[2]!.title).toBe('Altre partite');
  });

  it('the same description on two PODs stays two lines', () => {
    const rows = compareSections(
      [
        {
          code: 'energia',
          title: 'E',
          amount: '3.00',
          lines: [
            { ...line('F1', '1.00'), podPdr: 'A' },
            { ...line('F1', '2.00'), podPdr: 'B' },
          ],
        },
      ],
      [
        {
          code: 'energia',
          title: 'E',
          amount: '3.00',
          lines: [
            { ...line('F1', '2.00'), podPdr: 'B' },
            { ...line('F1', '1.00'), podPdr: 'A' },
          ],
        },
      ],
    );
    expect(rows[0]!.lines.map((l) => [l.podPdr, l.amount.diff])).toEqual([
      ['A', '0.00'],
      ['B', '0.00'],
    ]);
  });
});

describe('comparisonCandidates', () => {
  const inv = (id: number, supplyId: number | null, contractId: number, issueDate: string) => ({
    id,
    supplyId,
    issueDate,
    contract: { id: contractId },
  });
  const all = [
    inv(1, 10, 100, '2026-10-01'),
    inv(2, 10, 100, '2026-08-01'),
    inv(3, 11, 100, '2026-09-01'),
    inv(4, 10, 100, '2026-09-01'),
    inv(5, null, 100, '2026-09-01'),
    inv(6, null, 100, '2026-07-01'),
    inv(7, null, 200, '2026-07-01'),
  ];
  it.each([
    [1, [4, 2], 'same supply, itself excluded, newest first'],
    [3, [], 'no other bill of that supply'],
    [5, [6], 'multi-POD: same contract, no single supply'],
  ])('bill %i → %j (%s)', (id, expected) => {
    expect(
      comparisonCandidates(
        all.find((i) => i.id === id)!,
        all,
      ).map((i) => i.id),
    ).toEqual(expected);
  });
});
