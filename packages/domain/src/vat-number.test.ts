import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { isValidVatNumber, normalizeVatNumber, validateVatNumber, vatCheckDigit } from './vat-number';

describe('VAT number (partita IVA)', () => {
  it.each([
    ['12345678903', 'textbook example'],
    ['00743110157', 'real company number'],
    ['IT12345678903', 'IT prefix tolerated'],
    [' 123 4567 8903 ', 'spaces tolerated'],
    ['0123456789' + String(vatCheckDigit('0123456789')), 'leading zero'],
  ])('accepts %s (%s)', (v, _note) => {
    expect(isValidVatNumber(v)).toBe(true);
    expect(validateVatNumber(v)).toBeNull();
  });

  it.each([
    ['12345678901', 'wrong check digit'],
    ['1234567890', '10 digits'],
    ['123456789031', '12 digits'],
    ['1234567890A', 'letter'],
    ['00000000000', 'all zeros'],
    ['', 'empty'],
    [null, 'null'],
  ])('rejects %s (%s)', (v, _note) => {
    expect(isValidVatNumber(v)).toBe(false);
    expect(validateVatNumber(v)).toBe(MESSAGES.vatNumberInvalid);
  });

  it('normalises and computes the check digit (doubling above 9 subtracts 9)', () => {
    expect(normalizeVatNumber('it 12345678903')).toBe('12345678903');
    expect(normalizeVatNumber(undefined)).toBe('');
    expect(vatCheckDigit('1234567890')).toBe(3);
    expect(vatCheckDigit('0000000000')).toBe(0);
    expect(vatCheckDigit('0900000000')).toBe(1);
  });
});
