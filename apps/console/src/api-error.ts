/**
 * The console's answer to the UI kit's one import from the portal's API client
 * (apps/web/src/lib/api-client.ts: ApiError, isRefusal, RETRY_LATER_MESSAGE): the same error
 * class, without the portal's session, storage and platform. vite.config.ts resolves the kit's
 * import here, so the console's bundle carries none of the portal's client.
 */
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

export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export const RETRY_LATER_MESSAGE = 'Qualcosa non ha funzionato, riprovare più tardi';
