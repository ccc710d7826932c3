import {
  createAccountDataRequest,
  updateUser as updateUserEndpoint,
  type BodyOf,
} from '@sportello/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerRequest, User } from '@sportello/contract';
import { ApiError, call, isRefusal, RETRY_LATER_MESSAGE } from '../../../lib/api-client';

/** The fields of PUT /Core/v1/users (updateUserRequest) the profile changes. */
export type UserUpdate = Pick<
  BodyOf<typeof updateUserEndpoint>['updateUserRequest'],
  'id' | 'currentPassword' | 'password' | 'receiveCommercialNotifications' | 'receiveTechNotifications'
>;

/** PUT /Core/v1/users: the answers' errors are shown by the forms (the shell stays quiet). */
export async function updateUser(input: UserUpdate): Promise<User | null> {
  const answer = await call(updateUserEndpoint, {
    body: { updateUserRequest: input },
    quiet: [400, 409, 429],
  });
  return answer.user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user, input) => {
      if (user) queryClient.setQueryData(['user', input.id], user);
    },
  });
}

/** The privacy flags of POST /Erp/v1/requests/accountData. */
export type PrivacyChange = Required<
  Pick<
    BodyOf<typeof createAccountDataRequest>['accountDataRequest'],
    'customerKey' | 'privacyCompany' | 'privacyOthers'
  >
>;

export function savePrivacy(input: PrivacyChange): Promise<CustomerRequest> {
  return call(createAccountDataRequest, {
    body: { accountDataRequest: input },
    quiet: [400, 409],
  });
}

/** Saves the consents; the customer (its flags) and its registry requests are read again. */
export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacy,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
        queryClient.invalidateQueries({ queryKey: ['requests'] }),
      ]);
    },
  });
}

/**
 * The Italian text of a failed call: the server's message for an answer it gave (4xx), the
 * catalogue's "retry later" otherwise.
 */
export function errorMessage(error: unknown): string {
  if (isRefusal(error)) return error.message;
  return RETRY_LATER_MESSAGE;
}

/** The message of one field (`updateUserRequest.password`), else null. */
export function fieldMessage(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (error.fields[field] ?? null) : null;
}
