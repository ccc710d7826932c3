import type { phoneCheckRequestSchema, phoneCheckResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { normalizePhone, RULE_MESSAGES } from '../../services/core/rules';
import type { Deps, NamedInput, UserActor } from '../context';
import { startContactCheck } from './contact-check';

export type PhoneCheckInput = NamedInput<typeof phoneCheckRequestSchema, 'phoneCheckRequest'>;

/** Starts the check of a new phone number: a 4-digit code by SMS; answers its workflowId. */
export async function startPhoneCheck(
  deps: Deps,
  actor: UserActor,
  input: PhoneCheckInput,
): Promise<z.output<typeof phoneCheckResponseSchema>> {
  const { phoneNum, company, accountNumber } = input;
  const phone = normalizePhone(phoneNum);
  if (!phone) throw badRequest(RULE_MESSAGES.phone, { 'phoneCheckRequest.phoneNum': RULE_MESSAGES.phone });
  return {
    phoneCheckResponse: await startContactCheck(deps, actor, 'phone-check', {
      company,
      accountNumber,
      value: phone,
    }),
  };
}
