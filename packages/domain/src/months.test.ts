import { describe, expect, it } from 'vitest';
import { addMonths, firstOfMonth, lastOfMonth, monthRange } from './months';

describe('month arithmetic', () => {
  it.each([
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-05-31', -1, '2025-04-30'],
    ['2025-12-10', 1, '2026-01-10'],
    ['2025-01-10', -1, '2024-12-10'],
    ['2025-11-01', -23, '2023-12-01'],
    ['2025-11-01', -24, '2023-11-01'],
    ['2025-06-30', 0, '2025-06-30'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', -48, '2020-02-29'],
  ] as const)('addMonths(%s, %i) = %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it.each([
    ['2025-01-15', '2025-01-01', '2025-01-31'],
    ['2025-02-01', '2025-02-01', '2025-02-28'],
    ['2024-02-29', '2024-02-01', '2024-02-29'],
    ['2025-04-30', '2025-04-01', '2025-04-30'],
    ['2025-12-31', '2025-12-01', '2025-12-31'],
  ] as const)('the month of %s runs from %s to %s', (day, first, last) => {
    expect(firstOfMonth(day)).toBe(first);
    expect(lastOfMonth(day)).toBe(last);
    expect(monthRange(day)).toEqual({ startDate: first, endDate: last });
  });
});
