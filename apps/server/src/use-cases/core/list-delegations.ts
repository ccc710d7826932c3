import type { getDelegationsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { delegationRows } from '../../services/core/delegations';
import type { Deps, UserActor } from '../context';

/**
 * The user's delegations: requests received and delegations granted on the customers it owns,
 * and its own requests as a delegate (any status).
 */
export async function listDelegations(
  { db }: Deps,
  actor: UserActor,
): Promise<z.output<typeof getDelegationsResponseSchema>> {
  const me = actor.userId;
  const [received, granted, requested] = await Promise.all([
    delegationRows(db, { ownerId: me, statuses: ['pending'] }),
    delegationRows(db, { ownerId: me, statuses: ['accepted'] }),
    delegationRows(db, { delegateId: me, statuses: ['pending', 'accepted', 'refused', 'revoked'] }),
  ]);
  return { getDelegationsResponse: { received, granted, requested } };
}
