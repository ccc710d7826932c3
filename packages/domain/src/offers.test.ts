import { describe, expect, it } from 'vitest';
import { offerPriceRows } from './offers';

describe('offerPriceRows', () => {
  it('three different band prices: one row per band, with its hours', () => {
    const rows = offerPriceRows({ f1: '0.128', f2: '0.121', f3: '0.104', unit: '€/kWh' });
    expect(rows.map((r) => [r.band, r.label, r.price, r.unit])).toEqual([
      ['F1', 'Fascia F1', '0.128', '€/kWh'],
      ['F2', 'Fascia F2', '0.121', '€/kWh'],
      ['F3', 'Fascia F3', '0.104', '€/kWh'],
    ]);
    expect(rows[0]!.note).toBe('dal lunedì al venerdì dalle 8:00 alle 19:00, esclusi i giorni festivi');
  });

  it.each([
    [{ f1: '0.52', f2: null, f3: null, unit: '€/Smc' }, '0.52', 'only F1: monovariant'],
    [{ f1: '0.13', f2: '0.13', f3: '0.130', unit: '€/kWh' }, '0.13', 'all bands equal: monovariant'],
    [{ f1: null, f2: '0.2', f3: null, unit: '€/kWh' }, '0.2', 'one band only'],
  ])('%j → one price %j (%s)', (prices, price, _why) => {
    expect(offerPriceRows(prices)).toEqual([
      { band: null, label: 'Prezzo unico', price, unit: prices.unit, note: null },
    ]);
  });

  it('two bands priced, one missing or unreadable', () => {
    expect(offerPriceRows({ f1: '0.2', f2: 'x', f3: '0.1', unit: '€/kWh' }).map((r) => r.band)).toEqual([
      'F1',
      'F3',
    ]);
  });

  it('no price at all: no rows', () => {
    expect(offerPriceRows({ f1: null, f2: null, f3: null, unit: '€/kWh' })).toEqual([]);
  });
});
