import type { getCustomersQuerySchema, getCustomersResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { accessibleCustomerIds } from '../../services/access';
import { customerPage } from '../../services/erp/records';
import type { Actor, Deps } from '../context';

export type ListCustomersInput = z.output<typeof getCustomersQuerySchema>;

/** The customers the session may manage (a link session: its link's), one page and the total. */
export async function listCustomers(
  { db }: Deps,
  actor: Actor,
  input: ListCustomersInput,
): Promise<z.output<typeof getCustomersResponseSchema>> {
  const ids = await accessibleCustomerIds(db, actor.session);
  const customers = await customerPage(db, actor.session, ids, input.pagingTake, input.pagingSkip);
  return { getCustomersResponse: { customers, total: ids.length } };
}
