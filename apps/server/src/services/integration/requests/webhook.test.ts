import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../jobs/backoff';
import { webhookRetryPolicy } from './webhook';

describe('the webhook’s retries', () => {
  it('with the defaults: 15 attempts, the last 21.8–24.3 hours after the first', () => {
    const policy = webhookRetryPolicy({ JOBS_RETRY_BASE_SECONDS: 30, INTEGRATION_WEBHOOK_ATTEMPTS: 15 });
    expect(policy.maxAttempts).toBe(15);
    const waits = (random: () => number) =>
      Array.from({ length: policy.maxAttempts - 1 }, (_, i) => retryDelayMs(policy, i + 1, random));
    const minutes = waits(() => 1).map((ms) => ms / 60_000);
    expect(minutes).toEqual([0.5, 1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240, 240, 240]);
    const hours = (list: number[]) => list.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours(waits(() => 0))).toBeCloseTo(21.83, 1);
    expect(hours(waits(() => 1))).toBeCloseTo(24.26, 1);
  });

  it('a shorter base shrinks the whole schedule alike (tests, e2e)', () => {
    const policy = webhookRetryPolicy({ JOBS_RETRY_BASE_SECONDS: 0.5, INTEGRATION_WEBHOOK_ATTEMPTS: 15 });
    const total = Array.from({ length: 14 }, (_, i) => retryDelayMs(policy, i + 1, () => 1)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total / 1000).toBeCloseTo(0.5 * 2911, 0);
  });
});
