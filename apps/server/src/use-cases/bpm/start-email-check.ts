import type { emailCheckRequestSchema, emailCheckResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { isValidEmail, RULE_MESSAGES } from '../../services/core/rules';
import type { Deps, NamedInput, UserActor } from '../context';
import { startContactCheck } from './contact-check';

export type EmailCheckInput = NamedInput<typeof emailCheckRequestSchema, 'emailCheckRequest'>;

/** Starts the check of a new e-mail address: a 4-digit code mailed to it; answers its workflowId. */
export async function startEmailCheck(
  deps: Deps,
  actor: UserActor,
  input: EmailCheckInput,
): Promise<z.output<typeof emailCheckResponseSchema>> {
  const { email, company, accountNumber } = input;
  if (!isValidEmail(email))
    throw badRequest(RULE_MESSAGES.email, { 'emailCheckRequest.email': RULE_MESSAGES.email });
  return {
    emailCheckResponse: await startContactCheck(deps, actor, 'email-check', {
      company,
      accountNumber,
      value: email.trim(),
    }),
  };
}
