import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addDays, addYears, endOfRomeDay, parseDay, parseInstant, romeDay, startOfRomeDay } from './dates';

describe('dates in Europe/Rome', () => {
  it.each([
    ['2024-03-30T23:30:00Z', '2024-03-31'],
    ['2024-03-30T22:59:59Z', '2024-03-30'],
    ['2024-07-15T21:59:59Z', '2024-07-15'],
    ['2024-07-15T22:00:00Z', '2024-07-16'],
    ['2023-12-31T23:00:00Z', '2024-01-01'],
  ])('romeDay(%s) = %s', (iso, day) => {
    expect(romeDay(new Date(iso))).toBe(day);
    expect(romeDay(Date.parse(iso))).toBe(day);
  });

  it("agrees with the zone's rules on every day Rome changed its offset, 1894 to 2100, every quarter of an hour", () => {
    const zoned = (ms: number) => {
      const t = new TZDate(ms, 'Europe/Rome');
      return `${String(t.getFullYear()).padStart(4, '0')}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
    };
    const DAY = 86_400_000;
    const offset = (ms: number) => new TZDate(ms, 'Europe/Rome').getTimezoneOffset();
    let changes = 0;
    for (let day = Date.UTC(1894, 0, 1); day < Date.UTC(2100, 0, 1); day += DAY) {
      if (offset(day) === offset(day + DAY)) continue;
      changes++;
      for (let ms = day - DAY; ms < day + 2 * DAY; ms += 900_000) {
        if (romeDay(ms) !== zoned(ms)) expect(romeDay(ms), new Date(ms).toISOString()).toBe(zoned(ms));
      }
    }
    expect(changes).toBeGreaterThan(100);
    // And before CET (local mean time), one instant at a time.
    expect(romeDay(Date.UTC(1890, 5, 30, 23, 30))).toBe(zoned(Date.UTC(1890, 5, 30, 23, 30)));
  });

  it.each([
    ['2024-02-29', '2024-02-29'],
    ['20240229', '2024-02-29'],
    ['2023-02-29', null],
    ['20230229', null],
    ['2024-13-01', null],
    ['2024-04-31', null],
    ['2024-01-00', null],
    ['2024-01-16T10:00:00', '2024-01-16'],
    ['2024-01-16 00:30', '2024-01-16'],
    ['2024-01-15T23:30:00Z', '2024-01-16'],
    ['2024-01-15T23:30:00.123+00:00', '2024-01-16'],
    ['2024-01-16T00:30:00+0200', '2024-01-15'],
    ['2024-02-30T10:00:00Z', null],
    ['16/01/2024', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('parseDay(%j) = %j', (v, day) => {
    expect(parseDay(v)).toBe(day);
  });

  it('parseDay reads Dates and rejects invalid ones', () => {
    expect(parseDay(new Date('2024-01-15T23:30:00Z'))).toBe('2024-01-16');
    expect(parseDay(new Date('nope'))).toBeNull();
  });

  it.each([
    ['2024-01-16', '2024-01-15T23:00:00.000Z'],
    ['20240716', '2024-07-15T22:00:00.000Z'],
    ['2024-01-16T10:00:00', '2024-01-16T09:00:00.000Z'],
    ['2024-07-16T10:00', '2024-07-16T08:00:00.000Z'],
    ['2024-01-16T10:00:00Z', '2024-01-16T10:00:00.000Z'],
    ['2024-01-16T10:00:00.5Z', '2024-01-16T10:00:00.500Z'],
    ['2024-01-16T10:00:00-05:00', '2024-01-16T15:00:00.000Z'],
    ['2024-01-16T10:00:00+0530', '2024-01-16T04:30:00.000Z'],
  ])('parseInstant(%s) = %s', (v, iso) => {
    expect(parseInstant(v)?.toISOString()).toBe(iso);
  });

  it.each(['2024-01-16T24:00:00', '2024-01-16T10:60', '2023-02-29T10:00', '2023-02-29', 'x', '', null])(
    'parseInstant(%j) is null',
    (v) => {
      expect(parseInstant(v)).toBeNull();
    },
  );

  it('parseInstant passes Dates through', () => {
    const d = new Date();
    expect(parseInstant(d)).toBe(d);
    expect(parseInstant(new Date(Number.NaN))).toBeNull();
  });

  it('start and end of day across DST changes', () => {
    expect(startOfRomeDay('2024-03-31').toISOString()).toBe('2024-03-30T23:00:00.000Z');
    expect(endOfRomeDay('2024-03-31').toISOString()).toBe('2024-03-31T21:59:59.999Z');
    expect(startOfRomeDay('2024-10-27').toISOString()).toBe('2024-10-26T22:00:00.000Z');
    expect(endOfRomeDay('2024-10-27').toISOString()).toBe('2024-10-27T22:59:59.999Z');
  });

  it.each([
    ['2024-02-25', 10, '2024-03-06'],
    ['2023-02-25', 10, '2023-03-07'],
    ['2024-12-25', 10, '2025-01-04'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-31', 30, '2024-03-01'],
  ])('addDays(%s, %i) = %s', (d, n, out) => {
    expect(addDays(d, n)).toBe(out);
  });

  it.each([
    ['2024-02-29', -2, '2022-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2026-05-10', -2, '2024-05-10'],
  ])('addYears(%s, %i) = %s', (d, n, out) => {
    expect(addYears(d, n)).toBe(out);
  });
  it('reads wall-clock times in Rome as TZDate does, the days the clocks change included', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const rome = (...fields: [number, number, number, number, number, number, number]) =>
      new TZDate(...fields, 'Europe/Rome').getTime();
    const differ: string[] = [];
    // The second half of the months Rome's clocks have changed in, 1890 to 2040: midnight,
    // 23:59:59.999 and the hours around 02:00 (the hour skipped or repeated).
    for (let y = 1890; y <= 2040; y += 1) {
      for (const m of [3, 4, 5, 9, 10]) {
        for (let d = 15; d <= new Date(Date.UTC(y, m, 0)).getUTCDate(); d += 1) {
          const day = `${y}-${pad(m)}-${pad(d)}`;
          if (startOfRomeDay(day).getTime() !== rome(y, m - 1, d, 0, 0, 0, 0)) differ.push(`${day} 00:00`);
          if (endOfRomeDay(day).getTime() !== rome(y, m - 1, d, 23, 59, 59, 999)) differ.push(`${day} 23:59`);
          for (const [h, mi] of [
            [2, 0],
            [2, 30],
            [3, 0],
          ] as const) {
            if (parseInstant(`${day}T${pad(h)}:${pad(mi)}:00`)?.getTime() !== rome(y, m - 1, d, h, mi, 0, 0))
              differ.push(`${day} ${h}:${mi}`);
          }
        }
      }
    }
    expect(differ).toEqual([]);
  });
});
