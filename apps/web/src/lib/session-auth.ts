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

/** Logs out on the server (whatever it answers) and forgets the user here, encrypted cache included. */
export async function logOut(): Promise<void> {
  try {
    await call(doLogout, { silent: true });
  } catch {
    // The local clear below happens whatever the server says.
  }
  clearLocalSession();
  clearUserChoices();
  // The encrypted cache of invoices, supplies and contracts goes with the user.
  void import('./secure-cache').then((cache) => cache.clearAll()).catch(() => undefined);
}
