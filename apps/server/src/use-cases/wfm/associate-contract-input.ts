import { CORE_ERROR_CODES, type associateContractToUserRequestSchema } from '@sportello/contract';
import { HttpError } from '../../errors';
import { USER_MESSAGES } from '../../services/core/users';
import type { NamedInput } from '../context';

/** What associate-contract-to-user and request-delegation both take (one request body). */
export type AssociateContractInput = NamedInput<
  typeof associateContractToUserRequestSchema,
  'associateContractToUserRequest'
>;

const P = 'associateContractToUserRequest';

/** The customer code and fiscal data do not match one customer of the brand. */
export const fiscalDataMismatch = () =>
  new HttpError(400, CORE_ERROR_CODES.fiscalDataMismatch, USER_MESSAGES.fiscalDataMismatch, {
    [`${P}.customerCode`]: USER_MESSAGES.fiscalDataMismatch,
  });
