import type { Session } from '@sportello/contract';
import { doLogin, doLogout } from '@sportello/contract/endpoints';
import { ApiError, call, callRaw, RETRY_LATER_MESSAGE } from './api-client';
import type { LoginResult } from './session-context';
import {
  clearLocalSession,
  clearUserChoices,
  setLoginActive,
  storeLoggedInUser,
  storeSessionId,
} from './session-flags';
import { LOGIN_FAILED_MESSAGE } from './session-rules';
import { local, LOCAL_KEYS } from './storage';

/**
 * Logs in on the session `current` gives (the anonymous one, created if needed). A wrong password
 * is an answer (`doLoginFailed`), throttling shows the server's text, anything else the retry text.
 * On success the new session comes back for the store to adopt.
 */
export async function logIn(
  current: () => Promise<Session>,
  username: string,
  password: string,
): Promise<{ result: LoginResult; session?: Session }> {
  setLoginActive(true);
  try {
    storeSessionId((await current()).sessionId);
    const answer = await callRaw(doLogin, {
      body: { doLoginRequest: { username, password } },
      silent: true,
    });
    if ('doLoginFailed' in answer) return { result: { ok: false, message: LOGIN_FAILED_MESSAGE } };
    const { doLoginResponse } = answer;
    storeLoggedInUser(doLoginResponse.sessionId, doLoginResponse.user);
    return { result: { ok: true, user: doLoginResponse.user }, session: doLoginResponse.session };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      return { result: { ok: false, message: error.message } };
    }
    return { result: { ok: false, message: RETRY_LATER_MESSAGE } };
  } finally {
    setLoginActive(false);
  }
}

/** Work of other modules at logout (the app: stored biometric credentials, push). */
const logoutHooks = new Set<() => unknown>();

/**
 * Adds work to every logout (after the server call and the local clear); returns its removal.
 * A hook that fails does not stop the logout.
 */
export function onLogout(hook: () => unknown): () => void {
  logoutHooks.add(hook);
  return () => {
    logoutHooks.delete(hook);
  };
}

function runLogoutHooks(): Promise<unknown> {
  return Promise.all(
    [...logoutHooks].map((hook) =>
      Promise.resolve()
        .then(hook)
        .catch(() => undefined),
    ),
  );
}

/** Logs out on the server (whatever it answers) and forgets the user here, encrypted cache included. */
export async function logOut(): Promise<void> {
  // This device stops receiving the user's pushes (before the session loses its user).
  if (local.get(LOCAL_KEYS.pushId))
    await import('./push-device').then((m) => m.forgetPushDevice()).catch(() => undefined);
  try {
    await call(doLogout, { silent: true });
  } catch {
    // The local clear below happens whatever the server says.
  }
  clearLocalSession();
  clearUserChoices();
  await runLogoutHooks();
  // The encrypted cache (invoices, supplies, contracts, PDFs) and any cached answer go with the user.
  await import('./offline-purge').then((m) => m.purgeOfflineData()).catch(() => undefined);
}
