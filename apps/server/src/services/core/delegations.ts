import { sql } from 'kysely';
import type { Delegation } from '@sportello/contract';
import { cleanDelegateName } from '@sportello/domain';
import type { Db } from '../../db/index';

export type DelegationScope = 'read' | 'pay';

/** Delegation rows (user_customers with relation delegate) with names, newest first. */
export async function delegationRows(
  db: Db,
  where: { ownerId?: number; delegateId?: number; statuses: string[] },
): Promise<Delegation[]> {
  let q = db
    .selectFrom('user_customers as uc')
    .innerJoin('customers as c', 'c.id', 'uc.customer_id')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .leftJoin('user_profiles as up', 'up.user_id', 'u.id')
    .select([
      'uc.user_id',
      'uc.customer_id',
      'uc.status',
      'uc.scope',
      'uc.created_at',
      'c.key as customer_key',
      'c.name as customer_name',
      'u.username',
      'up.first_name',
      'up.last_name',
      // The newest delegation request of this delegate for this customer, with the scope asked.
      sql<
        string | null
      >`(select d.workflow_id from delegation_requests d join workflows w on w.id = d.workflow_id
        where d.user_id = uc.user_id and d.customer_id = uc.customer_id order by w.created_at desc limit 1)`.as(
        'workflow_id',
      ),
      sql<string | null>`(select w.payload from delegation_requests d join workflows w on w.id = d.workflow_id
        where d.user_id = uc.user_id and d.customer_id = uc.customer_id order by w.created_at desc limit 1)`.as(
        'payload',
      ),
    ])
    .where('uc.relation', '=', 'delegate')
    .where('uc.status', 'in', where.statuses as ('pending' | 'accepted' | 'refused' | 'revoked')[]);
  if (where.delegateId !== undefined) q = q.where('uc.user_id', '=', where.delegateId);
  if (where.ownerId !== undefined) {
    const ownerId = where.ownerId;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_customers as o')
          .select('o.user_id')
          .whereRef('o.customer_id', '=', 'uc.customer_id')
          .where('o.user_id', '=', ownerId)
          .where('o.relation', '=', 'owner')
          .where('o.status', '=', 'accepted'),
      ),
    );
  }
  const rows = await q.orderBy('uc.created_at', 'desc').orderBy('uc.customer_id').execute();
  return rows.map((r) => {
    const payload = r.payload
      ? (JSON.parse(r.payload) as { requestedScope?: DelegationScope; delegateName?: string })
      : {};
    const requestedScope: DelegationScope = payload.requestedScope ?? r.scope ?? 'read';
    return {
      workflowId: r.workflow_id,
      delegateId: r.user_id,
      // Under the delegate name rule (issue 18), as in the messages the owner received.
      delegateName: cleanDelegateName(
        [r.first_name, r.last_name].filter(Boolean).join(' ') || payload.delegateName || r.username,
      ),
      customerId: r.customer_id,
      customerKey: r.customer_key,
      customerName: r.customer_name,
      status: r.status,
      scope: r.status === 'pending' ? requestedScope : (r.scope ?? 'read'),
      requestedScope,
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
}

/**
 * Whether the user owns this customer (relation `owner`, accepted): the one who may read and
 * decide a delegation request naming it (never the owner of another code sharing its fiscal code).
 */
export async function isAcceptedOwner(db: Db, userId: number, customerId: number): Promise<boolean> {
  const owner = await db
    .selectFrom('user_customers')
    .select('user_id')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .where('relation', '=', 'owner')
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return owner !== undefined;
}
