import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@sportello/domain';
import { ApiError, RETRY_LATER_MESSAGE } from '../../../lib/api-client';
import { LINK_NOT_VALID_MESSAGE, passwordResetErrorMessage, setPasswordErrorMessage } from './password-api';

describe('passwordResetErrorMessage', () => {
  it.each([
    [
      new ApiError(400, 'params_not_valid', 'x'),
      MESSAGES.passwordResetFailed,
      'params_not_valid: the catalogue',
    ],
    [
      new ApiError(400, 'invalid_input', 'Indirizzo e-mail non valido'),
      'Indirizzo e-mail non valido',
      'bad input',
    ],
    [
      new ApiError(429, 'too_many', 'Troppi tentativi falliti. Riprova tra 30 secondi'),
      'Troppi tentativi falliti. Riprova tra 30 secondi',
      'throttled',
    ],
    [new ApiError(0, 'network_error', 'x'), RETRY_LATER_MESSAGE, 'network'],
    [new Error('boom'), RETRY_LATER_MESSAGE, 'anything else'],
  ])('%s → %s (%s)', (error, expected) => {
    expect(passwordResetErrorMessage(error)).toBe(expected);
  });
});

describe('setPasswordErrorMessage', () => {
  it.each([
    [new ApiError(410, 'link_expired', 'x'), MESSAGES.linkExpired, 'used or expired link'],
    [new ApiError(403, 'forbidden', 'x'), LINK_NOT_VALID_MESSAGE, 'another user'],
    [new ApiError(401, 'unauthenticated', 'x'), LINK_NOT_VALID_MESSAGE, 'no link session'],
    [new ApiError(400, 'invalid_input', MESSAGES.passwordDigit), MESSAGES.passwordDigit, 'the server rule'],
    [new ApiError(500, 'x', 'x'), RETRY_LATER_MESSAGE, 'server error'],
  ])('%s → %s (%s)', (error, expected) => {
    expect(setPasswordErrorMessage(error)).toBe(expected);
  });
});
