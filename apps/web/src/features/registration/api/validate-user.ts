import { validateUser as validateUserEndpoint } from '@sportello/contract/endpoints';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { isValidUsername, MESSAGES } from '@sportello/domain';
import { ApiError, call, RETRY_LATER_MESSAGE, type AnswerOf } from '../../../lib/api-client';
import type { CustomerType } from './draft';

/** POST /Core/v1/users/validate: the parts sent are checked; a message per failing field. */
export type ValidateUserAnswer = AnswerOf<typeof validateUserEndpoint>;

export interface ValidateUserInput {
  registrationType?: CustomerType | 'delegate';
  username?: string;
  customerCode?: string;
  fiscalCode?: string;
  vatNumber?: string;
}

export function validateUser(input: ValidateUserInput, signal?: AbortSignal): Promise<ValidateUserAnswer> {
  return call(validateUserEndpoint, {
    body: { validateUserRequest: input },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

// ---- username: the live availability check ---------------------------------------------------

export const usernameAvailabilityQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['registration', 'username', username.toLowerCase()],
    queryFn: ({ signal }) => validateUser({ username }, signal),
    staleTime: 30_000,
    retry: false,
  });

/** The availability of a (debounced) username; asked only when it is well formed. */
export function useUsernameAvailability(username: string) {
  return useQuery({
    ...usernameAvailabilityQueryOptions(username),
    enabled: isValidUsername(username),
    placeholderData: keepPreviousData,
  });
}

// ---- customer code and fiscal data ---------------------------------------------------------------

export type CustomerCheck =
  | { ok: true }
  | { ok: false; field: 'customerCode' | 'taxId' | 'form'; message: string; alreadyRegistered?: boolean };

/**
 * Whether the customer code and the holder's tax id belong together, and whether the customer
 * already has a user ("utente già registrato").
 */
export async function checkCustomer(input: {
  registrationType: CustomerType;
  customerCode: string;
  fiscalCode?: string;
  vatNumber?: string;
}): Promise<CustomerCheck> {
  const answer = await validateUser(input);
  if (answer.alreadyRegistered)
    return {
      ok: false,
      field: 'form',
      message: answer.messages.customerCode ?? MESSAGES.userAlreadyRegistered,
      alreadyRegistered: true,
    };
  if (answer.valid) return { ok: true };
  const [key, message] = Object.entries(answer.messages)[0] ?? ['customerCode', MESSAGES.clientCodeInvalid];
  return { ok: false, field: key === 'customerCode' ? 'form' : 'taxId', message };
}

export function useCheckCustomer() {
  return useMutation({ mutationFn: checkCustomer });
}

/** The text a failed call shows in a form: the server's Italian message for 400/409/429. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 409, 429].includes(error.status)) return error.message;
  return RETRY_LATER_MESSAGE;
}
