import type { Session } from '@sportello/contract';
import { doLogin } from '@sportello/contract/endpoints';
import { ApiError, callRaw, RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import { local, LOCAL_KEYS } from '../../../lib/storage';

export const WRONG_PASSWORD_MESSAGE = 'La password non è corretta';

export type ConfirmResult = { ok: true; session: Session } | { ok: false; message: string };

/**
 * /confirm-psw-biometric: the password is confirmed by logging in again with it (the server
 * answers a fresh session id, which replaces the current one); nothing else changes.
 */
export async function confirmPassword(username: string, password: string): Promise<ConfirmResult> {
  try {
    const answer = await callRaw(doLogin, {
      body: { doLoginRequest: { username, password } },
      silent: true,
    });
    if ('doLoginFailed' in answer) return { ok: false, message: WRONG_PASSWORD_MESSAGE };
    local.set(LOCAL_KEYS.sessionId, answer.doLoginResponse.sessionId);
    return { ok: true, session: answer.doLoginResponse.session };
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return { ok: false, message: error.message };
    return { ok: false, message: RETRY_LATER_MESSAGE };
  }
}
