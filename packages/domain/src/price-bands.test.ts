import { describe, expect, it } from 'vitest';
import {
  BAND_NOTES,
  bandValues,
  graphLegend,
  padChartPeriods,
  padChartPeriodsTo,
  priceBandsFor,
  zeroPeriod,
} from './price-bands';

describe('price bands', () => {
  it('merges F2 and F3 into F23 for a two-period price', () => {
    expect(priceBandsFor(true)).toEqual(['F1', 'F23']);
    expect(priceBandsFor(false)).toEqual(['F1', 'F2', 'F3']);
    expect(bandValues({ f1: 10, f2: 5, f3: 2.5 }, true)).toEqual({ F1: 10, F23: 7.5 });
    expect(bandValues({ f1: 10, f2: 5, f3: 2.5 }, false)).toEqual({ F1: 10, F2: 5, F3: 2.5 });
    expect(bandValues({ f1: null, f3: 1 }, true)).toEqual({ F1: 0, F23: 1 });
    expect(bandValues({}, false)).toEqual({ F1: 0, F2: 0, F3: 0 });
    expect(Object.keys(BAND_NOTES)).toEqual(['F1', 'F2', 'F3', 'F23']);
  });

  it.each([
    ['electricity', { label: 'x', f1: 0, f2: 0, f3: 0 }],
    ['gas', { label: 'x', f1: 0 }],
    ['heat', { label: 'x', f1: 0 }],
  ] as const)('zero period for %s', (commodity, period) => {
    expect(zeroPeriod('x', commodity)).toEqual(period);
  });

  it('pads to the required labels in order', () => {
    const data = [
      { label: '03', f1: 3, f2: 1, f3: 1 },
      { label: '01', f1: 1, f2: 1, f3: 1 },
      { label: '99', f1: 9 },
    ];
    expect(padChartPeriods(data, ['01', '02', '03'], 'electricity')).toEqual([
      { label: '01', f1: 1, f2: 1, f3: 1 },
      { label: '02', f1: 0, f2: 0, f3: 0 },
      { label: '03', f1: 3, f2: 1, f3: 1 },
    ]);
    expect(padChartPeriods([], ['01'], 'gas')).toEqual([{ label: '01', f1: 0 }]);
  });

  it('pads to a length by appending', () => {
    const data = [{ label: 'gen', f1: 1 }];
    expect(padChartPeriodsTo(data, 3, 'gas', (i) => `m${i}`)).toEqual([
      { label: 'gen', f1: 1 },
      { label: 'm1', f1: 0 },
      { label: 'm2', f1: 0 },
    ]);
    expect(padChartPeriodsTo(data, 1, 'gas', String)).toEqual(data);
  });

  it.each([
    [
      { period: 'MM', mode: 1, commodity: 'electricity' },
      { yearNote: true, textNote: true, bands: ['F1', 'F2', 'F3'] },
    ],
    [
      { period: 'YYYY', mode: 2, commodity: 'electricity', twoPeriod: true },
      { yearNote: false, textNote: false, bands: ['F1', 'F23'] },
    ],
    [
      { period: 'YYYY', mode: 1, commodity: 'gas' },
      { yearNote: false, textNote: true, bands: [] },
    ],
  ] as const)('graph legend %j', (input, out) => {
    expect(graphLegend(input)).toEqual({ consumptionNote: true, ...out });
  });
});
