import type { getContractResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { accessibleCustomerIds } from '../../services/access';
import { toContract } from '../../services/erp/mappers';
import { contractsQuery, supplyCount } from '../../services/erp/records';
import type { Actor, Deps } from '../context';

const CONTRACT_NOT_FOUND = 'Contratto non trovato';

/** One contract the session may see, by id or by key, with its number of supplies; else 404. */
export async function getContract(
  { db }: Deps,
  actor: Actor,
  input: { id?: number; key?: string },
): Promise<z.output<typeof getContractResponseSchema>> {
  const ids = await accessibleCustomerIds(db, actor.session);
  if (ids.length === 0) throw notFound(CONTRACT_NOT_FOUND);
  let query = contractsQuery(db, ids)
    .selectAll('contracts')
    .select('customers.key as customer_key')
    .select(supplyCount.as('supply_count'));
  query =
    input.id !== undefined
      ? query.where('contracts.id', '=', input.id)
      : query.where('contracts.key', '=', input.key!);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(CONTRACT_NOT_FOUND);
  return { getContractResponse: toContract({ ...row, supply_count: Number(row.supply_count ?? 0) }) };
}
