import {
  CORE_ERROR_CODES,
  type updateUserRequestSchema,
  type updateUserResponseSchema,
} from '@sportello/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest, forbidden, HttpError, unauthenticated } from '../../errors';
import { consumeLink, LINK_MODULES, linkExpired, sessionLink } from '../../services/core/links';
import { takeAttempt } from '../../services/core/throttle';
import {
  endUserSessions,
  loginThrottleRules,
  newPasswordHash,
  USER_MESSAGES,
} from '../../services/core/users';
import { verifyPassword } from '../../services/passwords';
import { endSession, rotateActorSession } from '../../services/session-store';
import { loadUserView } from '../../services/session-view';
import type { Actor, Deps, NamedInput, UserActor } from '../context';

export type UpdateUserInput = NamedInput<typeof updateUserRequestSchema, 'updateUserRequest'>;
type Output = z.output<typeof updateUserResponseSchema>;
const P = 'updateUserRequest';

/**
 * Updates a user. Logged in: the actor's own password (with the current one; the other sessions
 * end and this one gets a new id), options and notification preferences. In a password link session (module 5: first
 * access or reset): sets the link's user's password without the current one, once; a Pending
 * user becomes Active and every session of the user ends, this one too.
 */
export async function updateUser(deps: Deps, actor: Actor, input: UpdateUserInput): Promise<Output> {
  if (actor.kind === 'user') return updateOwnUser(deps, actor, input);
  const { db } = deps;
  const { session } = actor;
  if (session.linkId === null) throw unauthenticated();
  const link = await sessionLink(db, session);
  if (!link) throw linkExpired();
  if (link.module_id !== LINK_MODULES.password || link.user_id !== input.id) throw forbidden();
  if (!input.password)
    throw badRequest('Inserire la password', { [`${P}.password`]: 'Inserire la password' });
  const hash = await newPasswordHash(input.password, `${P}.password`);
  await db.transaction().execute(async (tx) => {
    if (!(await consumeLink(tx, link.id))) throw linkExpired();
    await tx
      .updateTable('users')
      .set({
        password_hash: hash,
        // A first access activates the Pending user; a reset never reactivates a suspended one.
        status: sql<'Active'>`case when status = 'Pending' then 'Active' else status end`,
        updated_at: new Date(),
      })
      .where('id', '=', link.user_id!)
      .execute();
    await endUserSessions(tx, link.user_id!);
  });
  await endSession(db, session.id);
  return { updateUserResponse: { success: true as const, user: null } };
}

async function updateOwnUser(deps: Deps, actor: UserActor, input: UpdateUserInput): Promise<Output> {
  const { db, config } = deps;
  const { session, userId: me } = actor;
  if (input.id !== me) throw forbidden();
  const patch: {
    password_hash?: string;
    user_options?: string;
    receive_commercial_notifications?: boolean;
    receive_tech_notifications?: boolean;
  } = {};
  if (input.password !== undefined) {
    if (!input.currentPassword) {
      throw badRequest(USER_MESSAGES.currentPasswordRequired, {
        [`${P}.currentPassword`]: USER_MESSAGES.currentPasswordRequired,
      });
    }
    const user = await db
      .selectFrom('users')
      .select(['username', 'password_hash'])
      .where('id', '=', me)
      .executeTakeFirstOrThrow();
    const attempt = await takeAttempt(
      db,
      loginThrottleRules(config, session.companyCode, user.username, actor.ip),
    );
    if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
      throw new HttpError(400, CORE_ERROR_CODES.wrongPassword, USER_MESSAGES.wrongCurrentPassword, {
        [`${P}.currentPassword`]: USER_MESSAGES.wrongCurrentPassword,
      });
    }
    await attempt.succeeded();
    if (input.password === input.currentPassword) {
      throw badRequest(USER_MESSAGES.samePassword, { [`${P}.password`]: USER_MESSAGES.samePassword });
    }
    patch.password_hash = await newPasswordHash(input.password, `${P}.password`);
  }
  if (input.userOptions !== undefined) patch.user_options = input.userOptions;
  if (input.receiveCommercialNotifications !== undefined)
    patch.receive_commercial_notifications = input.receiveCommercialNotifications;
  if (input.receiveTechNotifications !== undefined)
    patch.receive_tech_notifications = input.receiveTechNotifications;
  if (Object.keys(patch).length > 0) {
    await db
      .updateTable('users')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', me)
      .execute();
  }
  if (patch.password_hash) {
    // A password change ends every other session and gives this one a new id (X-Session-Id).
    await endUserSessions(db, me, session.id);
    await rotateActorSession(db, config, session);
  }
  return { updateUserResponse: { success: true as const, user: await loadUserView(db, me) } };
}
