import { describe, expect, it } from 'vitest';
import { consumptionPeriod, type ConsumptionDetail } from './consumption-graph';
import { addDays } from './dates';
import {
  checkDateRange,
  CONSUMPTION_RANGE_LIMITS,
  consumptionRange,
  PUN_RANGE_LIMITS,
  punRange,
  readingDays,
  readingWindow,
} from './metering-dates';

const tooLong = (what: string) => ({
  ok: false,
  field: 'endDate',
  message: `Periodo troppo lungo: al massimo ${what}`,
});
const badRange = {
  ok: false,
  field: 'startDate',
  message: 'La data di inizio deve precedere la data di fine',
};

describe('checkDateRange', () => {
  const limit = { days: 31, what: '31 giorni' };
  it.each([
    ['2025-01-01', '2025-01-01', { ok: true, startDate: '2025-01-01', endDate: '2025-01-01' }],
    ['2025-01-01', '2025-02-01', { ok: true, startDate: '2025-01-01', endDate: '2025-02-01' }],
    ['2025-01-01', '2025-02-02', tooLong('31 giorni')],
    ['2025-01-02', '2025-01-01', badRange],
  ] as const)('%s to %s', (start, end, expected) => {
    expect(checkDateRange(start, end, limit)).toEqual(expected);
  });
});

describe('consumptionRange', () => {
  const today = '2025-03-15';
  it.each([
    ['monthly', undefined, undefined, '2024-04-01', '2025-03-31'],
    ['daily', undefined, undefined, '2025-02-13', '2025-03-14'],
    ['hourly', undefined, undefined, '2025-03-14', '2025-03-14'],
    ['hourly', '2025-03-01', undefined, '2025-03-01', '2025-03-14'],
    ['monthly', undefined, '2024-12-31', '2024-01-01', '2024-12-31'],
    ['daily', undefined, '2025-01-31', '2025-01-02', '2025-01-31'],
    ['hourly', undefined, '2025-01-31', '2025-01-31', '2025-01-31'],
  ] as const)('%s from %s to %s by default: %s to %s', (detail, start, end, startDate, endDate) => {
    expect(consumptionRange(detail, today, start, end)).toEqual({ ok: true, startDate, endDate });
  });

  it.each([
    ['hourly', '2024-03-13', '2025-03-14', { ok: true, startDate: '2024-03-13', endDate: '2025-03-14' }],
    ['hourly', '2024-03-12', '2025-03-14', tooLong('un anno di dati orari')],
    ['daily', '2023-03-14', '2025-03-14', { ok: true, startDate: '2023-03-14', endDate: '2025-03-14' }],
    ['daily', '2023-03-13', '2025-03-14', tooLong('due anni di dati giornalieri')],
    ['monthly', '2015-03-01', '2025-03-01', { ok: true, startDate: '2015-03-01', endDate: '2025-03-01' }],
    ['monthly', '2015-01-01', '2025-03-01', tooLong('dieci anni')],
    ['monthly', '2025-04-01', undefined, badRange],
    ['hourly', '2025-03-10', '2025-03-09', badRange],
  ] as const)('%s from %s to %s', (detail, start, end, expected) => {
    expect(consumptionRange(detail, today, start, end)).toEqual(expected);
  });

  it.each(['monthly', 'daily', 'hourly'] as const)(
    'every period the %s graph shows fits the limit',
    (detail: ConsumptionDetail) => {
      const key = detail === 'monthly' ? '2024' : detail === 'daily' ? '2024-01' : '2024-02-29';
      const p = consumptionPeriod(detail, key);
      expect(checkDateRange(p.startDate, p.endDate, CONSUMPTION_RANGE_LIMITS[detail]).ok).toBe(true);
    },
  );
});

describe('punRange', () => {
  const published = { firstDay: '2023-01-01', lastDay: '2025-03-15' };
  const outOfRange = (field: string) => ({
    ok: false,
    field,
    message: 'Il PUN è disponibile dal 01-01-2023 al 15-03-2025',
  });
  it.each([
    ['hourly', undefined, undefined, { ok: true, startDate: '2025-03-15', endDate: '2025-03-15' }],
    ['hourly', '2025-03-01', undefined, { ok: true, startDate: '2025-03-01', endDate: '2025-03-01' }],
    ['hourly', undefined, '2025-03-02', { ok: true, startDate: '2025-03-02', endDate: '2025-03-02' }],
    ['daily', undefined, undefined, { ok: true, startDate: '2025-02-14', endDate: '2025-03-15' }],
    ['monthly', undefined, undefined, { ok: true, startDate: '2023-04-01', endDate: '2025-03-31' }],
    ['monthly', '2025-03-01', '2025-03-31', { ok: true, startDate: '2025-03-01', endDate: '2025-03-31' }],
    ['hourly', '2025-03-16', undefined, outOfRange('startDate')],
    ['hourly', '2025-03-01', '2025-03-16', outOfRange('endDate')],
    ['hourly', '2022-12-31', undefined, outOfRange('startDate')],
    ['daily', '2025-03-16', undefined, outOfRange('startDate')],
    ['monthly', undefined, '2022-12-31', outOfRange('endDate')],
    ['daily', '2022-12-01', '2023-01-01', { ok: true, startDate: '2022-12-01', endDate: '2023-01-01' }],
    ['hourly', '2025-02-12', '2025-03-15', { ok: true, startDate: '2025-02-12', endDate: '2025-03-15' }],
    ['hourly', '2025-02-11', '2025-03-15', tooLong('31 giorni di prezzi orari')],
    ['daily', '2015-01-01', '2025-03-15', tooLong('dieci anni')],
    ['daily', '2025-03-10', '2025-03-01', badRange],
  ] as const)('%s from %s to %s', (detail, start, end, expected) => {
    expect(punRange(detail, published, start, end)).toEqual(expected);
  });

  it('limits the hourly detail to 31 days and the others to ten years', () => {
    expect(PUN_RANGE_LIMITS.hourly.days).toBe(31);
    expect(addDays('2025-01-01', PUN_RANGE_LIMITS.daily.days) > '2034-12-31').toBe(true);
  });
});

describe('readingWindow', () => {
  it.each([
    // from ≤ to: inside the month
    [1, 10, '2025-03-05', { startDate: '2025-03-01', endDate: '2025-03-10', open: true }],
    [1, 10, '2025-03-10', { startDate: '2025-03-01', endDate: '2025-03-10', open: true }],
    [1, 10, '2025-03-11', { startDate: '2025-04-01', endDate: '2025-04-10', open: false }],
    [20, 31, '2025-02-25', { startDate: '2025-02-20', endDate: '2025-02-28', open: true }],
    [20, 31, '2024-02-29', { startDate: '2024-02-20', endDate: '2024-02-29', open: true }],
    [20, 31, '2025-03-01', { startDate: '2025-03-20', endDate: '2025-03-31', open: false }],
    // from > to: the window runs into the next month
    [25, 5, '2025-03-02', { startDate: '2025-02-25', endDate: '2025-03-05', open: true }],
    [25, 5, '2025-12-28', { startDate: '2025-12-25', endDate: '2026-01-05', open: true }],
    [25, 5, '2025-03-06', { startDate: '2025-03-25', endDate: '2025-04-05', open: false }],
    [30, 2, '2025-02-28', { startDate: '2025-02-28', endDate: '2025-03-02', open: true }],
  ] as const)('days %i to %i on %s', (fromDay, toDay, today, expected) => {
    expect(readingWindow({ fromDay, toDay }, today)).toEqual(expected);
  });

  it('is null when the meter expects no self-reading (remotely read)', () => {
    expect(readingWindow({ fromDay: null, toDay: null }, '2025-03-05')).toBeNull();
    expect(readingWindow({ fromDay: 1, toDay: null }, '2025-03-05')).toBeNull();
  });
});

describe('readingWindow with a brand default', () => {
  const brandDefault = { fromDay: 10, toDay: 15 };
  it('a meter without days of its own takes the brand’s', () => {
    expect(readingWindow({ fromDay: null, toDay: null }, '2025-03-12', brandDefault)).toEqual({
      startDate: '2025-03-10',
      endDate: '2025-03-15',
      open: true,
    });
    expect(readingWindow({ fromDay: 1, toDay: null }, '2025-03-20', brandDefault)).toEqual({
      startDate: '2025-04-10',
      endDate: '2025-04-15',
      open: false,
    });
  });
  it('a meter’s own days win; no default, no window', () => {
    expect(readingWindow({ fromDay: 1, toDay: 5 }, '2025-03-12', brandDefault)).toEqual({
      startDate: '2025-04-01',
      endDate: '2025-04-05',
      open: false,
    });
    expect(readingWindow({ fromDay: null, toDay: null }, '2025-03-12', null)).toBeNull();
    expect(readingDays({ fromDay: null, toDay: null })).toBeNull();
    expect(readingDays({ fromDay: 3, toDay: 4 }, brandDefault)).toEqual({ fromDay: 3, toDay: 4 });
  });
});
