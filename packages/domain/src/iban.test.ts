import { describe, expect, it } from 'vitest';
import {
  formatIban,
  isValidBic,
  isValidIban,
  normalizeBic,
  normalizeIban,
  validateBic,
  validateIban,
} from './iban';
import { MESSAGES } from './messages';

describe('IBAN', () => {
  it.each([
    ['IT60X0542811101000000123456', 'Italy'],
    ['it60 x054 2811 1010 0000 0123 456', 'Italy, lower case with spaces'],
    ['DE89370400440532013000', 'Germany'],
    ['GB82WEST12345698765432', 'United Kingdom'],
    ['FR1420041010050500013M02606', 'France'],
    ['CH9300762011623852957', 'Switzerland'],
    ['SM86U0322509800000000270100', 'San Marino'],
    ['BR1800360305000010009795493C1', 'Brazil (not SEPA)'],
  ])('accepts %s (%s)', (iban, _note) => {
    expect(isValidIban(iban)).toBe(true);
    expect(validateIban(iban)).toBeNull();
  });

  it.each([
    ['IT60X0542811101000000123457', 'wrong check'],
    ['IT60X054281110100000012345', 'too short for Italy'],
    ['XX60X0542811101000000123456', 'unknown country'],
    ['', 'empty'],
    [null, 'null'],
  ])('rejects %s (%s)', (iban, _note) => {
    expect(isValidIban(iban)).toBe(false);
    expect(validateIban(iban)).toBe(MESSAGES.ibanInvalid);
  });

  it('restricts by country and SEPA membership', () => {
    expect(isValidIban('DE89370400440532013000', { countries: ['IT'] })).toBe(false);
    expect(isValidIban('IT60X0542811101000000123456', { countries: ['IT'] })).toBe(true);
    expect(isValidIban('BR1800360305000010009795493C1', { sepaOnly: true })).toBe(false);
    expect(isValidIban('CH9300762011623852957', { sepaOnly: true })).toBe(true);
    expect(validateIban('DE89370400440532013000', { countries: ['IT'] })).toBe(MESSAGES.ibanInvalid);
  });

  it('normalises and formats', () => {
    expect(normalizeIban(' it60-x054 2811101000000123456 ')).toBe('IT60X0542811101000000123456');
    expect(normalizeIban(undefined)).toBe('');
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
  });
});

describe('BIC', () => {
  it.each(['UNCRITMM', 'UNCRITMMXXX', 'deutdeff', ' BCITITMM ', 'DEUTDEFF500'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
    expect(validateBic(bic)).toBeNull();
  });
  it.each(['UNCRIT', 'UNCRITMMXX', 'UNCRXXMM', '1NCRITMM', '', null])('rejects %s', (bic) => {
    expect(isValidBic(bic)).toBe(false);
    expect(validateBic(bic)).toBe(MESSAGES.bicInvalid);
  });
  it('normalises', () => {
    expect(normalizeBic(' uncr itmm ')).toBe('UNCRITMM');
    expect(normalizeBic(null)).toBe('');
  });
});
