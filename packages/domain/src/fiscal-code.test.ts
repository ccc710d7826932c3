import { describe, expect, it } from 'vitest';
import {
  decodeOmocodia,
  fiscalCodeCheckChar,
  isValidFiscalCode,
  normalizeFiscalCode,
  parseFiscalCode,
  validateFiscalCode,
} from './fiscal-code';
import { MESSAGES } from './messages';

describe('fiscal code', () => {
  it.each([
    ['RSSMRA85T10A562S', 'Agenzia delle Entrate example, man born 10 Dec 1985'],
    ['MRTMTT25D09F205Z', 'Milan birthplace'],
    ['rssmra85t10a562s', 'lower case is normalised'],
    ['  RSSMRA85T10A562S ', 'surrounding spaces trimmed'],
    ['RSS MRA 85T10 A562S', 'inner spaces removed'],
    ['RSSMRA85T10A56NH', 'omocodia on the last digit (2 -> N)'],
    ['RSSMRAURTMLARSN' + fiscalCodeCheckChar('RSSMRAURTMLARSN'), 'omocodia on all seven digits'],
    ['BNCLRA80A41H501' + fiscalCodeCheckChar('BNCLRA80A41H501'), 'woman (day + 40), Rome'],
    ['SMTJHN70A01Z404' + fiscalCodeCheckChar('SMTJHN70A01Z404'), 'born abroad (Z404, USA)'],
    ['RSSMRA85T71A562' + fiscalCodeCheckChar('RSSMRA85T71A562'), 'woman born on the 31st (71)'],
  ])('accepts %s (%s)', (code, _note) => {
    expect(isValidFiscalCode(code)).toBe(true);
    expect(validateFiscalCode(code)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    [null, 'null'],
    [undefined, 'undefined'],
    ['RSSMRA85T10A562T', 'wrong check character'],
    ['RSSMRA85T10A562', '15 characters'],
    ['RSSMRA85T10A562SX', '17 characters'],
    ['RSSMRA85Z10A562S', 'Z is not a month letter'],
    ['RSSMRA85T32A562' + fiscalCodeCheckChar('RSSMRA85T32A562'), 'day 32'],
    ['RSSMRA85T00A562' + fiscalCodeCheckChar('RSSMRA85T00A562'), 'day 00'],
    ['RSSMRA85T72A562' + fiscalCodeCheckChar('RSSMRA85T72A562'), 'day 72'],
    ['RSSMRA85T10A5W2' + fiscalCodeCheckChar('RSSMRA85T10A5W2'), 'W is not an omocodia letter'],
    ['12345678901', 'numeric company tax code is not a personal code'],
    ['RSSMRA85T1OA562S', 'letter O in place of zero'],
  ])('rejects %s (%s)', (code, _note) => {
    expect(isValidFiscalCode(code)).toBe(false);
    expect(validateFiscalCode(code)).toBe(MESSAGES.fiscalCodeInvalid);
  });

  it('normalises and decodes omocodia', () => {
    expect(normalizeFiscalCode(' rss mra ')).toBe('RSSMRA');
    expect(normalizeFiscalCode(null)).toBe('');
    expect(decodeOmocodia('RSSMRAURTMLARSNX')).toBe('RSSMRA85T10A562X');
    expect(decodeOmocodia('RSS')).toBe('RSS');
  });

  it('parses birth data', () => {
    expect(parseFiscalCode('RSSMRA85T10A562S')).toEqual({
      year: 85,
      month: 12,
      day: 10,
      sex: 'M',
      birthplace: 'A562',
      omocodic: false,
    });
    const woman = 'BNCLRA80A41H501' + fiscalCodeCheckChar('BNCLRA80A41H501');
    expect(parseFiscalCode(woman)).toMatchObject({ day: 1, month: 1, sex: 'F', birthplace: 'H501' });
    expect(parseFiscalCode('RSSMRA85T10A56NH')).toMatchObject({ birthplace: 'A562', omocodic: true });
    expect(parseFiscalCode('nope')).toBeNull();
  });

  it('computes the check character of the standard algorithm', () => {
    expect(fiscalCodeCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(fiscalCodeCheckChar('mrtmtt25d09f205')).toBe('Z');
  });
});
