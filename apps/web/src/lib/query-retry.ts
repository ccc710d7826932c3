import { ApiError } from './api-client';

/** How many times a query that got no answer is tried again. */
export const NO_ANSWER_RETRIES = 2;

/**
 * TanStack Query's retry decision. Only a request that got no answer (status 0: network down,
 * timeout) is worth retrying. Every HTTP status is an answer: a 4xx would come back the same, and a
 * 500 has already opened the blocking modal, which a retry failing again would reopen after the
 * customer closed it.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < NO_ANSWER_RETRIES;
}
