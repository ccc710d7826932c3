import { startPasswordReset as startPasswordResetEndpoint, updateUser } from '@sportello/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, PASSWORD_RESET_ERROR_CODE } from '@sportello/domain';
import { ApiError, call, RETRY_LATER_MESSAGE, type AnswerOf } from '../../../lib/api-client';

/** Forgotten password by username: the username and the e-mail it was registered with. */
export interface ResetByUsername {
  username: string;
  email: string;
}

/** Forgotten password by customer code: the code and the owner's fiscal code or VAT number. */
export interface ResetByCustomerCode {
  customerCode: string;
  fiscalCode?: string;
  vatNumber?: string;
}

export type PasswordResetInput = (ResetByUsername | ResetByCustomerCode) & { company: string };

/**
 * POST /Wfm/v1/password-reset/start: the server mails a single-use link to /recupero-psw and
 * answers "queued". The form shows its own errors (the shell's popups stay quiet).
 */
export function startPasswordReset(
  input: PasswordResetInput,
): Promise<AnswerOf<typeof startPasswordResetEndpoint>> {
  return call(startPasswordResetEndpoint, {
    body: { passwordResetRequest: input },
    silent: true,
  });
}

/** The text a failed reset request shows: params_not_valid is the catalogue's message. */
export function passwordResetErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === PASSWORD_RESET_ERROR_CODE) return MESSAGES.passwordResetFailed;
    if (error.status === 400 || error.status === 429) return error.message;
  }
  return RETRY_LATER_MESSAGE;
}

export function useStartPasswordReset() {
  return useMutation({ mutationFn: startPasswordReset });
}

/**
 * PUT /Core/v1/users in the password link's session (module 5): sets the password of the link's
 * user without the current one, once; the server then ends every session of that user.
 */
export function setPasswordFromLink(input: {
  userId: number;
  password: string;
}): Promise<AnswerOf<typeof updateUser>> {
  return call(updateUser, {
    body: { updateUserRequest: { id: input.userId, password: input.password } },
    silent: true,
  });
}

/** A link that is used, expired or not a password link: the person asks for a new one. */
export const LINK_NOT_VALID_MESSAGE = 'Il link non è più valido: richiedi un nuovo link per la password.';

export function setPasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 410) return MESSAGES.linkExpired;
    if (error.status === 401 || error.status === 403) return LINK_NOT_VALID_MESSAGE;
    if (error.status === 400) return error.message;
  }
  return RETRY_LATER_MESSAGE;
}

export function useSetPasswordFromLink() {
  return useMutation({ mutationFn: setPasswordFromLink });
}
