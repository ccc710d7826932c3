import { describe, expect, it } from 'vitest';
import { invoiceAmountToPay, invoicePaymentLevel, isOverdue, overdueEntries } from './invoice-balance';

describe('isOverdue', () => {
  it.each([
    ['2026-11-22', '2026-11-23', true, 'the day after the due date'],
    ['2026-11-23', '2026-11-23', false, 'the due day itself'],
    ['2026-11-24', '2026-11-23', false, 'not due yet'],
    ['2026-02-28', '2026-03-01', true, 'across a month end'],
    [null, '2026-11-23', false, 'no due date'],
    ['nope', '2026-11-23', false, 'unreadable'],
  ] as const)('isOverdue(%j, %j) = %j (%s)', (due, today, late, _why) => {
    expect(isOverdue(due, today)).toBe(late);
  });
});

describe('invoicePaymentLevel', () => {
  it.each([
    { paidOn: '2026-10-01', dueDate: '2026-09-01', n: 0, level: 'Pagata', why: 'paid, even if late' },
    { paidOn: '2026-10-01', dueDate: '2026-12-01', n: 3, level: 'Pagata', why: 'paid, instalments too' },
    { paidOn: null, dueDate: '2026-09-01', n: 3, level: 'Rateizzata', why: 'in instalments, even if late' },
    { paidOn: null, dueDate: '2026-11-22', n: 0, level: 'Scaduta', why: 'past its due date' },
    { paidOn: null, dueDate: '2026-11-23', n: 0, level: 'DaPagare', why: 'due today' },
    { paidOn: null, dueDate: '2026-12-05', n: 0, level: 'DaPagare', why: 'not due yet' },
  ] as const)('$why: $level', ({ paidOn, dueDate, n, level }) => {
    expect(invoicePaymentLevel({ paidOn, dueDate }, n, '2026-11-23')).toBe(level);
  });
});

describe('invoiceAmountToPay', () => {
  it.each([
    { paidOn: '2026-10-01', total: '120.40', inst: [], owed: '0.00', why: 'paid: nothing' },
    { paidOn: null, total: '120.4', inst: [], owed: '120.40', why: 'unpaid: the total, exact text' },
    {
      paidOn: null,
      total: '300.00',
      inst: [
        { amount: '100.10', paidOn: '2026-10-01' },
        { amount: '100.10', paidOn: null },
        { amount: '99.80', paidOn: null },
      ],
      owed: '199.90',
      why: 'in instalments: the unpaid ones',
    },
    {
      paidOn: null,
      total: '0.30',
      inst: [
        { amount: '0.10', paidOn: null },
        { amount: '0.20', paidOn: null },
      ],
      owed: '0.30',
      why: 'summed in cents, not floats',
    },
    {
      paidOn: null,
      total: '50.00',
      inst: [{ amount: '50.00', paidOn: '2026-10-01' }],
      owed: '0.00',
      why: 'every instalment paid',
    },
  ])('$why: $owed', ({ paidOn, total, inst, owed }) => {
    expect(invoiceAmountToPay({ paidOn, totalAmount: total }, inst)).toBe(owed);
  });
});

describe('overdueEntries', () => {
  it('keeps what is late, oldest first then by bill, with its days and the exact total', () => {
    const out = overdueEntries(
      [
        { invoiceId: 9, dueDate: '2026-11-01', amount: '10.10', tag: 'a' },
        { invoiceId: 3, dueDate: '2026-11-01', amount: '0.20', tag: 'b' },
        { invoiceId: 5, dueDate: '2026-10-20', amount: '5.00', tag: 'c' },
        { invoiceId: 7, dueDate: '2026-11-23', amount: '99.00', tag: 'due today: not late' },
        { invoiceId: 8, dueDate: '2026-12-01', amount: '99.00', tag: 'future' },
      ],
      '2026-11-23',
    );
    expect(out.entries.map((e) => [e.tag, e.daysOverdue])).toEqual([
      ['c', 34],
      ['b', 22],
      ['a', 22],
    ]);
    expect(out.totalAmount).toBe('15.30');
  });

  it('is empty with a zero total when nothing is late', () => {
    expect(overdueEntries([], '2026-11-23')).toEqual({ entries: [], totalAmount: '0.00' });
  });
});
