import type { updateProposalRequestSchema, updateProposalResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { conflict } from '../../errors';
import { assertMayAct } from '../../services/access';
import { toProposal, visibleProposal } from '../../services/erp/proposals';
import type { Actor, Deps, NamedInput } from '../context';

export type AnswerProposalInput = NamedInput<typeof updateProposalRequestSchema, 'updateProposalRequest'>;

/**
 * Records the customer's choice on a visible proposal, once: a second answer is a 409 and changes
 * nothing. The session must be allowed to act for the proposal's customer.
 */
export async function answerProposal(
  { db }: Deps,
  actor: Actor,
  input: AnswerProposalInput,
): Promise<z.output<typeof updateProposalResponseSchema>> {
  const { session } = actor;
  const p = await visibleProposal(db, session, input.id);
  await assertMayAct(db, session, p.customer_id, 'change');
  const updated = await db
    .updateTable('proposals')
    .set({ action_selected: input.actionSelected, action_date: new Date() })
    .where('id', '=', p.id)
    .where('action_selected', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw conflict('Hai già risposto a questa proposta', 'proposal_already_answered');
  return { updateProposalResponse: toProposal(updated) };
}
