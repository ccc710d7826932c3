import { session as tabStorage, SESSION_KEYS } from '../../../lib/storage';

/**
 * A push tapped logged out whose link needs the login (a push carries no link hash since issue
 * 18): kept in the tab's session storage, run once the user has logged in. Light on purpose: the
 * shell checks it on every login without loading the push tap's code.
 */
export function keepPushAfterLogin(raw: Record<string, unknown> | null | undefined): void {
  tabStorage.set(SESSION_KEYS.pushAfterLogin, JSON.stringify(raw ?? {}));
}

/** The push tap kept for after the login, once (it is forgotten as it is read), or null. */
export function takePushAfterLogin(): Record<string, unknown> | null {
  const raw = tabStorage.get(SESSION_KEYS.pushAfterLogin);
  if (raw === null) return null;
  tabStorage.remove(SESSION_KEYS.pushAfterLogin);
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
