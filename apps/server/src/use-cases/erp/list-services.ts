import type { getServicesQuerySchema, getServicesResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { customerScope } from '../../services/access';
import type { Deps, UserActor } from '../context';

export type ListServicesInput = z.output<typeof getServicesQuerySchema>;

/**
 * The services catalogue per commodity and, for each active supply of the user's customers (or
 * of one customer), the state of every service of its commodity ("Attivabile" when never asked).
 */
export async function listServices(
  { db }: Deps,
  actor: UserActor,
  input: ListServicesInput,
): Promise<z.output<typeof getServicesResponseSchema>> {
  const ids = await customerScope(db, actor.session, input.customerKey);
  const [catalogue, supplies] = await Promise.all([
    db.selectFrom('service_catalogue').selectAll().orderBy('commodity').orderBy('sort_order').execute(),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('supplies')
          .innerJoin('contracts', 'contracts.id', 'supplies.contract_id')
          .select([
            'supplies.id',
            'supplies.key',
            'supplies.nickname',
            'supplies.commodity',
            'supplies.pod_pdr',
            'supplies.address',
            'supplies.locality',
            'contracts.key as contract_key',
          ])
          .where('supplies.customer_id', 'in', ids)
          .where('supplies.status', '=', 'Attiva')
          .orderBy('supplies.customer_id')
          .orderBy('supplies.id')
          .execute(),
  ]);
  const had =
    supplies.length === 0
      ? []
      : await db
          .selectFrom('supply_services')
          .selectAll()
          .where(
            'supply_id',
            'in',
            supplies.map((s) => s.id),
          )
          .execute();
  return {
    getServicesResponse: {
      catalogue: catalogue.map((c) => ({
        code: c.code,
        commodity: c.commodity,
        name: c.name,
        description: c.description,
        monthlyFee: c.monthly_fee,
      })),
      supplies: supplies.map((s) => ({
        supplyId: s.id,
        supplyKey: s.key,
        nickname: s.nickname,
        commodity: s.commodity,
        podPdr: s.pod_pdr,
        address: `${s.address}, ${s.locality}`,
        contractKey: s.contract_key,
        services: catalogue
          .filter((c) => c.commodity === s.commodity)
          .map((c) => {
            const row = had.find((h) => h.supply_id === s.id && h.service_code === c.code);
            return {
              code: c.code,
              status: row?.status ?? ('Attivabile' as const),
              requestId: row?.request_id ?? null,
              activatedOn: row?.activated_on ?? null,
            };
          }),
      })),
    },
  };
}
