import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GmeFormatError, gmeNumber, parseMgpPrices } from './gme-mgp';

const FIXTURES = join(import.meta.dirname, '../../../../test/fixtures/gme');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

describe('GME MGP prices (YYYYMMDDMGPPrezzi.xml)', () => {
  it('reads the hourly PUN of a day in €/kWh from €/MWh with a decimal comma', () => {
    const { prices, errors, days } = parseMgpPrices(fixture('20240312MGPPrezzi.xml'));
    expect(errors).toEqual([]);
    expect(days).toEqual([{ day: '2024-03-12', source: 'hourly', periods: 24 }]);
    expect(prices).toHaveLength(24);
    expect(prices.map((p) => p.hour)).toEqual([...Array(24).keys()]);
    for (const p of prices) expect(p.price).toBeGreaterThan(0.03);
    for (const p of prices) expect(p.price).toBeLessThan(0.2);
  });

  it('has 23 clock hours on the March day (no 02) and averages the two 02 hours of the October day', () => {
    const march = parseMgpPrices(fixture('20240331MGPPrezzi.xml')).prices;
    expect(march.map((p) => p.hour)).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
    const text = fixture('20241027MGPPrezzi.xml').toString('utf8');
    const pun = (ora: number) => {
      const block = text.split('<Prezzi>').find((b) => b.includes(`<Ora>${ora}</Ora>`))!;
      return gmeNumber(/<PUN>([^<]+)<\/PUN>/.exec(block)![1])!;
    };
    const october = parseMgpPrices(text).prices;
    expect(october).toHaveLength(24);
    expect(october.find((p) => p.hour === 2)!.price).toBeCloseTo((pun(3) + pun(4)) / 2000, 6);
    expect(october.find((p) => p.hour === 23)!.price).toBeCloseTo(pun(25) / 1000, 6);
  });

  it('averages the quarters of the 15-minute MGP (from October 2025) into hours', () => {
    const { prices, days } = parseMgpPrices(fixture('20251015MGPPrezzi.xml'));
    expect(days).toEqual([{ day: '2025-10-15', source: 'quarter-hourly', periods: 96 }]);
    expect(prices).toHaveLength(24);
  });

  it('answers a wrong element and keeps the others; refuses what is not an MGP file', () => {
    const xml = `<NewDataSet><Prezzi><Data>20240312</Data><Mercato>MGP</Mercato><Ora>1</Ora><PUN>98,5</PUN></Prezzi>
      <Prezzi><Data>20240312</Data><Mercato>MGP</Mercato><Ora>26</Ora><PUN>98,5</PUN></Prezzi>
      <Prezzi><Data>20240312</Data><Mercato>MI1</Mercato><Ora>3</Ora><PUN>98,5</PUN></Prezzi>
      <Prezzi><Data>20240312</Data><Mercato>MGP</Mercato><Ora>4</Ora><PUN>n.d.</PUN></Prezzi></NewDataSet>`;
    const { prices, errors } = parseMgpPrices(xml);
    expect(prices).toEqual([{ day: '2024-03-12', hour: 0, price: 0.0985 }]);
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'Ora'],
      [3, 'Mercato'],
      [4, 'PUN'],
    ]);
    expect(() => parseMgpPrices(fixture('malformed-MGPPrezzi.xml'))).toThrow(GmeFormatError);
    expect(() => parseMgpPrices('<FatturaElettronica/>')).toThrow(/MGP/);
  });

  it('reads GME numbers', () => {
    expect(gmeNumber('112,345678')).toBe(112.345678);
    expect(gmeNumber('1.112,5')).toBe(1112.5);
    expect(gmeNumber('-3,2')).toBe(-3.2);
    expect(gmeNumber('abc')).toBeNull();
  });
});
