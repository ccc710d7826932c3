import type { revokeDelegationRequestSchema, revokeDelegationResponseSchema } from '@sportello/contract';
import { OWNERSHIP_MESSAGES } from '@sportello/domain';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { isAcceptedOwner } from '../../services/core/delegations';
import { notifyUser } from '../../services/core/notifications';
import { rotateActorSession } from '../../services/session-store';
import type { Deps, NamedInput, UserActor } from '../context';

type Input = NamedInput<typeof revokeDelegationRequestSchema, 'revokeDelegationRequest'>;

/**
 * The owner of a customer revokes a delegate's delegation (accepted or still pending): the
 * delegate loses the customer from its next request (a delegate session that had it as current
 * loses it at once) and is told. Unknown, not the actor's and already revoked: 404 alike.
 */
export async function revokeDelegation(
  { db, log, config }: Deps,
  actor: UserActor,
  input: Input,
): Promise<z.output<typeof revokeDelegationResponseSchema>> {
  const me = actor.userId;
  const { delegateId, customerId } = input;
  const revoked = await db.transaction().execute(async (tx) => {
    if (!(await isAcceptedOwner(tx, me, customerId))) return false;
    const res = await tx
      .updateTable('user_customers')
      .set({ status: 'revoked' })
      .where('user_id', '=', delegateId)
      .where('customer_id', '=', customerId)
      .where('relation', '=', 'delegate')
      .where('status', 'in', ['accepted', 'pending'])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    // A delegate session that had this customer as current loses it at once too.
    await tx
      .updateTable('sessions')
      .set({ current_customer_id: null })
      .where('user_id', '=', delegateId)
      .where('current_customer_id', '=', customerId)
      .execute();
    await notifyUser(tx, {
      userId: delegateId,
      customerId: null,
      typeCode: 'delegation-outcome',
      subject: OWNERSHIP_MESSAGES.delegationRevoked,
      message: 'Il titolare ha revocato la delega: non puoi più vedere i suoi contratti.',
    });
    return true;
  });
  if (!revoked) throw notFound(OWNERSHIP_MESSAGES.delegationNotFound);
  log.info({ delegateId, customerId }, 'delegation revoked');
  // A privilege change: the owner's session gets a new id (X-Session-Id), the old one ends.
  await rotateActorSession(db, config, actor.session);
  return { revokeDelegationResponse: { revoked: true as const } };
}
