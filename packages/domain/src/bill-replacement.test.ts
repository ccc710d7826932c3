import { describe, expect, it } from 'vitest';
import {
  BILL_REPLACEMENT_MESSAGES,
  checkBillReplacement,
  replacedBillCredit,
  replacementMessage,
  type ReplaceableBill,
} from './bill-replacement';
import { amountDue } from './billing-overview';
import { customerBalance } from './credit-refund';
import { invoiceAmountToPay, invoicePaymentLevel } from './invoice-balance';
import { canPayInvoiceOnline, paymentLevelLabel } from './invoice-payments';

const estimated: ReplaceableBill = {
  id: 1,
  key: 'SOL-2026-0001',
  customerId: 10,
  supplyId: 100,
  issueDate: '2026-09-05',
  periodStart: '2026-07-01',
  periodEnd: '2026-08-31',
  totalAmount: '180.00',
  replacedById: null,
  replacesId: null,
};
const fresh: ReplaceableBill = {
  ...estimated,
  id: 2,
  key: 'SOL-2026-0002',
  issueDate: '2026-10-01',
  totalAmount: '142.50',
};

describe('checkBillReplacement', () => {
  it('lets a later bill of the same supply covering the period replace the estimate', () => {
    expect(checkBillReplacement(estimated, fresh)).toEqual({ ok: true, alreadyDone: false });
    expect(
      checkBillReplacement(estimated, { ...fresh, periodStart: '2026-06-01', periodEnd: '2026-09-30' }),
    ).toEqual({ ok: true, alreadyDone: false });
  });

  it('answers the same replacement again as done already', () => {
    expect(checkBillReplacement({ ...estimated, replacedById: 2 }, { ...fresh, replacesId: 1 })).toEqual({
      ok: true,
      alreadyDone: true,
    });
  });

  it.each([
    ['itself', estimated, 400, BILL_REPLACEMENT_MESSAGES.same],
    [
      'another customer',
      { ...fresh, customerId: 11 },
      400,
      BILL_REPLACEMENT_MESSAGES.otherCustomer(estimated.key, fresh.key),
    ],
    [
      'another supply',
      { ...fresh, supplyId: 101 },
      400,
      BILL_REPLACEMENT_MESSAGES.otherSupply(estimated.key, fresh.key),
    ],
    [
      'a shorter period',
      { ...fresh, periodEnd: '2026-08-30' },
      400,
      BILL_REPLACEMENT_MESSAGES.period(estimated.key, fresh.key),
    ],
    [
      'a later start',
      { ...fresh, periodStart: '2026-07-02' },
      400,
      BILL_REPLACEMENT_MESSAGES.period(estimated.key, fresh.key),
    ],
    [
      'an earlier issue',
      { ...fresh, issueDate: '2026-09-04' },
      400,
      BILL_REPLACEMENT_MESSAGES.earlier(estimated.key, fresh.key),
    ],
    [
      'a credit note',
      { ...fresh, totalAmount: '-20.00' },
      400,
      BILL_REPLACEMENT_MESSAGES.replacementCreditNote(fresh.key),
    ],
    [
      'a bill replaced itself',
      { ...fresh, replacedById: 3 },
      409,
      BILL_REPLACEMENT_MESSAGES.replacementReplaced(fresh.key),
    ],
    [
      'a bill replacing another',
      { ...fresh, replacesId: 7 },
      409,
      BILL_REPLACEMENT_MESSAGES.replacementTaken(fresh.key),
    ],
  ] as const)('refuses %s as the new bill', (_, replacement, status, message) => {
    expect(checkBillReplacement(estimated, replacement)).toEqual({ ok: false, status, message });
  });

  it('refuses a multi-supply bill, a credit note and a bill already replaced', () => {
    expect(checkBillReplacement({ ...estimated, supplyId: null }, fresh)).toMatchObject({
      ok: false,
      status: 400,
      message: BILL_REPLACEMENT_MESSAGES.multiSupply(estimated.key),
    });
    expect(checkBillReplacement({ ...estimated, totalAmount: '-5.00' }, fresh)).toMatchObject({
      ok: false,
      message: BILL_REPLACEMENT_MESSAGES.creditNote(estimated.key),
    });
    expect(
      checkBillReplacement({ ...estimated, replacedById: 9, replacedByKey: 'SOL-2026-0009' }, fresh),
    ).toEqual({
      ok: false,
      status: 409,
      message: 'La bolletta SOL-2026-0001 è già stata sostituita dalla bolletta SOL-2026-0009',
    });
  });

  it('refuses while an online payment of the old bill is under way, not once it is paid', () => {
    expect(checkBillReplacement(estimated, fresh, { paymentInProgress: true })).toEqual({
      ok: false,
      status: 409,
      message: BILL_REPLACEMENT_MESSAGES.paymentInProgress(estimated.key),
    });
    expect(checkBillReplacement(estimated, fresh, { paymentInProgress: false }).ok).toBe(true);
  });
});

describe('replacedBillCredit', () => {
  it.each([
    ['nothing paid', { totalAmount: '180.00', paidOn: null, installments: [] }, '0.00'],
    ['paid in full', { totalAmount: '180.00', paidOn: '2026-09-20', installments: [] }, '180.00'],
    [
      'two instalments of three paid',
      {
        totalAmount: '180.00',
        paidOn: null,
        installments: [
          { amount: '60.00', paidOn: '2026-09-20' },
          { amount: '60.00', paidOn: '2026-10-20' },
          { amount: '60.00', paidOn: null },
        ],
      },
      '120.00',
    ],
    [
      'a partial transfer',
      { totalAmount: '180.00', paidOn: null, installments: [], partialPayments: ['50.10'] },
      '50.10',
    ],
    [
      'never more than the total',
      { totalAmount: '180.00', paidOn: null, installments: [], partialPayments: ['200'] },
      '180.00',
    ],
  ] as const)('%s', (_, bill, credit) => {
    expect(replacedBillCredit(bill)).toBe(credit);
  });
});

describe('a replaced bill', () => {
  it('is Sostituita, owes nothing and cannot be paid online', () => {
    const bill = { paidOn: null, dueDate: '2026-09-25', totalAmount: '180.00', replaced: true };
    expect(invoicePaymentLevel(bill, 3, '2026-11-01')).toBe('Sostituita');
    expect(paymentLevelLabel('Sostituita')).toBe('Sostituita');
    expect(invoiceAmountToPay(bill, [{ amount: '60.00', paidOn: null }])).toBe('0.00');
    expect(canPayInvoiceOnline({ id: 1, paymentLevel: 'Sostituita', amountToPay: '0.00' })).toBe(false);
    expect(
      amountDue(
        [{ id: 1, paymentLevel: 'Sostituita', amountToPay: '0.00', dueDate: '2026-09-25', installments: [] }],
        '2026-11-01',
      ),
    ).toMatchObject({ amount: '0.00', count: 0 });
  });

  it('counts in the balance for what was paid on it; its cancelling credit note for nothing', () => {
    const balance = customerBalance([
      { totalAmount: '180.00', amountToPay: '0.00', replacedBy: { carriedCredit: '120.00' } },
      { totalAmount: '-180.00', amountToPay: '0.00', cancels: { id: 1 } },
      { totalAmount: '142.50', amountToPay: '142.50' },
    ]);
    expect(balance).toMatchObject({ credit: '120.00', owed: '142.50', balance: '-22.50', inCredit: false });
  });

  it('says in the rettifica’s conclusion which bill to pay and the credit kept', () => {
    expect(replacementMessage('A1', 'B2', '0.00')).toBe(
      'La bolletta A1 è stata sostituita dalla bolletta B2, calcolata sulla lettura: paga la nuova bolletta.',
    );
    expect(replacementMessage('A1', 'B2', '120.00')).toMatch(/\(120,00\s€\) resta a tuo credito\.$/);
  });
});
