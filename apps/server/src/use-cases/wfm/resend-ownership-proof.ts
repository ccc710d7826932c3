import {
  OWNERSHIP_ERROR_CODES,
  type ownershipProofResendRequestSchema,
  type ownershipProofResendResponseSchema,
} from '@sportello/contract';
import { OWNERSHIP_MESSAGES } from '@sportello/domain';
import type { z } from 'zod';
import { HttpError } from '../../errors';
import { sessionRef, startProof, type ProofPayload } from '../../services/core/ownership';
import { composeMessage } from '../../services/messages';
import type { Actor, Deps, NamedInput } from '../context';

export type ResendProofInput = NamedInput<
  typeof ownershipProofResendRequestSchema,
  'ownershipProofResendRequest'
>;
type Output = z.output<typeof ownershipProofResendResponseSchema>;

/**
 * A new proof-of-ownership code (or a new bill proof), from the session of the registration or
 * the user of the association: the previous code dies, a new one goes to the same contact on
 * file. 404 proof_not_found for a proof that is unknown, someone else's or concluded.
 */
export async function resendOwnershipProof(
  deps: Deps,
  actor: Actor,
  input: ResendProofInput,
): Promise<Output> {
  const { db } = deps;
  const { session } = actor;
  const wf = await db
    .selectFrom('workflows')
    .select(['id', 'status', 'user_id', 'customer_id', 'payload'])
    .where('id', '=', input.workflowId)
    .where('company_code', '=', session.companyCode)
    .where('kind', '=', 'ownership-proof')
    .executeTakeFirst();
  const proof = wf ? (JSON.parse(wf.payload) as ProofPayload) : null;
  const mine =
    !!wf &&
    !!proof &&
    (proof.purpose === 'registration'
      ? proof.sessionRef === sessionRef(session.id)
      : actor.userId !== null && wf.user_id === actor.userId);
  if (!wf || !proof || !mine || ['completed', 'refused'].includes(wf.status))
    throw new HttpError(404, OWNERSHIP_ERROR_CODES.proofNotFound, OWNERSHIP_MESSAGES.proofNotFound);
  const started = await db.transaction().execute((tx) =>
    startProof(tx, deps.config, {
      companyCode: session.companyCode,
      customerId: wf.customer_id!,
      userId: wf.user_id!,
      purpose: proof.purpose,
      sessionId: proof.purpose === 'registration' ? session.id : undefined,
      ip: actor.ip,
    }),
  );
  if (started.message)
    await deps.messenger.send(db, await composeMessage(deps.config, session.companyCode, started.message));
  return { ownershipProofResendResponse: started.proof };
}
