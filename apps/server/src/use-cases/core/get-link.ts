import type { getLinkResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { linkView, resolveLink } from '../../services/core/links';
import type { Actor, Deps } from '../context';

/**
 * A link of the session's company with its hash code (module, entity, parameters). Wrong hash,
 * unknown link or another company's: 404 `link_invalid`; expired or used: 410 `link_expired`.
 */
export async function getLink(
  { db }: Deps,
  actor: Actor,
  input: { id: number; hashCode: string },
): Promise<z.output<typeof getLinkResponseSchema>> {
  const link = await resolveLink(db, input.id, input.hashCode, actor.session.companyCode);
  return { getLinkResponse: await linkView(db, link) };
}
