import {
  CORE_ERROR_CODES,
  type passwordResetRequestSchema,
  type passwordResetResponseSchema,
} from '@sportello/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { HttpError } from '../../errors';
import { createLink, LINK_MODULES, linkUrl } from '../../services/core/links';
import { takeAttempt } from '../../services/core/throttle';
import { matchCustomer, probeThrottleRules } from '../../services/core/users';
import { CATALOGUE, composeMessage } from '../../services/messages';
import { WORKFLOW_MESSAGES } from '../../services/core/workflows';
import type { Actor, Deps, NamedInput } from '../context';

export type PasswordResetInput = NamedInput<typeof passwordResetRequestSchema, 'passwordResetRequest'>;
type Output = z.output<typeof passwordResetResponseSchema>;

/**
 * Password reset answers take at least this long, found or not, so that the time of the answer
 * does not tell whether a user matched (the work of a match stays well under it).
 */
export const RESET_ANSWER_FLOOR_MS = 400;

async function untilFloor(started: number): Promise<void> {
  const left = RESET_ANSWER_FLOOR_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

const paramsNotValid = () =>
  new HttpError(400, CORE_ERROR_CODES.paramsNotValid, WORKFLOW_MESSAGES.resetParamsNotValid);

/**
 * Starts a password reset from username and e-mail, or customer code and fiscal code / VAT
 * number: when they match an Active or Pending user with an e-mail, mails a single-use link to
 * /recupero-psw (a new link cancels the unused ones). Always answers `queued`, alike and in about
 * the same time whether a user matched or not; misses count towards the address's probe limit.
 */
export async function startPasswordReset(
  deps: Deps,
  actor: Actor,
  input: PasswordResetInput,
): Promise<Output> {
  const { db, config } = deps;
  const { session } = actor;
  const started = performance.now();
  if (input.company && input.company !== session.companyCode) throw paramsNotValid();
  const attempt = await takeAttempt(db, probeThrottleRules(config, actor.ip));

  let user: { id: number; email: string | null; status: string } | undefined;
  if (input.username && input.email) {
    user = await db
      .selectFrom('users')
      .select(['id', 'email', 'status'])
      .where('company_code', '=', session.companyCode)
      .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
      .where(sql<string>`lower(email)`, '=', input.email.toLowerCase())
      .executeTakeFirst();
  } else if (input.customerCode) {
    const customer = await matchCustomer(db, session.companyCode, {
      ...input,
      customerCode: input.customerCode,
    });
    if (customer) {
      const owner = await db
        .selectFrom('user_customers')
        .innerJoin('users', 'users.id', 'user_customers.user_id')
        .select(['users.id', 'users.email', 'users.status'])
        .where('user_customers.customer_id', '=', customer.id)
        .where('user_customers.relation', '=', 'owner')
        .where('user_customers.status', '=', 'accepted')
        .orderBy('users.id')
        .executeTakeFirst();
      user = owner && { ...owner, email: owner.email ?? customer.email };
    }
  }
  if (!user || !user.email || !['Active', 'Pending'].includes(user.status)) {
    // The same answer as for a match (status, body, time floor): users cannot be enumerated.
    // A miss still counts towards the probe throttle of the client address (never given back).
    await untilFloor(started);
    return { passwordResetResponse: { status: 'queued' as const } };
  }
  await attempt.succeeded();
  const found = user;
  const link = await db.transaction().execute(async (tx) => {
    // A new link cancels the unused ones of the same user.
    await tx
      .updateTable('links')
      .set({ used_at: sql<string>`now()` })
      .where('user_id', '=', found.id)
      .where('module_id', '=', LINK_MODULES.password)
      .where('used_at', 'is', null)
      .execute();
    return createLink(tx, {
      companyCode: session.companyCode,
      moduleId: LINK_MODULES.password,
      entityKey: String(found.id),
      additionalParams: { userId: found.id, firstAccess: false },
      userId: found.id,
      ttlMinutes: config.RESET_LINK_TTL_MINUTES,
      singleUse: true,
    });
  });
  const url = linkUrl(config.PUBLIC_URL, '/recupero-psw', link.id, link.hashCode);
  await deps.messenger.send(
    db,
    await composeMessage(config, session.companyCode, {
      channel: 'mail',
      recipient: found.email!,
      mail: CATALOGUE.passwordReset.mail({ minutes: config.RESET_LINK_TTL_MINUTES, url }),
      meta: {
        linkId: link.id,
        hashCode: link.hashCode,
        linkUrl: url,
        userId: found.id,
        kind: 'password-reset',
      },
    }),
  );
  await untilFloor(started);
  return { passwordResetResponse: { status: 'queued' as const } };
}
