/**
 * A failed call as the UI sees it: the error class, what counts as a refusal, the generic message.
 * Its own module, free of the API client's session, storage and platform, so that the UI kit and
 * the operators' console (apps/console imports it through `@web`) can use it without them.
 */

/**
 * RETRY_LATER_MESSAGE of the domain package, spelled here so that the message catalogue
 * stays out of the login page's bundle (a unit test keeps the two equal).
 */
export const RETRY_LATER_MESSAGE = 'Qualcosa non ha funzionato, riprovare più tardi';

/** A failed call: HTTP status (0 for network failure or timeout) and the server's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A refusal the server explained (4xx, with its Italian message), not a failure of the server or the network. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
