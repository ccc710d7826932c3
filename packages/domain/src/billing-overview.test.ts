import { describe, expect, it } from 'vitest';
import {
  amountDue,
  daysBetween,
  daysLabel,
  daysLeft,
  daysOverdue,
  greeting,
  greetingName,
  insolvencySummary,
  invoicesPaymentBody,
  payableInvoices,
  type GreetedCustomerLike,
  type OwedInvoiceLike,
} from './billing-overview';

const customer = (
  name: string,
  customerType: GreetedCustomerLike['customerType'] = 'private',
  relation: GreetedCustomerLike['relation'] = 'owner',
): GreetedCustomerLike => ({ customerType, relation, account: { name } });

describe('greetingName', () => {
  it.each([
    { c: customer('Mario Rossi'), name: 'Mario', text: 'Ciao, Mario', why: 'private owner: first name' },
    { c: customer('  Anna   Maria Neri '), name: 'Anna', text: 'Ciao, Anna', why: 'spaces trimmed' },
    { c: customer('Luca'), name: 'Luca', text: 'Ciao, Luca', why: 'one word' },
    { c: customer('Officine Bianchi S.r.l.', 'company'), name: null, text: 'Ciao', why: 'company' },
    { c: customer('Condominio Via Toledo 156', 'condominium'), name: null, text: 'Ciao', why: 'condominium' },
    { c: customer('Comune di Roma', 'body'), name: null, text: 'Ciao', why: 'body' },
    {
      c: customer('Giulia Bianchi', 'private', 'delegate'),
      name: null,
      text: 'Ciao',
      why: 'a delegate is not her',
    },
    { c: customer('Anna Neri', 'private', 'agency'), name: null, text: 'Ciao', why: 'an agency is not her' },
    { c: customer('   '), name: null, text: 'Ciao', why: 'empty name' },
    { c: customer('123 456'), name: null, text: 'Ciao', why: 'no letters' },
    { c: null, name: null, text: 'Ciao', why: 'no customer yet' },
  ])('$why', ({ c, name, text }) => {
    expect(greetingName(c)).toBe(name);
    expect(greeting(c)).toBe(text);
  });
});

describe('days', () => {
  it.each([
    ['2026-11-20', '2026-11-23', 3],
    ['2026-11-23', '2026-11-20', -3],
    ['2026-03-28', '2026-03-30', 2], // across the DST change
    ['2024-02-28', '2024-03-01', 2], // leap year
    ['20261120', '2026-11-23', 3],
    ['2026-11-23T23:30:00Z', '2026-11-24', 0], // 00:30 in Rome on the 24th
    ['nope', '2026-11-23', null],
    [null, '2026-11-23', null],
  ] as const)('daysBetween(%j, %j) = %j', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2026-11-18', '2026-11-23', 5, 'five days late'],
    ['2026-11-22', '2026-11-23', 1, 'the day after'],
    ['2026-11-23', '2026-11-23', 0, 'on the due day'],
    ['2026-12-01', '2026-11-23', 0, 'not due yet'],
    ['', '2026-11-23', 0, 'unreadable'],
  ])('daysOverdue(%j, %j) = %i (%s)', (due, today, days) => {
    expect(daysOverdue(due, today)).toBe(days);
  });

  it.each([
    ['2026-11-30', '2026-11-23', 8],
    ['2026-11-23', '2026-11-23', 1],
    ['2026-11-22', '2026-11-23', 0],
    [null, '2026-11-23', null],
  ] as const)('daysLeft(%j, %j) = %j', (end, today, days) => {
    expect(daysLeft(end, today)).toBe(days);
  });

  it.each([
    [1, '1 giorno'],
    [0, '0 giorni'],
    [12, '12 giorni'],
  ])('daysLabel(%i) = %j', (n, text) => expect(daysLabel(n)).toBe(text));
});

describe('insolvencySummary', () => {
  const today = '2026-11-23';
  it.each([
    { items: [], expected: null, why: 'nothing' },
    {
      items: [
        { amount: '120.10', dueDate: '2026-11-18' },
        { amount: '80.25', dueDate: '2026-09-30' },
      ],
      expected: { count: 2, totalAmount: '200.35', oldestDueDate: '2026-09-30', maxDaysOverdue: 54 },
      why: 'two overdue bills: exact sum, the oldest one sets the days',
    },
    {
      items: [
        { amount: '0.10', dueDate: '2026-11-01' },
        { amount: '0.20', dueDate: '2026-11-02' },
      ],
      expected: { count: 2, totalAmount: '0.30', oldestDueDate: '2026-11-01', maxDaysOverdue: 22 },
      why: 'cents, not floats (0.1 + 0.2)',
    },
    {
      items: [
        { amount: '50.00', dueDate: '2026-11-23' },
        { amount: '10.00', dueDate: '2026-12-01' },
      ],
      expected: null,
      why: 'due today or later is not overdue',
    },
    {
      items: [
        { amount: 'x', dueDate: '2026-11-01' },
        { amount: '0', dueDate: '2026-11-01' },
        { amount: 7, dueDate: '2026-11-20' },
      ],
      expected: { count: 1, totalAmount: '7.00', oldestDueDate: '2026-11-20', maxDaysOverdue: 3 },
      why: 'unreadable and zero amounts are skipped',
    },
  ])('$why', ({ items, expected }) => {
    expect(insolvencySummary(items, today)).toEqual(expected);
  });
});

describe('amountDue', () => {
  const today = '2026-11-23';
  const inv = (over: Partial<OwedInvoiceLike>): OwedInvoiceLike => ({
    id: 1,
    paymentLevel: 'DaPagare',
    amountToPay: '10.00',
    dueDate: '2026-12-01',
    installments: [],
    ...over,
  });
  const none = { amount: '0.00', count: 0, nextDueDate: null, overdueAmount: '0.00', overdueCount: 0 };
  it.each([
    { invoices: [], expected: none, why: 'no bills' },
    {
      invoices: [inv({ paymentLevel: 'Pagata', amountToPay: '0.00' })],
      expected: none,
      why: 'paid bills owe nothing',
    },
    {
      invoices: [
        inv({ id: 1, amountToPay: '60.10', dueDate: '2026-12-03' }),
        inv({ id: 2, amountToPay: '0.20', dueDate: '2026-11-23' }),
        inv({ id: 3, paymentLevel: 'Scaduta', amountToPay: '40.20', dueDate: '2026-11-18' }),
      ],
      expected: {
        amount: '100.50',
        count: 3,
        nextDueDate: '2026-11-23',
        overdueAmount: '40.20',
        overdueCount: 1,
      },
      why: 'the sum of all; the next due date is the nearest not passed (today counts); the overdue part apart',
    },
    {
      invoices: [
        inv({
          id: 3,
          paymentLevel: 'Rateizzata',
          amountToPay: '200.00',
          dueDate: '2026-10-01',
          installments: [
            { id: 1, amount: '50.00', toBePaid: false, dueDate: '2026-10-15' },
            { id: 2, amount: '75.00', toBePaid: true, dueDate: '2026-11-13' },
            { id: 3, amount: '75.00', toBePaid: true, dueDate: '2026-12-13' },
          ],
        }),
      ],
      expected: {
        amount: '150.00',
        count: 1,
        nextDueDate: '2026-12-13',
        overdueAmount: '75.00',
        overdueCount: 1,
      },
      why: 'instalments: those still to pay, each at its own due date',
    },
    {
      invoices: [
        inv({
          paymentLevel: 'Rateizzata',
          installments: [{ id: 1, amount: '50.00', toBePaid: false, dueDate: '2026-10-15' }],
        }),
      ],
      expected: none,
      why: 'every instalment paid',
    },
    {
      invoices: [inv({ paymentLevel: 'Scaduta', amountToPay: '9.99', dueDate: '2026-11-01' })],
      expected: { amount: '9.99', count: 1, nextDueDate: null, overdueAmount: '9.99', overdueCount: 1 },
      why: 'only overdue: no next due date',
    },
  ])('$why', ({ invoices, expected }) => {
    expect(amountDue(invoices, today)).toEqual(expected);
  });
});

describe('several bills in one payment', () => {
  const bill = (id: number, paymentLevel: string, amountToPay: string, installments: unknown[] = []) => ({
    id,
    paymentLevel,
    amountToPay,
    installments,
  });

  it('keeps only the bills payable online', () => {
    const list = [
      bill(1, 'DaPagare', '10.00'),
      bill(2, 'Pagata', '0.00'),
      bill(3, 'Scaduta', '5.00'),
      bill(4, 'Rateizzata', '9.00', [{}]),
      bill(5, 'DaPagare', '0.00'),
    ];
    expect(payableInvoices(list).map((i) => i.id)).toEqual([1, 3]);
  });

  it.each([
    { chosen: [], expected: null, why: 'nothing chosen' },
    { chosen: [bill(2, 'Pagata', '0.00')], expected: null, why: 'nothing payable chosen' },
    {
      chosen: [bill(1, 'DaPagare', '0.10'), bill(2, 'Scaduta', '0.20'), bill(3, 'DaPagare', '100.7')],
      expected: {
        gatewayId: 1,
        payKind: 'Invoices',
        totalAmount: '101.00',
        items: {
          item: [
            { invoiceId: 1, amount: '0.10' },
            { invoiceId: 2, amount: '0.20' },
            { invoiceId: 3, amount: '100.70' },
          ],
        },
      },
      why: 'three bills: one item each, the total in cents',
    },
    {
      chosen: [
        bill(1, 'DaPagare', '12.00'),
        bill(1, 'DaPagare', '12.00'),
        bill(4, 'Rateizzata', '9.00', [{}]),
      ],
      expected: {
        gatewayId: 1,
        payKind: 'Invoices',
        totalAmount: '12.00',
        items: { item: [{ invoiceId: 1, amount: '12.00' }] },
      },
      why: 'a bill chosen twice counts once; instalment plans are left out',
    },
  ])('$why', ({ chosen, expected }) => {
    expect(invoicesPaymentBody(chosen)).toEqual(expected);
  });
});
