import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  epcQrPayload,
  formatCreditorReference,
  isValidCreditorReference,
  isValidPostalPaymentCode,
  parseEpcQrPayload,
  payWithoutCard,
  postalPaymentCode,
  type BrandPaymentDetails,
} from './bank-transfer';

const BRAND: BrandPaymentDetails = {
  beneficiary: 'Astra Energia S.p.A.',
  iban: 'IT46 E050 3403 2000 0000 0012 345',
  cbillCode: 'AST01',
  postalAccount: { number: '001234567890', holder: 'Astra Energia S.p.A.' },
};

describe('ISO 11649 creditor reference', () => {
  it('accepts the standard’s example and refuses a changed digit', () => {
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidCreditorReference('RF18539007547035')).toBe(false);
    expect(isValidCreditorReference('RF18')).toBe(false);
    expect(isValidCreditorReference('XX18539007547034')).toBe(false);
  });

  it('is built from the bill number, valid, letters and digits only, at most 25 characters', () => {
    for (const key of ['AST-2025-000123', 'sgr/2024/9', 'A', 'FPA-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0001']) {
      const ref = creditorReference(key);
      expect(ref).toMatch(/^RF\d{2}[0-9A-Z]{1,21}$/);
      expect(isValidCreditorReference(ref)).toBe(true);
    }
    expect(creditorReference('AST-2025-000123')).toBe('RF23AST2025000123');
    expect(creditorReference('FPA-ABCDEFGHIJKLMNOPQRSTUVWXYZ-0001').slice(4)).toBe(
      'GHIJKLMNOPQRSTUVWXYZ0001'.slice(-21),
    );
    expect(() => creditorReference('--')).toThrow();
    expect(formatCreditorReference('RF23AST2025000123')).toBe('RF23 AST2 0250 0012 3');
  });
});

describe('EPC069-12 QR payload', () => {
  it('writes version 002, UTF-8, SCT, no BIC, the amount with a dot and the structured reference', () => {
    const payload = epcQrPayload({
      beneficiary: 'Astra Energia S.p.A.',
      iban: 'IT46 E050 3403 2000 0000 0012 345',
      amount: '1234.5',
      reference: 'RF23AST2025000123',
    });
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Astra Energia S.p.A.',
      'IT46E0503403200000000012345',
      'EUR1234.50',
      '',
      'RF23AST2025000123',
    ]);
    expect(parseEpcQrPayload(payload)).toEqual({
      bic: '',
      beneficiary: 'Astra Energia S.p.A.',
      iban: 'IT46E0503403200000000012345',
      amount: '1234.50',
      reference: 'RF23AST2025000123',
      text: '',
    });
  });

  it('carries free text only without a reference', () => {
    const payload = epcQrPayload({ beneficiary: 'Ditta', iban: BRAND.iban, amount: 1, text: 'Bolletta 1' });
    expect(payload.endsWith('EUR1.00\n\n\nBolletta 1')).toBe(true);
    expect(() =>
      epcQrPayload({
        beneficiary: 'Ditta',
        iban: BRAND.iban,
        amount: 1,
        text: 'x',
        reference: 'RF18539007547034',
      }),
    ).toThrow();
  });

  it.each([
    [{ amount: 0 }, 'zero'],
    [{ amount: '1000000000' }, 'over the maximum'],
    [{ amount: 'abc' }, 'not a number'],
    [{ iban: 'IT00X0000000000000000000000' }, 'invalid IBAN'],
    [{ beneficiary: 'x'.repeat(71) }, 'name too long'],
    [{ beneficiary: '  ' }, 'empty name'],
    [{ reference: 'RF00ABC' }, 'bad reference'],
    [{ reference: undefined, text: 'x'.repeat(141) }, 'text too long'],
  ])('refuses %j (%s)', (change, _why) => {
    expect(() =>
      epcQrPayload({
        beneficiary: 'Ditta',
        iban: BRAND.iban,
        amount: '10.00',
        reference: 'RF18539007547034',
        ...change,
      }),
    ).toThrow();
  });

  it('is not an EPC code when the header is wrong', () => {
    expect(parseEpcQrPayload('HELLO')).toBeNull();
    expect(parseEpcQrPayload('BCD\n003\n1\nSCT')).toBeNull();
  });
});

describe('bollettino TD 896 code', () => {
  it('is 18 digits whose last two are the first 16 mod 93', () => {
    const code = postalPaymentCode(123);
    expect(code).toBe(`0000000000000123${String(123 % 93).padStart(2, '0')}`);
    expect(isValidPostalPaymentCode(code)).toBe(true);
    expect(isValidPostalPaymentCode(code.slice(0, 16) + '99')).toBe(false);
    expect(isValidPostalPaymentCode('123')).toBe(false);
    expect(() => postalPaymentCode(0)).toThrow();
  });
});

describe('paying a bill without a card', () => {
  const bill = { id: 42, key: 'AST-2025-000123', amountToPay: '98.7', paymentLevel: 'DaPagare' };

  it('gives IBAN, amount, reference, QR, CBILL and bollettino for an unpaid bill', () => {
    const pay = payWithoutCard(BRAND, bill)!;
    expect(pay).toMatchObject({
      beneficiary: 'Astra Energia S.p.A.',
      iban: 'IT46E0503403200000000012345',
      bic: null,
      amount: '98.70',
      reference: 'RF23AST2025000123',
      causale: 'RF23AST2025000123 bolletta n. AST-2025-000123',
      cbill: { billerCode: 'AST01', billNumber: 'AST-2025-000123' },
      bollettino: { account: '001234567890', paymentCode: postalPaymentCode(42), documentType: '896' },
    });
    expect(parseEpcQrPayload(pay.epcPayload)).toMatchObject({
      iban: pay.iban,
      amount: '98.70',
      reference: pay.reference,
    });
  });

  it('leaves out CBILL and bollettino when the brand has none', () => {
    const pay = payWithoutCard({ beneficiary: 'X S.r.l.', iban: BRAND.iban }, bill)!;
    expect(pay.cbill).toBeNull();
    expect(pay.bollettino).toBeNull();
  });

  it('is nothing for a paid bill or nothing owed', () => {
    expect(payWithoutCard(BRAND, { ...bill, paymentLevel: 'Pagata' })).toBeNull();
    expect(payWithoutCard(BRAND, { ...bill, amountToPay: '0.00' })).toBeNull();
  });
});
