import type { getRequestsQuerySchema, getRequestsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { contractForKey, customerScope } from '../../services/access';
import { requestRows, toRequest } from '../../services/erp/requests';
import type { Deps, UserActor } from '../context';

export type ListRequestsInput = z.output<typeof getRequestsQuerySchema>;

/** The user's requests by type, contract and customer, newest first, one page and the total. */
export async function listRequests(
  { db }: Deps,
  actor: UserActor,
  input: ListRequestsInput,
): Promise<z.output<typeof getRequestsResponseSchema>> {
  const { session } = actor;
  const { requestType, contractKey, customerKey, pagingTake, pagingSkip } = input;
  const ids = await customerScope(db, session, customerKey);
  if (ids.length === 0) return { getRequestsResponse: { requests: [], total: 0 } };
  let rows = requestRows(db).where('customer_requests.customer_id', 'in', ids);
  let count = db.selectFrom('customer_requests').where('customer_requests.customer_id', 'in', ids);
  if (contractKey) {
    const contract = await contractForKey(db, session, contractKey);
    rows = rows.where('customer_requests.contract_id', '=', contract.id);
    count = count.where('customer_requests.contract_id', '=', contract.id);
  }
  if (requestType) {
    rows = rows.where('customer_requests.request_type', '=', requestType);
    count = count.where('customer_requests.request_type', '=', requestType);
  }
  const [list, n] = await Promise.all([
    rows
      .orderBy('customer_requests.created_at', 'desc')
      .orderBy('customer_requests.id', 'desc')
      .limit(pagingTake)
      .offset(pagingSkip)
      .execute(),
    count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { getRequestsResponse: { requests: list.map(toRequest), total: Number(n.n) } };
}
