import type { getUsersQuerySchema, getUsersResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { forbidden } from '../../errors';
import { accessibleCustomerIds } from '../../services/access';
import { loadUserView } from '../../services/session-view';
import type { Deps, UserActor } from '../context';

/**
 * The users of a contract the actor sees: its own user, or for an agency the owners and
 * delegates of the customer it serves. Unknown and not-yours contracts answer alike (403).
 */
export async function listContractUsers(
  { db }: Deps,
  actor: UserActor,
  input: z.output<typeof getUsersQuerySchema>,
): Promise<z.output<typeof getUsersResponseSchema>> {
  const { session, userId: me } = actor;
  const contract = await db
    .selectFrom('contracts')
    .select(['customer_id'])
    .where('key', '=', input.contractKey)
    .where('company_code', '=', session.companyCode)
    .executeTakeFirst();
  const allowed = await accessibleCustomerIds(db, session);
  if (!contract || !allowed.includes(contract.customer_id)) throw forbidden();
  const viewer = await db.selectFrom('users').select('type').where('id', '=', me).executeTakeFirstOrThrow();
  let ids = [me];
  if (viewer.type === 'Agency') {
    const rows = await db
      .selectFrom('user_customers')
      .select('user_id')
      .where('customer_id', '=', contract.customer_id)
      .where('status', '=', 'accepted')
      .where('relation', 'in', ['owner', 'delegate'])
      .orderBy('user_id')
      .execute();
    ids = rows.map((r) => r.user_id);
  }
  const users = [];
  for (const id of ids) users.push(await loadUserView(db, id));
  return { getUsersResponse: { users } };
}
