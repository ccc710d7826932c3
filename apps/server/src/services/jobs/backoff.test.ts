import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelayMs, retryPolicyOf } from './backoff';

describe('retry backoff', () => {
  it('doubles from the base up to the cap, with the second half of each wait random', () => {
    const low = (n: number) => retryDelayMs(DEFAULT_RETRY, n, () => 0);
    const high = (n: number) => retryDelayMs(DEFAULT_RETRY, n, () => 1);
    // 30 s, 1, 2, 4, 8, 16, 32 min, then the 1 h cap: each wait between half and all of it.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(high)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect([1, 2, 3, 8, 9].map(low)).toEqual([15_000, 30_000, 60_000, 1_800_000, 1_800_000]);
    // Ten attempts: nine waits, between about 1.5 h and 3 h before the message is a dead letter.
    const total = (f: (n: number) => number) => [1, 2, 3, 4, 5, 6, 7, 8, 9].reduce((s, n) => s + f(n), 0);
    expect(total(low) / 3_600_000).toBeCloseTo(1.53, 2);
    expect(total(high) / 3_600_000).toBeCloseTo(3.06, 2);
  });

  it('spreads the retries of messages failing together', () => {
    const waits = Array.from({ length: 200 }, () => retryDelayMs(DEFAULT_RETRY, 3));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(60_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(120_000);
    expect(new Set(waits).size).toBeGreaterThan(150);
  });

  it('reads the JOBS_* settings (a cap below the base is the base)', () => {
    expect(retryPolicyOf({})).toEqual(DEFAULT_RETRY);
    expect(
      retryPolicyOf({ JOBS_MAX_ATTEMPTS: 3, JOBS_RETRY_BASE_SECONDS: 0.5, JOBS_RETRY_MAX_SECONDS: 0.1 }),
    ).toEqual({ maxAttempts: 3, baseMs: 500, maxMs: 500 });
  });
});
