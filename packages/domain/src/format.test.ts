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

  it('gives what Intl.NumberFormat it-IT gives (the formats are written out, not asked of Intl)', () => {
    const euro = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 2,
    });
    const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
    const values = [0, -0, 1e-7, -1e-7, 0.005, -0.005, 0.015, 1.005, 2.675, 999.995, 9999.995, 99999.995];
    values.push(1234, 12345, -123456.785, 1e20, 1e21, -0.004, 0.1 + 0.2, 123456789012.345);
    // Pseudo-random amounts across magnitudes, many of them on a half cent.
    let seed = 23;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i += 1) {
      const v = (next() - 0.3) * 10 ** Math.floor(next() * 12 - 3);
      values.push(v, Math.round(v * 100) / 100 + 0.005, Math.round(v * 1000) / 1000);
    }
    for (const v of values) {
      expect(formatEuro(v)).toBe(euro.format(v));
      expect(formatNumber(v)).toBe(number.format(v));
    }
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
