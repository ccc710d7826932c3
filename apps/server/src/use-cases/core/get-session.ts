import type { getSessionResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { forbidden, sessionExpired, unauthenticated } from '../../errors';
import { touchSession } from '../../services/session-store';
import { buildSessionView, hiddenModulesFor } from '../../services/session-view';
import type { Deps } from '../context';

export const SESSION_HANDOVER_REFUSED =
  'Questa sessione non può essere aperta da un link: accedi con le tue credenziali';

/**
 * Reads a session by its id (the id is the credential itself, so there is no actor). Outside a
 * hand-over the session header must name the same session (403). A hand-over (an id received in
 * an address) passes only an anonymous or guest session, never a logged-in one (403): a link
 * cannot make someone else adopt an authenticated session. Unknown id 401, expired 401.
 */
export async function getSession(
  deps: Deps,
  input: { id: string; headerId: string | undefined; handover: boolean },
): Promise<z.output<typeof getSessionResponseSchema>> {
  const { db, config } = deps;
  const handover = input.handover || input.headerId === undefined;
  if (!handover && input.headerId !== input.id) throw forbidden();
  const found = await touchSession(db, input.id, config);
  if (found === 'expired') throw sessionExpired();
  if (!found) throw unauthenticated();
  // A logged-in session never travels in an address (fixation and donation of sessions).
  if (handover && found.userId !== null) throw forbidden(SESSION_HANDOVER_REFUSED);
  return { getSessionResponse: await buildSessionView(db, found, hiddenModulesFor(deps.paymentProvider)) };
}
