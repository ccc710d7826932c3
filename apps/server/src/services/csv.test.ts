import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, neutraliseFormula } from './csv';

describe('CSV cells neutralise spreadsheet formulas', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+39 333 1234567', "'+39 333 1234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['=HYPERLINK("http://x.example","clic")', `'=HYPERLINK("http://x.example","clic")`],
    ['-12,50', '-12,50'],
    ['+3.5', '+3.5'],
    ['Quota fissa', 'Quota fissa'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(neutraliseFormula(value)).toBe(expected);
  });

  it.each([
    ['Energia; fascia F1', '"Energia; fascia F1"'],
    ['Detto "così"', '"Detto ""così"""'],
    ['=1;2', `"'=1;2"`],
    [null, ''],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a BOM, CRLF lines and neutralised cells', () => {
    const text = csvDocument([
      ['Voce', 'Importo'],
      ['=cmd|calc', '-1,00'],
    ]).toString('utf8');
    expect(text).toBe("\uFEFFVoce;Importo\r\n'=cmd|calc;-1,00\r\n");
  });
});
