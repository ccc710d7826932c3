import type { getContractsQuerySchema, getContractsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { customerScope } from '../../services/access';
import { toContract } from '../../services/erp/mappers';
import { contractsQuery, supplyCount } from '../../services/erp/records';
import type { Actor, Deps } from '../context';

export type ListContractsInput = z.output<typeof getContractsQuerySchema>;

/** The contracts of the session's customers (or of one, by key; only active ones), one page and the total. */
export async function listContracts(
  { db }: Deps,
  actor: Actor,
  input: ListContractsInput,
): Promise<z.output<typeof getContractsResponseSchema>> {
  const { customerKey, activeOnly, pagingTake, pagingSkip } = input;
  const ids = await customerScope(db, actor.session, customerKey);
  if (ids.length === 0) return { getContractsResponse: { contracts: [], total: 0 } };
  let query = contractsQuery(db, ids);
  if (activeOnly) query = query.where('contracts.status', '=', 'Attivo');
  const [rows, count] = await Promise.all([
    query
      .selectAll('contracts')
      .select('customers.key as customer_key')
      .select(supplyCount.as('supply_count'))
      .orderBy('contracts.customer_id')
      .orderBy('contracts.id')
      .limit(pagingTake)
      .offset(pagingSkip)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    getContractsResponse: {
      contracts: rows.map((r) => toContract({ ...r, supply_count: Number(r.supply_count ?? 0) })),
      total: Number(count.n),
    },
  };
}
