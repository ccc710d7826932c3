import type { getLinkResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { accessibleCustomerIds } from '../../services/access';
import { LINK_MESSAGES, linkView, resolveLink, resolveOwnLink } from '../../services/core/links';
import type { Actor, Deps } from '../context';

/**
 * A link of the session's company with its hash code (module, entity, parameters). Wrong hash,
 * unknown link or another company's: 404 `link_invalid`; expired or used: 410 `link_expired`.
 * Without the hash (a push carries the link id only, issue 18): the logged-in user the link was
 * sent to reads it (services/core/links.ts resolveOwnLink); without a login the hash is needed
 * (400).
 */
export async function getLink(
  { db }: Deps,
  actor: Actor,
  input: { id: number; hashCode?: string | undefined },
): Promise<z.output<typeof getLinkResponseSchema>> {
  const { companyCode } = actor.session;
  if (input.hashCode !== undefined)
    return {
      getLinkResponse: await linkView(db, await resolveLink(db, input.id, input.hashCode, companyCode)),
    };
  if (actor.kind !== 'user') throw badRequest(LINK_MESSAGES.invalid, { hashCode: LINK_MESSAGES.invalid });
  const link = await resolveOwnLink(db, input.id, {
    userId: actor.userId,
    companyCode,
    customerIds: await accessibleCustomerIds(db, actor.session),
  });
  return { getLinkResponse: await linkView(db, link) };
}
