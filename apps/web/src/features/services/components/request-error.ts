import { ApiError } from '../../../lib/api-client';

/** What the services forms say when the request could not be sent (network, server fault). */
export const SEND_FAILED = 'Non è stato possibile inviare la richiesta. Riprova più tardi.';

/**
 * A refusal the customer can act on (4xx) keeps the server's words; a lost network or a server
 * fault is not an ApiError for the form, so it says SEND_FAILED instead of the server's message.
 */
export function asFormError(error: unknown): unknown {
  if (error instanceof ApiError && (error.status === 0 || error.status >= 500))
    return new Error(error.message);
  return error;
}
