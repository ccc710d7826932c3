import { CORE_ERROR_CODES, type associateContractToUserResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { badRequest, conflict } from '../../errors';
import { accessibleCustomerIds } from '../../services/access';
import { startProof } from '../../services/core/ownership';
import { takeAttempt } from '../../services/core/throttle';
import { fiscalDataProblems, matchCustomer, probeThrottleRules } from '../../services/core/users';
import { WORKFLOW_MESSAGES } from '../../services/core/workflows';
import { composeMessage } from '../../services/messages';
import type { Deps, UserActor } from '../context';
import { fiscalDataMismatch, type AssociateContractInput } from './associate-contract-input';
import { requestDelegation } from './request-delegation';

type Output = z.output<typeof associateContractToUserResponseSchema>;

const P = 'associateContractToUserRequest';

/**
 * Associates a customer code with the user as its owner, or (delegation: true) asks the owner
 * for a delegation. As owner nothing is granted yet: a proof of ownership starts (a code to the
 * contact on file, or the bill), and the owner relation comes with it (bpm/otp-verification).
 * Probing is throttled per client address.
 */
export async function associateContractToUser(
  deps: Deps,
  actor: UserActor,
  input: AssociateContractInput,
): Promise<Output> {
  const { db, config } = deps;
  const { session } = actor;
  const problems = fiscalDataProblems(P, input);
  if (Object.keys(problems).length) throw badRequest(Object.values(problems)[0]!, problems);
  const attempt = await takeAttempt(db, probeThrottleRules(config, actor.ip));
  const mine = new Set(await accessibleCustomerIds(db, session));
  if (input.delegation) return requestDelegation(deps, actor, { ...input, attempt, mine });

  const customer = await matchCustomer(db, session.companyCode, input);
  if (!customer) throw fiscalDataMismatch();
  await attempt.succeeded();
  if (mine.has(customer.id)) throw conflict(WORKFLOW_MESSAGES.alreadyLinked, CORE_ERROR_CODES.alreadyLinked);
  // Whether the customer already has an owner is told only when the proof succeeds.
  const started = await db.transaction().execute((tx) =>
    startProof(tx, config, {
      companyCode: session.companyCode,
      customerId: customer.id,
      userId: actor.userId,
      purpose: 'association',
      ip: actor.ip,
    }),
  );
  if (started.message)
    await deps.messenger.send(db, await composeMessage(deps.config, session.companyCode, started.message));
  return {
    associateContractToUserResponse: {
      workflowId: started.proof.workflowId,
      status: 'open' as const,
      customers: 0,
      proof: started.proof,
    },
  };
}
