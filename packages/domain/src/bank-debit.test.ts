import { describe, expect, it } from 'vitest';
import { IBAN_MESSAGES, maskIban, validateDirectDebitIban } from './bank-debit';
import { MESSAGES } from './messages';

describe('direct debit IBAN', () => {
  it.each([
    ['IT60X0542811101000000123456', null],
    ['it60 x054 2811 1010 0000 0123 456', null],
    ['IT60-X054-2811-1010-0000-0123-456', null],
    ['DE89370400440532013000', null], // Germany, SEPA
    ['', IBAN_MESSAGES.required],
    ['IT60X054281110100000012345', IBAN_MESSAGES.italianLength], // 26
    ['IT60X05428111010000001234567', IBAN_MESSAGES.italianLength], // 28
    ['IT61X0542811101000000123456', IBAN_MESSAGES.checkDigits],
    ['IT60X0542811101000000123457', IBAN_MESSAGES.checkDigits],
    ['DE89370400440532013001', MESSAGES.ibanInvalid],
    ['BR1800360305000010009795493C1', IBAN_MESSAGES.notSepa], // Brazil: valid, not SEPA
    ['IT60X05428111010000001234!6', MESSAGES.ibanInvalid],
  ])('%s → %s', (iban, message) => {
    expect(validateDirectDebitIban(iban)).toBe(message);
  });

  it('masks all but the country, check digits and last four', () => {
    expect(maskIban('IT60X0542811101000000123456')).toBe('IT60 •••• 3456');
    expect(maskIban(null)).toBe('');
  });
});
