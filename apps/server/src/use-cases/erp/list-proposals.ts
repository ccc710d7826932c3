import type { getProposalsQuerySchema, getProposalsResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { customerScope } from '../../services/access';
import { inWindow, toProposal } from '../../services/erp/proposals';
import type { Actor, Deps } from '../context';

export type ListProposalsInput = z.output<typeof getProposalsQuerySchema>;

/**
 * The proposals of the session's customers (or of one customer) that are inside their window
 * now, one page and the total. A proposal link's guest sees its proposal's customer only.
 */
export async function listProposals(
  { db }: Deps,
  actor: Actor,
  input: ListProposalsInput,
): Promise<z.output<typeof getProposalsResponseSchema>> {
  const { customerKey, pagingTake, pagingSkip } = input;
  const ids = await customerScope(db, actor.session, customerKey);
  if (ids.length === 0) return { getProposalsResponse: { proposals: [], total: 0 } };
  const rows = await db
    .selectFrom('proposals')
    .selectAll()
    .where('customer_id', 'in', ids)
    .orderBy('customer_id')
    .orderBy('id', 'desc')
    .execute();
  const now = new Date();
  const visible = rows.filter((p) => inWindow(p, now));
  return {
    getProposalsResponse: {
      proposals: visible.slice(pagingSkip, pagingSkip + pagingTake).map(toProposal),
      total: visible.length,
    },
  };
}
