import { isValidUsername, MESSAGES } from '@sportello/domain';
import { useUsernameAvailability } from '../api/validate-user';
import { useDebounced } from './use-debounced';

export type Availability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken'; message: string }
  | { state: 'error' };

/** Pause after the last keystroke before the server is asked. */
export const USERNAME_CHECK_DELAY_MS = 400;

/** The live availability of what is typed in the username field. */
export function useLiveUsernameCheck(typed: string): Availability {
  const username = typed.trim();
  const debounced = useDebounced(username, USERNAME_CHECK_DELAY_MS);
  const query = useUsernameAvailability(debounced);
  if (!isValidUsername(username)) return { state: 'idle' };
  if (debounced !== username || query.isFetching) return { state: 'checking' };
  if (query.isError) return { state: 'error' };
  if (!query.data) return { state: 'checking' };
  return query.data.usernameAvailable
    ? { state: 'available' }
    : { state: 'taken', message: query.data.messages.username ?? MESSAGES.usernameInvalid };
}
