import { describe, expect, it } from 'vitest';
import { formatDate, formatEuro, formatNumber } from './format';

// Intl separates the euro sign with a no-break space.
const nb = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatting', () => {
  it.each([
    [1234.5, '1234,50 €'],
    ['12345.678', '12.345,68 €'],
    [0, '0,00 €'],
    [-7.1, '-7,10 €'],
    ['123.45', '123,45 €'],
    [1000000, '1.000.000,00 €'],
    [null, ''],
    ['', ''],
    ['abc', ''],
  ])('formatEuro(%j) = %s', (v, out) => {
    expect(formatEuro(v)).toBe(nb(out));
  });

  it.each([
    [1234.567, '1234,57'],
    [12345.5, '12.345,5'],
    [3, '3'],
    ['0.005', '0,01'],
    [undefined, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('formatNumber(%j) = %s', (v, out) => {
    expect(formatNumber(v)).toBe(out);
  });

  it.each([
    ['20240229', '29-02-2024'],
    ['2024-01-16', '16-01-2024'],
    ['2024-01-15T23:30:00Z', '16-01-2024'],
    ['2024-01-16T10:00:00', '16-01-2024'],
    ['20230229', ''],
    ['garbage', ''],
    [null, ''],
  ])('formatDate(%j) = %s', (v, out) => {
    expect(formatDate(v)).toBe(out);
  });

  it('formats Dates and custom separators', () => {
    expect(formatDate(new Date('2024-07-15T22:30:00Z'))).toBe('16-07-2024');
    expect(formatDate('20240105', '/')).toBe('05/01/2024');
  });
});
