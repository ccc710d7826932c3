import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNewSessionRequestSchema,
  createNewSessionResponseSchema,
  errorBodySchema,
  getSessionResponseSchema,
} from '@sportello/contract';
import { badRequest, forbidden, sessionExpired, unauthenticated } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { createSession, touchSession } from '../../services/session-store';
import { buildSessionView } from '../../services/session-view';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sessions',
    {
      schema: {
        tags: ['Core'],
        summary: 'Crea una sessione anonima per una società',
        body: createNewSessionRequestSchema,
        response: { 201: createNewSessionResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { company, clientSpec, linkId, hashCode } = request.body.createNewSessionRequest;
      if (linkId !== undefined || hashCode !== undefined) throw badRequest('Link non valido');
      const session = await createSession(app.db, app.config.SESSION_TTL_MINUTES, {
        companyCode: company,
        clientSpec,
      });
      reply.status(201);
      return { createNewSessionResponse: await buildSessionView(app.db, session) };
    },
  );

  app.get(
    '/sessions/:id',
    {
      schema: {
        tags: ['Core'],
        summary: 'Legge una sessione (solo con la stessa sessione nell\u2019intestazione)',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: getSessionResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const headerId = request.headers['x-session-id'];
      // The id in the path is the credential itself; the header, when sent, must agree.
      if (typeof headerId === 'string' && headerId !== request.params.id) throw forbidden();
      const found = await touchSession(app.db, request.params.id, app.config.SESSION_TTL_MINUTES);
      if (found === 'expired') throw sessionExpired();
      if (!found) throw unauthenticated();
      request.session = found;
      return { getSessionResponse: await buildSessionView(app.db, sessionOf(request)) };
    },
  );
};

export default sessionRoutes;
