import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNewSessionRequestSchema,
  createNewSessionResponseSchema,
  errorBodySchema,
  getSessionResponseSchema,
  SESSION_HEADER,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { createNewSession } from '../../use-cases/core/create-session';
import { getSession } from '../../use-cases/core/get-session';

export { SESSION_HANDOVER_REFUSED } from '../../use-cases/core/get-session';

/** Where a session comes from: no session hook (the id in the path is the credential itself). */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions',
    {
      schema: {
        tags: ['Core'],
        summary: 'Crea una sessione anonima per una società, o una sessione da link (linkId + hashCode)',
        description:
          'Con linkId e hashCode validi (e non scaduti) la sessione è di tipo ospite (guest=true) se il modulo del link è tra 4 e 9 e il ' +
          'flag guest non è false: vede solo il cliente e l\u2019entità del link. Per gli altri moduli la sessione è anonima e serve il login. ' +
          'Link errato: 404 link_invalid; link scaduto o già usato: 410 link_expired.',
        body: createNewSessionRequestSchema,
        response: {
          201: createNewSessionResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createNewSession(
        depsOf(request),
        request.body.createNewSessionRequest,
        request.ip,
      );
      reply.status(201);
      return created;
    },
  );

  app.get(
    '/sessions/:id',
    {
      schema: {
        tags: ['Core'],
        summary: 'Legge una sessione (solo con la stessa sessione nell\u2019intestazione)',
        description:
          'Con handover=1, o senza intestazione X-Session-Id, è il passaggio di una sessione ricevuta in un indirizzo (s=, ' +
          'sessionId=…&rcrm=1): si può passare solo una sessione anonima o ospite, mai quella di un utente che ha fatto ' +
          'login (403), così che un link non possa far adottare a qualcun altro una sessione autenticata.',
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: z.object({ handover: z.enum(['1', 'true']).optional() }),
        response: { 200: getSessionResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const header = request.headers[SESSION_HEADER.toLowerCase()];
      return getSession(depsOf(request), {
        id: request.params.id,
        headerId: typeof header === 'string' ? header : undefined,
        handover: request.query.handover !== undefined,
      });
    },
  );
};

export default sessionRoutes;
