import type { getInvoicesQuerySchema, getInvoicesResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { scopeForCustomerId } from '../../services/access';
import { listInvoices as invoicePage } from '../../services/erp/invoices';
import type { Deps, UserActor } from '../context';

export type ListInvoicesInput = z.output<typeof getInvoicesQuerySchema>;

/**
 * The user's bills (of one customer, contract or supply; only those still to pay; of some types),
 * one page newest first by default, with the total and what they still owe altogether.
 */
export async function listInvoices(
  deps: Deps,
  actor: UserActor,
  input: ListInvoicesInput,
): Promise<z.output<typeof getInvoicesResponseSchema>> {
  // A list: read from a replica where there are some (read-your-writes: deps.reads).
  const db = deps.reads ?? deps.db;
  const ids = await scopeForCustomerId(db, actor.session, input.customerId);
  const typeCodes =
    input.typeCodes && input.typeCodes !== 'all' ? input.typeCodes.split(',').map(Number) : undefined;
  const result = await invoicePage(
    db,
    ids,
    {
      contractId: input.contractId,
      supplyId: input.supplyId,
      orderBy: input.orderBy,
      outstandingOnly: input.outstandingOnly,
      typeCodes,
      take: input.pagingTake,
      skip: input.pagingSkip,
    },
    new Date(),
  );
  return { getInvoicesResponse: result };
}
