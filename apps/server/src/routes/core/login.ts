import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  doLoginRequestSchema,
  doLoginResponseSchema,
  doLogoutResponseSchema,
  errorBodySchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf } from '../../plugins/session';
import { logIn } from '../../use-cases/core/log-in';
import { logOut } from '../../use-cases/core/log-out';

/** Login and logout (the tree's session hook has loaded the session they act on). */
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
    async (request) => logIn(depsOf(request), actorOf(request), request.body.doLoginRequest),
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
    async (request) => logOut(depsOf(request), actorOf(request)),
  );
};

export default loginRoutes;
