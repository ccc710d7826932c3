import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  canPayInvoiceOnline,
  centsToAmount,
  installmentsPaymentBody,
  installmentStatusLabel,
  installmentsStillToPay,
  invoiceCsvArchiviationKey,
  invoicePaymentBody,
  isInstallmentRequestInProgress,
  paymentLevelLabel,
  paymentLevelTone,
  paymentOutcome,
  sumAmounts,
  userOutcomeFor,
} from './invoice-payments';

describe('payment status in words', () => {
  it.each([
    ['Pagata', 'Pagata', 'ok'],
    ['DaPagare', 'Da pagare', 'due'],
    ['Scaduta', 'Scaduta', 'late'],
    ['Rateizzata', 'Rateizzata', 'plan'],
    ['Sospesa', 'Sospesa', 'due'],
    ['toString', 'toString', 'due'],
    ['', '', 'due'],
    [null, '', 'due'],
    [undefined, '', 'due'],
  ])('%j -> %j (%s)', (level, label, tone) => {
    expect(paymentLevelLabel(level)).toBe(label);
    expect(paymentLevelTone(level)).toBe(tone);
  });

  it.each([
    [0, 'Scaduta, da pagare'],
    [1, 'In scadenza'],
    [2, 'Pagata'],
  ] as const)('instalment status %i -> %j', (status, label) => {
    expect(installmentStatusLabel(status)).toBe(label);
  });
});

describe('money in cents', () => {
  it.each([
    ['12.34', 1234],
    ['0.10', 10],
    [0.1 + 0.2, 30],
    ['1234.5', 123450],
    ['-3.05', -305],
    [7, 700],
    ['', Number.NaN],
    ['abc', Number.NaN],
    [null, Number.NaN],
  ])('amountToCents(%j) = %j', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });

  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [0, '0.00'],
    [-305, '-3.05'],
    [123450, '1234.50'],
  ])('centsToAmount(%i) = %j', (cents, text) => {
    expect(centsToAmount(cents)).toBe(text);
  });

  it.each([
    [['0.10', '0.20'], '0.30'],
    [['33.33', '33.33', '33.34'], '100.00'],
    [[], '0.00'],
    [['1.00', 'x', null], '1.00'],
  ])('sumAmounts(%j) = %j', (amounts, sum) => {
    expect(sumAmounts(amounts)).toBe(sum);
  });
});

describe('paying online', () => {
  const invoice = (over: Partial<Parameters<typeof canPayInvoiceOnline>[0]>) => ({
    id: 7,
    paymentLevel: 'DaPagare',
    amountToPay: '80.25',
    installments: [],
    ...over,
  });

  it.each([
    [{}, true, 'to pay'],
    [{ paymentLevel: 'Scaduta' }, true, 'overdue'],
    [{ paymentLevel: 'Pagata', amountToPay: '0.00' }, false, 'paid'],
    [{ paymentLevel: 'Pagata' }, false, 'paid even with an amount'],
    [{ paymentLevel: 'Rateizzata' }, false, 'in instalments'],
    [{ installments: [{}] }, false, 'has instalments'],
    [{ amountToPay: '0.00' }, false, 'nothing owed'],
    [{ amountToPay: 'n/a' }, false, 'unreadable amount'],
    [{ installments: null }, true, 'instalments missing'],
  ])('%j -> %s (%s)', (over, ok, _note) => {
    expect(canPayInvoiceOnline(invoice(over))).toBe(ok);
  });

  it('pays a whole invoice for what it owes, gateway 1 by default', () => {
    expect(invoicePaymentBody(invoice({ amountToPay: '80.2' }))).toEqual({
      gatewayId: 1,
      payKind: 'Invoices',
      totalAmount: '80.20',
      items: { item: [{ invoiceId: 7, amount: '80.20' }] },
    });
    expect(invoicePaymentBody(invoice({}), 3).gatewayId).toBe(3);
  });

  const installments = [
    { id: 1, amount: '33.33', toBePaid: false },
    { id: 2, amount: '33.33', toBePaid: true },
    { id: 3, amount: '33.34', toBePaid: true },
    { id: 4, amount: '0.00', toBePaid: true },
  ];

  it('keeps only the instalments still owed', () => {
    expect(installmentsStillToPay(installments).map((i) => i.id)).toEqual([2, 3]);
  });

  it.each([
    [[1, 2, 3, 4], '66.67', [2, 3]],
    [[3], '33.34', [3]],
  ])('instalments %j -> total %j over %j', (ids, total, paid) => {
    const body = installmentsPaymentBody(installments.filter((i) => ids.includes(i.id)));
    expect(body?.payKind).toBe('Installments');
    expect(body?.gatewayId).toBe(1);
    expect(body?.totalAmount).toBe(total);
    expect(body?.items.item.map((i) => i.installmentId)).toEqual(paid);
  });

  it('has nothing to pay when every chosen instalment is paid', () => {
    expect(installmentsPaymentBody([installments[0]!])).toBeNull();
    expect(installmentsPaymentBody([])).toBeNull();
  });
});

describe('return from the payment provider', () => {
  it.each([
    ['ok', 12, undefined, 'success'],
    ['ok', '12', 'Pagato', 'success'],
    ['ok', 12, 'Annullato', 'failure'],
    ['ok', 12, 'Creato', 'failure'],
    ['ok', 0, undefined, 'failure'],
    ['ok', -1, undefined, 'failure'],
    ['ok', null, undefined, 'failure'],
    ['ok', 'abc', undefined, 'failure'],
    ['ko', 12, 'Pagato', 'failure'],
    ['ko', 12, undefined, 'failure'],
  ] as const)('%s with id %j, status %j -> %s', (returnedTo, paymentId, status, outcome) => {
    expect(paymentOutcome({ returnedTo, paymentId, status })).toBe(outcome);
  });

  it.each([
    ['ok', 'OK'],
    ['ko', 'KO'],
  ] as const)('user outcome on %s is %s', (r, o) => {
    expect(userOutcomeFor(r)).toBe(o);
  });

  it('names the CSV detail after the invoice document', () => {
    expect(invoiceCsvArchiviationKey('DOC-AST-2025-000001')).toBe('DOC-AST-2025-000001-CSV');
  });
});

describe('instalment request in progress', () => {
  it.each([
    [[{ requestType: 'Rateizzazione', invoiceId: 5, Status: 'Aperto' }], true, 'open'],
    [[{ requestType: 'Rateizzazione', invoiceId: 5, Status: 'In lavorazione' }], true, 'being worked'],
    [[{ requestType: 'Rateizzazione', invoiceId: 5, Status: 'Chiuso' }], false, 'closed'],
    [[{ requestType: 'Rateizzazione', invoiceId: 6, Status: 'Aperto' }], false, 'another invoice'],
    [[{ requestType: 'Informazioni', invoiceId: 5, Status: 'Aperto' }], false, 'another type'],
    [[], false, 'none'],
  ])('%j -> %s (%s)', (requests, inProgress, _note) => {
    expect(isInstallmentRequestInProgress(requests, 5)).toBe(inProgress);
  });
});
