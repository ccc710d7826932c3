import type { validateUserRequestSchema, validateUserResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { isValidUsername, RULE_MESSAGES } from '../../services/core/rules';
import { takeAttempt } from '../../services/core/throttle';
import {
  fiscalDataProblems,
  matchCustomer,
  probeThrottleRules,
  USER_MESSAGES,
  usernameCheckThrottleRules,
  usernameTaken,
} from '../../services/core/users';
import type { Actor, Deps, NamedInput } from '../context';

export type ValidateUserInput = NamedInput<typeof validateUserRequestSchema, 'validateUserRequest'>;

/**
 * The checks of the registration form: the username free and valid (every check counts towards
 * the address's limit, whatever the answer), the fiscal data well formed, the customer code
 * matching them (whether it already has a user is told only after the proof).
 */
export async function validateUser(
  deps: Deps,
  actor: Actor,
  input: ValidateUserInput,
): Promise<z.output<typeof validateUserResponseSchema>> {
  const { db, config } = deps;
  const { companyCode } = actor.session;
  const messages: Record<string, string> = {};
  const answer: { usernameAvailable?: boolean; customerMatches?: boolean } = {};
  if (input.username !== undefined) {
    await takeAttempt(db, usernameCheckThrottleRules(config, actor.ip));
    const available =
      isValidUsername(input.username) && !(await usernameTaken(db, companyCode, input.username));
    answer.usernameAvailable = available;
    if (!available) messages.username = RULE_MESSAGES.username;
  }
  if (input.fiscalCode || input.vatNumber) {
    for (const [key, message] of Object.entries(fiscalDataProblems('', input)))
      messages[key.slice(1)] = message;
  }
  if (input.customerCode) {
    const attempt = await takeAttempt(db, probeThrottleRules(config, actor.ip));
    const customer = await matchCustomer(db, companyCode, { ...input, customerCode: input.customerCode });
    answer.customerMatches = !!customer;
    if (!customer) messages.customerCode = USER_MESSAGES.fiscalDataMismatch;
    else await attempt.succeeded();
  }
  return { validateUserResponse: { valid: Object.keys(messages).length === 0, ...answer, messages } };
}
