import { isProposalVisible } from '@sportello/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { ProposalsTable } from '../../db/tables/erp';
import { notFound } from '../../errors';
import { accessibleCustomerIds } from '../access';
import type { SessionContext } from '../session-store';

export const PROPOSAL_NOT_FOUND = 'Proposta non trovata';

/** The proposal window rule of the domain (spec section 4), on the stored instants. */
export function inWindow(p: { start_date: Date | null; end_date: Date | null }, now: Date): boolean {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return isProposalVisible({ startDate: iso(p.start_date), endDate: iso(p.end_date) }, now);
}

/** A stored proposal in the contract's terms. */
export function toProposal(p: Selectable<ProposalsTable>) {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: p.id,
    customerId: p.customer_id,
    supplyId: p.supply_id,
    title: p.title,
    description: p.description,
    offerCode: p.offer_code,
    startDate: iso(p.start_date),
    endDate: iso(p.end_date),
    actionSelected: p.action_selected,
    actionDate: iso(p.action_date),
  };
}

/** A proposal of the session's customers inside its window, or "Proposta non trovata". */
export async function visibleProposal(db: Db, session: SessionContext, id: number) {
  // A proposal link's guest (module 8) reaches this proposal only.
  const ids = await accessibleCustomerIds(db, session, { kind: 'proposal', id });
  if (ids.length === 0) throw notFound(PROPOSAL_NOT_FOUND);
  const p = await db
    .selectFrom('proposals')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', 'in', ids)
    .executeTakeFirst();
  if (!p || !inWindow(p, new Date())) {
    throw notFound(PROPOSAL_NOT_FOUND);
  }
  return p;
}
