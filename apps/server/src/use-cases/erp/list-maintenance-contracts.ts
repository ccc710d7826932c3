import type {
  getMaintenanceContractsQuerySchema,
  getMaintenanceContractsResponseSchema,
} from '@sportello/contract';
import type { z } from 'zod';
import { customerScope } from '../../services/access';
import { toMaintenanceContract } from '../../services/erp/mappers';
import type { Actor, Deps } from '../context';

export type ListMaintenanceContractsInput = z.output<typeof getMaintenanceContractsQuerySchema>;

/** The maintenance contracts of the session's customers (or of one, by key), one page and the total. */
export async function listMaintenanceContracts(
  { db }: Deps,
  actor: Actor,
  input: ListMaintenanceContractsInput,
): Promise<z.output<typeof getMaintenanceContractsResponseSchema>> {
  const { customerKey, pagingTake, pagingSkip } = input;
  const ids = await customerScope(db, actor.session, customerKey);
  if (ids.length === 0) return { getMaintenanceContractsResponse: { maintenanceContracts: [], total: 0 } };
  const query = db.selectFrom('maintenance_contracts').where('customer_id', 'in', ids);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('customer_id').orderBy('id').limit(pagingTake).offset(pagingSkip).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    getMaintenanceContractsResponse: {
      maintenanceContracts: rows.map(toMaintenanceContract),
      total: Number(count.n),
    },
  };
}
