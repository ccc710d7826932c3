import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  isExistingVatOfficeCode,
  isValidVatNumber,
  normalizeVatNumber,
  validateVatNumber,
  vatCheckDigit,
} from './vat-number';

describe('VAT number (partita IVA)', () => {
  it.each([
    ['00743110157', 'real company number, office 015'],
    ['12345670017', 'office 001, the first'],
    ['12345671007', 'office 100, the last provincial one'],
    ['12345671205', 'office 120'],
    ['12345671213', 'office 121'],
    ['12345678887', 'office 888'],
    ['12345679992', 'office 999'],
    ['IT12345670017', 'IT prefix tolerated'],
    [' 1234 5670 017 ', 'spaces tolerated'],
    ['01234560017', 'leading zero'],
  ])('accepts %s (%s)', (v, _note) => {
    expect(isValidVatNumber(v)).toBe(true);
    expect(validateVatNumber(v)).toBeNull();
  });

  it.each([
    ['00743110158', 'wrong check digit'],
    ['12345670018', 'wrong check digit, office 001'],
    ['12345670009', 'office 000 (right check digit)'],
    ['12345671015', 'office 101 (right check digit)'],
    ['12345671197', 'office 119 (right check digit)'],
    ['12345671221', 'office 122 (right check digit)'],
    ['12345678879', 'office 887 (right check digit)'],
    ['12345679984', 'office 998 (right check digit)'],
    ['12345678903', 'office 890 (right check digit)'],
    ['1234567001', '10 digits'],
    ['123456700172', '12 digits'],
    ['1234567001A', 'letter'],
    ['00000000000', 'all zeros'],
    ['', 'empty'],
    [null, 'null'],
  ])('rejects %s (%s)', (v, _note) => {
    expect(isValidVatNumber(v)).toBe(false);
    expect(validateVatNumber(v)).toBe(MESSAGES.vatNumberInvalid);
  });

  it.each([
    ['000', false],
    ['001', true],
    ['050', true],
    ['100', true],
    ['101', false],
    ['119', false],
    ['120', true],
    ['121', true],
    ['122', false],
    ['887', false],
    ['888', true],
    ['889', false],
    ['998', false],
    ['999', true],
    ['01', false],
    ['0a1', false],
  ])('office code %s exists: %s', (office, expected) => {
    expect(isExistingVatOfficeCode(office)).toBe(expected);
  });

  it('normalises and computes the check digit (doubling above 9 subtracts 9)', () => {
    expect(normalizeVatNumber('it 12345678903')).toBe('12345678903');
    expect(normalizeVatNumber(undefined)).toBe('');
    expect(vatCheckDigit('1234567890')).toBe(3);
    expect(vatCheckDigit('0000000000')).toBe(0);
    expect(vatCheckDigit('0900000000')).toBe(1);
  });
});
