import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  doLoginRequestSchema,
  doLoginResponseSchema,
  doLogoutResponseSchema,
  errorBodySchema,
} from '@sportello/contract';
import { canLogIn, MESSAGES } from '@sportello/domain';
import { sessionOf } from '../../plugins/session';
import { loginThrottleRules } from '../../services/core/users';
import { clearFailures, takeAttempt } from '../../services/core/throttle';
import { verifyPassword } from '../../services/passwords';
import { createSession, endSession } from '../../services/session-store';
import { buildSessionView, loadUserView } from '../../services/session-view';

const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/login',
    {
      schema: {
        tags: ['Core'],
        summary: 'Login con nome utente e password; rilascia un nuovo id di sessione',
        description:
          'Solo utenti Active di tipo Agency, Customer o Lead. Password errata, utente sconosciuto o non attivo: stessa risposta ' +
          'doLoginFailed. Dopo LOGIN_MAX_FAILURES errori per nome utente (o LOGIN_IP_MAX_FAILURES per indirizzo) nella finestra: 429.',
        body: doLoginRequestSchema,
        response: {
          200: doLoginResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { username, password } = request.body.doLoginRequest;
      const rules = loginThrottleRules(app.config, session.companyCode, username, request.ip);
      // Counted before the password is checked: a parallel burst cannot outrun the limit.
      const attempt = await takeAttempt(app.db, rules);
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'password_hash', 'status', 'type'])
        .where('company_code', '=', session.companyCode)
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      // Always verify (a dummy hash for unknown users) so the answer time does not tell them apart.
      const passwordOk = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !passwordOk || !canLogIn(user)) {
        request.log.info({ company: session.companyCode, ip: request.ip }, 'login failed');
        return { doLoginFailed: { message: MESSAGES.loginFailed } };
      }
      await attempt.succeeded();
      await clearFailures(app.db, rules[0]!);
      const customers = await app.db
        .selectFrom('user_customers')
        .select('customer_id')
        .where('user_id', '=', user.id)
        .where('status', '=', 'accepted')
        .execute();
      // A fresh id at login (no session fixation); the anonymous one ends here.
      await endSession(app.db, session.id);
      const fresh = await createSession(app.db, app.config, {
        companyCode: session.companyCode,
        clientSpec: session.clientSpec ?? undefined,
        userId: user.id,
        currentCustomerId: customers.length === 1 ? customers[0]!.customer_id : null,
      });
      const view = await buildSessionView(app.db, fresh, app.hiddenModules);
      return {
        doLoginResponse: {
          user: view.user ?? (await loadUserView(app.db, user.id)),
          sessionId: fresh.id,
          session: view,
        },
      };
    },
  );

  app.delete(
    '/user/logout',
    {
      schema: {
        tags: ['Core'],
        summary: 'Chiude la sessione lato server',
        response: { 200: doLogoutResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await endSession(app.db, sessionOf(request).id);
      return { doLogoutResponse: { success: true as const } };
    },
  );
};

export default loginRoutes;
