import { updateUser } from '@sportello/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { withOnboardingSeen } from '@sportello/domain/onboarding';
import { call } from '../../../lib/api-client';

/**
 * PUT /Core/v1/users with the userOptions that record the tour as seen; the user's other options
 * are kept as they are.
 */
export function saveOnboardingSeen(input: { userId: number; userOptions: string | null | undefined }) {
  return call(updateUser, {
    body: { updateUserRequest: { id: input.userId, userOptions: withOnboardingSeen(input.userOptions) } },
    silent: true,
  });
}

export function useSaveOnboardingSeen() {
  return useMutation({ mutationFn: saveOnboardingSeen });
}
