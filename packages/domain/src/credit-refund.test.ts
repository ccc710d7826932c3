import { describe, expect, it } from 'vitest';
import {
  creditRefundPayload,
  CREDIT_REFUND_MESSAGES,
  customerBalance,
  validateCreditRefund,
} from './credit-refund';

const VALID = 'IT60X0542811101000000123456';

describe('customerBalance', () => {
  it('is in credit when the credit notes are worth more than what the bills owe', () => {
    const b = customerBalance([
      { totalAmount: '-420.00', amountToPay: '0.00' },
      { totalAmount: '80.10', amountToPay: '80.10' },
      { totalAmount: '95.00', amountToPay: '0.00' }, // paid
    ]);
    expect(b).toEqual({
      credit: '420.00',
      owed: '80.10',
      requested: '0.00',
      balance: '339.90',
      inCredit: true,
      refundable: '339.90',
    });
  });

  it('takes off what earlier refund requests asked back, in cents', () => {
    const b = customerBalance([{ totalAmount: '-0.30', amountToPay: '0' }], ['0.10', '0.20']);
    expect(b).toMatchObject({ balance: '0.00', inCredit: false, refundable: '0.00' });
  });

  it('is not in credit without credit notes, nor when it owes more', () => {
    expect(customerBalance([])).toMatchObject({ balance: '0.00', inCredit: false });
    expect(
      customerBalance([
        { totalAmount: '-10.00', amountToPay: '0.00' },
        { totalAmount: '25.00', amountToPay: '25.00' },
      ]),
    ).toMatchObject({ balance: '-15.00', inCredit: false, refundable: '0.00' });
  });
});

describe('validateCreditRefund', () => {
  it('accepts a transfer to a valid IBAN with the holder, and keeping the credit', () => {
    expect(
      validateCreditRefund({
        mode: 'bonifico',
        iban: 'it60 x054 2811 1010 0000 0123 456',
        accountHolder: 'Mario Rossi',
      }),
    ).toEqual({});
    expect(validateCreditRefund({ mode: 'compensazione' })).toEqual({});
  });

  it('refuses an invalid IBAN and a missing holder, in Italian', () => {
    const e = validateCreditRefund({
      mode: 'bonifico',
      iban: 'IT60X0542811101000000123457',
      accountHolder: ' ',
    });
    expect(e.iban).toMatch(/IBAN non valido/);
    expect(e.accountHolder).toBe(CREDIT_REFUND_MESSAGES.holderRequired);
    expect(
      validateCreditRefund({ mode: 'bonifico', iban: 'IT60X05428', accountHolder: 'Mario' }).iban,
    ).toMatch(/27 caratteri/);
    expect(validateCreditRefund({ mode: 'bonifico', iban: VALID, accountHolder: '12' }).accountHolder).toBe(
      CREDIT_REFUND_MESSAGES.holderInvalid,
    );
    expect(validateCreditRefund({ mode: 'contanti' }).mode).toBe(CREDIT_REFUND_MESSAGES.modeInvalid);
  });

  it('stores the IBAN normalised and nothing of it when the credit is kept', () => {
    expect(
      creditRefundPayload(
        { mode: 'bonifico', iban: 'it60 x054 2811 1010 0000 0123 456', accountHolder: ' Mario  Rossi ' },
        '12.00',
      ),
    ).toEqual({
      mode: 'bonifico',
      amount: '12.00',
      iban: VALID,
      accountHolder: 'Mario Rossi',
    });
    expect(creditRefundPayload({ mode: 'compensazione', iban: VALID }, '12.00')).toMatchObject({
      iban: null,
      accountHolder: null,
    });
  });
});
