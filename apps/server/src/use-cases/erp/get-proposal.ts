import type { getProposalResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { toProposal, visibleProposal } from '../../services/erp/proposals';
import type { Actor, Deps } from '../context';

/** One proposal of the session's customers, only inside its window (else 404). */
export async function getProposal(
  { db }: Deps,
  actor: Actor,
  input: { id: number },
): Promise<z.output<typeof getProposalResponseSchema>> {
  return { getProposalResponse: toProposal(await visibleProposal(db, actor.session, input.id)) };
}
