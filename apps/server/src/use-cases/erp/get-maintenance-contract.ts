import type { getMaintenanceContractResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { accessibleCustomerIds } from '../../services/access';
import { toMaintenanceContract } from '../../services/erp/mappers';
import type { Deps, UserActor } from '../context';

/** A maintenance contract of the user's customers with its visits, newest first (else 404). */
export async function getMaintenanceContract(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
): Promise<z.output<typeof getMaintenanceContractResponseSchema>> {
  const ids = await accessibleCustomerIds(db, actor.session);
  const m =
    ids.length === 0
      ? undefined
      : await db
          .selectFrom('maintenance_contracts')
          .selectAll()
          .where('id', '=', input.id)
          .where('customer_id', 'in', ids)
          .executeTakeFirst();
  if (!m) throw notFound('Contratto di manutenzione non trovato');
  const visits = await db
    .selectFrom('maintenance_visits')
    .selectAll()
    .where('maintenance_contract_id', '=', m.id)
    .orderBy('visit_date', 'desc')
    .execute();
  return {
    getMaintenanceContractResponse: {
      ...toMaintenanceContract(m),
      visits: visits.map((v) => ({
        id: v.id,
        visitDate: v.visit_date,
        kind: v.kind,
        status: v.status,
        notes: v.notes,
      })),
    },
  };
}
