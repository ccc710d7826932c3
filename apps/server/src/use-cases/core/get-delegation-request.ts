import { sql } from 'kysely';
import type { getDelegationRequestResponseSchema } from '@sportello/contract';
import { cleanDelegateName, OWNERSHIP_MESSAGES } from '@sportello/domain';
import type { z } from 'zod';
import { notFound, unauthenticated } from '../../errors';
import { isAcceptedOwner, type DelegationScope } from '../../services/core/delegations';
import { guestScope, LINK_MODULES } from '../../services/core/links';
import type { Actor, Deps } from '../context';

/**
 * One delegation request of the session's company: for the user who owns the customer it names,
 * or for the guest session of the link the owner received (module 6, naming the request).
 * Anyone else, and unknown requests: 404 alike; a session with neither login nor link: 401.
 */
export async function getDelegationRequest(
  { db }: Deps,
  actor: Actor,
  input: { workflowId: string },
): Promise<z.output<typeof getDelegationRequestResponseSchema>> {
  const { session } = actor;
  if (session.userId === null && !session.guest) throw unauthenticated();
  const wf = await db
    .selectFrom('workflows')
    .select([
      'id',
      'status',
      'payload',
      'customer_id',
      'expires_at',
      sql<boolean>`coalesce(expires_at <= now(), false)`.as('expired'),
    ])
    .where('id', '=', input.workflowId)
    .where('kind', '=', 'delegation')
    .where('company_code', '=', session.companyCode)
    .executeTakeFirst();
  const missing = () => notFound(OWNERSHIP_MESSAGES.delegationNotFound);
  if (!wf) throw missing();
  if (session.userId === null) {
    const scope = await guestScope(db, session);
    if (!scope || scope.moduleId !== LINK_MODULES.survey || scope.entityKey !== wf.id) throw missing();
  } else {
    // The owner of the one customer the request names (never of another code sharing its fiscal code).
    if (wf.customer_id === null || !(await isAcceptedOwner(db, session.userId, wf.customer_id)))
      throw missing();
  }
  const customers = await db
    .selectFrom('delegation_requests as d')
    .innerJoin('customers as c', 'c.id', 'd.customer_id')
    .leftJoin('user_customers as uc', (join) =>
      join.onRef('uc.user_id', '=', 'd.user_id').onRef('uc.customer_id', '=', 'd.customer_id'),
    )
    .select(['c.key', 'c.name', 'uc.scope', 'uc.status'])
    .where('d.workflow_id', '=', wf.id)
    .orderBy('c.id')
    .execute();
  const payload = JSON.parse(wf.payload) as { requestedScope?: DelegationScope; delegateName?: string };
  const status = wf.status === 'open' && wf.expired ? 'expired' : wf.status;
  const accepted = customers.find((c) => c.status === 'accepted');
  return {
    getDelegationRequestResponse: {
      workflowId: wf.id,
      delegateName: cleanDelegateName(payload.delegateName ?? ''),
      requestedScope: payload.requestedScope ?? 'read',
      status,
      grantedScope: wf.status === 'completed' && accepted ? (accepted.scope ?? 'read') : null,
      expiresAt: wf.expires_at ? new Date(wf.expires_at).toISOString() : null,
      customers: customers.map((c) => ({ key: c.key, name: c.name })),
    },
  };
}
