import { sql } from 'kysely';
import type { doLoginRequestSchema, doLoginResponseSchema } from '@sportello/contract';
import { canLogIn, MESSAGES } from '@sportello/domain';
import type { z } from 'zod';
import { clearFailures, takeAttempt } from '../../services/core/throttle';
import { loginThrottleRules } from '../../services/core/users';
import { verifyPassword } from '../../services/passwords';
import { createSession, endSession } from '../../services/session-store';
import { buildSessionView, hiddenModulesFor, loadUserView } from '../../services/session-view';
import type { Actor, Deps, NamedInput } from '../context';

type Input = NamedInput<typeof doLoginRequestSchema, 'doLoginRequest'>;
type Output = z.output<typeof doLoginResponseSchema>;

/**
 * Logs in on the actor's session (anonymous, a link's or a user's): only Active users of type
 * Agency, Customer or Lead. A wrong password, an unknown or inactive user all get the same
 * `doLoginFailed`; failures are throttled per username and per client address. Success ends the
 * session the login came on and opens a new one (a fresh id: no session fixation).
 */
export async function logIn(deps: Deps, actor: Actor, input: Input): Promise<Output> {
  const { db, config } = deps;
  const { session } = actor;
  const { username, password } = input;
  const rules = loginThrottleRules(config, session.companyCode, username, actor.ip);
  // Counted before the password is checked: a parallel burst cannot outrun the limit.
  const attempt = await takeAttempt(db, rules).catch((error: unknown) => {
    deps.metrics?.login(session.companyCode, 'throttled');
    throw error;
  });
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status', 'type'])
    .where('company_code', '=', session.companyCode)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  // Always verify (a dummy hash for unknown users) so the answer time does not tell them apart.
  const passwordOk = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !passwordOk || !canLogIn(user)) {
    deps.log.info({ company: session.companyCode, ip: actor.ip }, 'login failed');
    deps.metrics?.login(session.companyCode, 'failed');
    return { doLoginFailed: { message: MESSAGES.loginFailed } };
  }
  await attempt.succeeded();
  deps.metrics?.login(session.companyCode, 'success');
  await clearFailures(db, rules[0]);
  const customers = await db
    .selectFrom('user_customers')
    .select('customer_id')
    .where('user_id', '=', user.id)
    .where('status', '=', 'accepted')
    .execute();
  // A fresh id at login (no session fixation); the session the login came on ends here.
  await endSession(db, session.id);
  const fresh = await createSession(db, config, {
    companyCode: session.companyCode,
    clientSpec: session.clientSpec ?? undefined,
    userId: user.id,
    currentCustomerId: customers.length === 1 ? customers[0]!.customer_id : null,
  });
  const view = await buildSessionView(db, fresh, hiddenModulesFor(deps.paymentProvider));
  return {
    doLoginResponse: {
      user: view.user ?? (await loadUserView(db, user.id)),
      sessionId: fresh.id,
      session: view,
    },
  };
}
