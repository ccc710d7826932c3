import type { getUserResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { forbidden } from '../../errors';
import { agencyServesUser } from '../../services/core/users';
import { loadUserView } from '../../services/session-view';
import type { Deps, UserActor } from '../context';

/** A user by id: the actor's own, or (for an agency) a user it serves; anyone else: 403. */
export async function getUser(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
): Promise<z.output<typeof getUserResponseSchema>> {
  const me = actor.userId;
  if (input.id !== me) {
    const viewer = await db.selectFrom('users').select('type').where('id', '=', me).executeTakeFirstOrThrow();
    if (viewer.type !== 'Agency' || !(await agencyServesUser(db, me, input.id))) throw forbidden();
  }
  return { getUserResponse: await loadUserView(db, input.id) };
}
