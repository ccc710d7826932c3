import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryQuery } from './query-retry';

describe('retryQuery', () => {
  it.each([
    [0, 0, true],
    [1, 0, true],
    [2, 0, false],
    [0, 400, false],
    [0, 401, false],
    [0, 404, false],
    [0, 429, false],
    [0, 500, false],
    [0, 503, false],
  ])('after %i failures with status %i: retry %s', (failures, status, expected) => {
    expect(retryQuery(failures, new ApiError(status, 'x', 'x'))).toBe(expected);
  });

  it('does not retry an error that is not an HTTP one (a bug in the screen)', () => {
    expect(retryQuery(0, new TypeError('boom'))).toBe(false);
  });
});
