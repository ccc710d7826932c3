import type { doLogoutResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { endSession } from '../../services/session-store';
import type { Actor, Deps } from '../context';

/** Ends the actor's session on the server (whoever it is: a user, a guest, an anonymous one). */
export async function logOut({ db }: Deps, actor: Actor): Promise<z.output<typeof doLogoutResponseSchema>> {
  await endSession(db, actor.session.id);
  return { doLogoutResponse: { success: true as const } };
}
