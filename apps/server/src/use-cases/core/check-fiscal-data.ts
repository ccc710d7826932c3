import type { checkFiscalDataRequestSchema, checkFiscalDataResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { takeAttempt } from '../../services/core/throttle';
import {
  fiscalDataProblems,
  matchCustomer,
  probeThrottleRules,
  USER_MESSAGES,
} from '../../services/core/users';
import type { Actor, Deps, NamedInput } from '../context';

export type CheckFiscalDataInput = NamedInput<typeof checkFiscalDataRequestSchema, 'checkFiscalDataRequest'>;

/**
 * Checks a fiscal code / VAT number (check character) and, with a customer code and well-formed
 * data, whether they match (probing throttled per client address).
 */
export async function checkFiscalData(
  deps: Deps,
  actor: Actor,
  input: CheckFiscalDataInput,
): Promise<z.output<typeof checkFiscalDataResponseSchema>> {
  const { db, config } = deps;
  const messages: Record<string, string> = {};
  for (const [key, message] of Object.entries(fiscalDataProblems('', input)))
    messages[key.slice(1)] = message;
  const answer: { fiscalCodeValid?: boolean; vatNumberValid?: boolean; customerMatches?: boolean } = {};
  if (input.fiscalCode) answer.fiscalCodeValid = !messages.fiscalCode;
  if (input.vatNumber) answer.vatNumberValid = !messages.vatNumber;
  if (input.customerCode && Object.keys(messages).length === 0) {
    const attempt = await takeAttempt(db, probeThrottleRules(config, actor.ip));
    const customer = await matchCustomer(db, actor.session.companyCode, {
      ...input,
      customerCode: input.customerCode,
    });
    answer.customerMatches = !!customer;
    if (!customer) messages.customerCode = USER_MESSAGES.fiscalDataMismatch;
    else await attempt.succeeded();
  }
  return { checkFiscalDataResponse: { valid: Object.keys(messages).length === 0, ...answer, messages } };
}
