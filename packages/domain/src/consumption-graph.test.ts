import { describe, expect, it } from 'vitest';
import {
  axisLabel,
  bandCommodity,
  canShiftPeriod,
  chartRow,
  chartRows,
  consumptionChartData,
  consumptionDetails,
  consumptionPeriod,
  earliestPeriodKey,
  GRAPH_LEGEND_TEXTS,
  isTwoPeriodPrice,
  latestPeriodKey,
  legendModeFor,
  parsePeriodKey,
  periodFormat,
  periodTitle,
  rowLabel,
  shiftPeriodKey,
} from './consumption-graph';
import { graphLegend } from './price-bands';

const TODAY = '2026-03-15';

describe('consumption graph: details and commodities', () => {
  it.each([
    [true, ['monthly', 'daily', 'hourly']],
    [false, ['monthly']],
  ] as const)('hourly=%s offers %j', (hourly, details) => {
    expect(consumptionDetails(hourly)).toEqual(details);
  });

  it.each([
    ['luce', 'electricity', 1],
    ['gas', 'gas', 2],
    ['teleriscaldamento', 'heat', 2],
  ] as const)('%s is %s with legend mode %i', (commodity, kind, mode) => {
    expect(bandCommodity(commodity)).toBe(kind);
    expect(legendModeFor(commodity)).toBe(mode);
  });

  it.each([
    [{ f1: '0.128', f2: '0.121', f3: '0.104' }, false],
    [{ f1: '0.128', f2: '0.11', f3: '0.11' }, true],
    [{ f1: '0.128', f2: '0.11', f3: null }, true],
    [{ f1: 0.5, f2: null, f3: null }, false],
    [{ f1: '0.5', f2: '', f3: '' }, false],
    [{}, false],
  ])('prices %j two-period: %s', (prices, expected) => {
    expect(isTwoPeriodPrice(prices)).toBe(expected);
  });

  it.each([
    ['monthly', 'YYYY', false],
    ['daily', 'MM-YYYY', true],
    ['hourly', 'DD-MM-YYYY', true],
  ] as const)('%s: period format %s, year note %s', (detail, format, yearNote) => {
    expect(periodFormat(detail)).toBe(format);
    expect(graphLegend({ period: periodFormat(detail), mode: 1, commodity: 'electricity' }).yearNote).toBe(
      yearNote,
    );
  });
});

describe('consumption graph: periods', () => {
  it.each([
    ['monthly', '2025', '2025-01-01', '2025-12-31', 12, '2025-01', '2025-12'],
    ['daily', '2024-02', '2024-02-01', '2024-02-29', 29, '2024-02-01', '2024-02-29'],
    ['daily', '2025-02', '2025-02-01', '2025-02-28', 28, '2025-02-01', '2025-02-28'],
    ['hourly', '2025-03-30', '2025-03-30', '2025-03-30', 24, '2025-03-30T00', '2025-03-30T23'],
  ] as const)('%s %s spans %s..%s with %i labels', (detail, key, start, end, n, first, last) => {
    const p = consumptionPeriod(detail, key);
    expect([p.startDate, p.endDate, p.labels.length, p.labels[0], p.labels.at(-1)]).toEqual([
      start,
      end,
      n,
      first,
      last,
    ]);
  });

  it.each([
    ['monthly', '2026', '2024'],
    ['daily', '2026-03', '2024-03'],
    ['hourly', '2026-03-14', '2024-03-15'],
  ] as const)('%s: latest %s, earliest %s', (detail, latest, earliest) => {
    expect(latestPeriodKey(detail, TODAY)).toBe(latest);
    expect(earliestPeriodKey(detail, TODAY)).toBe(earliest);
  });

  it('daily data ends yesterday: on the 1st the latest month is the previous one', () => {
    expect(latestPeriodKey('daily', '2026-01-01')).toBe('2025-12');
    expect(latestPeriodKey('hourly', '2026-01-01')).toBe('2025-12-31');
  });

  it.each([
    ['monthly', '2025', 1, '2026'],
    ['monthly', '2025', -1, '2024'],
    ['daily', '2025-12', 1, '2026-01'],
    ['daily', '2025-01', -1, '2024-12'],
    ['daily', '2025-06', -13, '2024-05'],
    ['hourly', '2025-03-01', -1, '2025-02-28'],
    ['hourly', '2024-12-31', 1, '2025-01-01'],
  ] as const)('%s %s shifted by %i is %s', (detail, key, step, expected) => {
    expect(shiftPeriodKey(detail, key, step)).toBe(expected);
  });

  it.each([
    ['monthly', '2026', 1, false],
    ['monthly', '2025', 1, true],
    ['monthly', '2024', -1, false],
    ['monthly', '2025', -1, true],
    ['daily', '2026-03', 1, false],
    ['daily', '2024-03', -1, false],
    ['hourly', '2026-03-14', 1, false],
    ['hourly', '2026-03-13', 1, true],
    ['hourly', '2024-03-15', -1, false],
  ] as const)('%s %s can shift %i: %s', (detail, key, step, expected) => {
    expect(canShiftPeriod(detail, key, step, TODAY)).toBe(expected);
  });

  it.each([
    ['monthly', '2025', '2025'],
    ['monthly', '2030', null],
    ['monthly', '25', null],
    ['daily', '2025-11', '2025-11'],
    ['daily', '2025-13', null],
    ['hourly', '2026-02-28', '2026-02-28'],
    ['hourly', '2026-02-30', null],
    ['hourly', '2026-03-15', null],
    ['hourly', null, null],
  ] as const)('%s: address value %s reads as %s', (detail, value, expected) => {
    expect(parsePeriodKey(detail, value, TODAY)).toBe(expected);
  });

  it.each([
    ['monthly', '2025', 'Anno 2025'],
    ['daily', '2025-03', 'Marzo 2025'],
    ['hourly', '2025-03-07', '07-03-2025'],
  ] as const)('%s %s is titled %s', (detail, key, title) => {
    expect(periodTitle(detail, key)).toBe(title);
  });

  it.each([
    ['monthly', '2025-01', 'gen', 'Gennaio 2025'],
    ['monthly', '2025-12', 'dic', 'Dicembre 2025'],
    ['daily', '2025-03-07', '7', '07-03-2025'],
    ['hourly', '2025-03-07T00', '0', '00:00-01:00'],
    ['hourly', '2025-03-07T23', '23', '23:00-00:00'],
  ] as const)('%s %s: axis %s, row %s', (detail, label, axis, row) => {
    expect(axisLabel(detail, label)).toBe(axis);
    expect(rowLabel(detail, label)).toBe(row);
  });
});

describe('consumption graph: chart data', () => {
  /** Monthly columns of 2025 with measures in January and March (March estimated). */
  const monthly = {
    start: '2025-01-01',
    total: [3, null, 17.5, ...Array<null>(9).fill(null)],
    f1: [1, null, 10, ...Array<null>(9).fill(null)],
    f2: [1, null, 5, ...Array<null>(9).fill(null)],
    f3: [1, null, 2.5, ...Array<null>(9).fill(null)],
    band: null,
    estimated: [2],
  };

  it('electricity: F1, F2, F3, the slots without a measure as zero periods', () => {
    const data = consumptionChartData(monthly, consumptionPeriod('monthly', '2025'), 'luce', false);
    expect(data.series).toEqual(['F1', 'F2', 'F3']);
    expect(data.labels).toHaveLength(12);
    const rows = chartRows(data);
    expect(rows[0]).toEqual({ label: '2025-01', values: [1, 1, 1], total: 3, estimated: false });
    expect(rows[1]).toEqual({ label: '2025-02', values: [0, 0, 0], total: 0, estimated: false });
    expect(rows[2]).toEqual({ label: '2025-03', values: [10, 5, 2.5], total: 17.5, estimated: true });
  });

  it('columns that start before the period are read from the period’s first slot', () => {
    const data = consumptionChartData(
      {
        ...monthly,
        start: '2024-12-01',
        total: [99, ...monthly.total],
        f1: [99, ...monthly.f1],
        f2: [0, ...monthly.f2],
        f3: [0, ...monthly.f3],
        estimated: [3],
      },
      consumptionPeriod('monthly', '2025'),
      'luce',
      false,
    );
    expect(chartRow(data, 0)).toEqual({ label: '2025-01', values: [1, 1, 1], total: 3, estimated: false });
    expect(chartRow(data, 2).estimated).toBe(true);
  });

  it('hours: the band of each slot says where its consumption goes; a two-period price has F1 and F23', () => {
    const total: Array<number | null> = Array<number | null>(24).fill(null);
    total[8] = 0.4;
    total[22] = 0.2;
    const band = '-'.repeat(8) + '1' + '-'.repeat(13) + '3-';
    const columns = { start: '2025-03-07', total, f1: null, f2: null, f3: null, band, estimated: [] };
    const two = consumptionChartData(columns, consumptionPeriod('hourly', '2025-03-07'), 'luce', true);
    expect(two.series).toEqual(['F1', 'F23']);
    expect(two.labels).toHaveLength(24);
    expect(chartRow(two, 8)).toEqual({
      label: '2025-03-07T08',
      values: [0.4, 0],
      total: 0.4,
      estimated: false,
    });
    expect(chartRow(two, 22)).toEqual({
      label: '2025-03-07T22',
      values: [0, 0.2],
      total: 0.2,
      estimated: false,
    });
    const three = consumptionChartData(columns, consumptionPeriod('hourly', '2025-03-07'), 'luce', false);
    expect(chartRow(three, 22).values).toEqual([0, 0, 0.2]);
    expect(chartRow(three, 0).values).toEqual([0, 0, 0]);
  });

  it.each(['gas', 'teleriscaldamento'] as const)('%s: one series of totals', (commodity) => {
    const data = consumptionChartData(
      {
        start: '2025-01-01',
        total: [null, 120.5, ...Array<null>(10).fill(null)],
        f1: null,
        f2: null,
        f3: null,
        band: null,
        estimated: [],
      },
      consumptionPeriod('monthly', '2025'),
      commodity,
      false,
    );
    expect(data.series).toEqual(['Consumo']);
    expect(chartRow(data, 1)).toEqual({ label: '2025-02', values: [120.5], total: 120.5, estimated: false });
    expect(chartRow(data, 0).values).toEqual([0]);
  });

  it('legend texts', () => {
    expect(GRAPH_LEGEND_TEXTS.consumption('kWh')).toContain('kWh');
    expect(GRAPH_LEGEND_TEXTS.year('2025')).toContain('2025');
    expect(GRAPH_LEGEND_TEXTS.text).toContain('F3');
  });
});
