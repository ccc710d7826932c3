import type { Config } from '../../config';

/**
 * When a failed job is tried again: exponential backoff with a cap and jitter. The n-th failed
 * attempt waits `min(max, base × 2^(n−1))`, of which the second half is random ("equal jitter"):
 * the wait still grows, and many messages failing together (a mail server down) do not all come
 * back in the same second.
 */
export interface RetryPolicy {
  /** Attempts before the job is a dead letter (the first one included). */
  maxAttempts: number;
  /** The wait after the first failed attempt, in milliseconds (before jitter). */
  baseMs: number;
  /** The longest wait, in milliseconds (before jitter). */
  maxMs: number;
  /** The random share of each wait (0.5 unless said: between half and all of it). */
  jitter?: number;
}

/** The defaults of the JOBS_* settings: 10 attempts, 30 s doubling up to an hour (1.5–3 h in all). */
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 10, baseMs: 30_000, maxMs: 3_600_000 };

/** Milliseconds to wait after failed attempt number `attempt` (1 for the first). */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 40);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const share = Math.min(Math.max(policy.jitter ?? 0.5, 0), 1);
  return Math.round(ceiling * (1 - share) + random() * ceiling * share);
}

/** The retry policy of the JOBS_* settings. */
export function retryPolicyOf(
  config: Partial<Pick<Config, 'JOBS_MAX_ATTEMPTS' | 'JOBS_RETRY_BASE_SECONDS' | 'JOBS_RETRY_MAX_SECONDS'>>,
): RetryPolicy {
  const baseMs = (config.JOBS_RETRY_BASE_SECONDS ?? DEFAULT_RETRY.baseMs / 1000) * 1000;
  return {
    maxAttempts: config.JOBS_MAX_ATTEMPTS ?? DEFAULT_RETRY.maxAttempts,
    baseMs,
    maxMs: Math.max(baseMs, (config.JOBS_RETRY_MAX_SECONDS ?? DEFAULT_RETRY.maxMs / 1000) * 1000),
  };
}
