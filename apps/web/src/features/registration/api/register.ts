import { createNewUser } from '@sportello/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call, type AnswerOf } from '../../../lib/api-client';
import type { CustomerType, PrivacyDraft } from './draft';

/** `error.code` values of the registration calls (CORE_ERROR_CODES of the contract). */
export const REGISTRATION_ERROR_CODES = {
  usernameTaken: 'username_taken',
  alreadyRegistered: 'user_already_registered',
  fiscalDataMismatch: 'fiscal_data_mismatch',
} as const;

/** POST /Core/v1/users (createNewUserRequest): a customer or a delegate registration. */
export interface CreateUserInput {
  company: string;
  registrationType: CustomerType | 'delegate';
  customerCode?: string;
  fiscalCode?: string;
  vatNumber?: string;
  email: string;
  phoneMobile?: string;
  username: string;
  firstName?: string;
  lastName?: string;
  address?: { streetName: string; civicNumber: string; city: string; province: string; postalCode: string };
  privacy: PrivacyDraft;
}

/**
 * The new user. `sentTo`: for a delegate where the first-access link went (masked), for a
 * customer where the proof code went; `proof`: the customer's proof of ownership to complete
 * (null for a delegate).
 */
export type CreateUserAnswer = AnswerOf<typeof createNewUser>;

export function createUser(input: CreateUserInput): Promise<CreateUserAnswer> {
  return call(createNewUser, {
    // The privacy step sends only with the personal-data consent given (the server refuses it otherwise).
    body: {
      createNewUserRequest: {
        ...input,
        privacy: { ...input.privacy, personalData: input.privacy.personalData as true },
      },
    },
    silent: true,
  });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser });
}

/** Whether a failed registration is about the username (taken meanwhile): the person changes it. */
export function isUsernameProblem(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === REGISTRATION_ERROR_CODES.usernameTaken ||
      Object.keys(error.fields).some((key) => key.endsWith('.username')))
  );
}
