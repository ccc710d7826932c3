import type { getSuppliesQuerySchema, getSuppliesResponseSchema } from '@sportello/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { accessibleCustomerIds, customerIdForKey } from '../../services/access';
import { toSupply } from '../../services/erp/mappers';
import { suppliesWithKeys } from '../../services/erp/records';
import { pageTotal } from '../../services/paging';
import { compiledPage } from '../../db/compiled';
import type { Db } from '../../db/index';
import type { Actor, Deps } from '../context';

export type ListSuppliesInput = z.output<typeof getSuppliesQuerySchema>;

const suppliesOf = (db: Db, customerIds: number[], activeOnly: boolean) => {
  const rows = suppliesWithKeys(db).where('supplies.customer_id', 'in', customerIds);
  return activeOnly ? rows.where('supplies.status', '=', 'Attiva') : rows;
};
/** One page and the total in one round trip (a window count over the filtered rows), compiled once. */
const supplyPage = (activeOnly: boolean) =>
  compiledPage((db, paginate, customerIds: number[]) =>
    paginate(
      suppliesOf(db, customerIds, activeOnly)
        .select(sql<string>`count(*) over ()`.as('total_count'))
        .orderBy('supplies.customer_id')
        .orderBy('supplies.id'),
    ),
  );
const SUPPLY_PAGES = { all: supplyPage(false), active: supplyPage(true) };

/** The supplies of the session's customers (or of one, by key; only active ones), one page and the total. */
export async function listSupplies(
  deps: Deps,
  actor: Actor,
  input: ListSuppliesInput,
): Promise<z.output<typeof getSuppliesResponseSchema>> {
  // A list: read from a replica where there are some (read-your-writes: deps.reads).
  const db = deps.reads ?? deps.db;
  const { session } = actor;
  const { customerKey, activeOnly, pagingTake, pagingSkip } = input;
  const customerIds = customerKey
    ? [await customerIdForKey(db, session, customerKey)]
    : await accessibleCustomerIds(db, session);
  if (customerIds.length === 0) return { getSuppliesResponse: { supplies: [], total: 0 } };

  const list = await SUPPLY_PAGES[activeOnly ? 'active' : 'all'](db, pagingTake, pagingSkip, customerIds);
  const total = await pageTotal(list, pagingSkip, async () =>
    suppliesOf(db, customerIds, activeOnly ?? false)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => r.n),
  );
  return { getSuppliesResponse: { supplies: list.map(toSupply), total } };
}
