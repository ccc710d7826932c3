import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCrmSessionRequestSchema,
  createCrmSessionResponseSchema,
  errorBodySchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { createCrmSession } from '../../use-cases/core/create-crm-session';

/** The retailer CRM's server-to-server calls (Bearer token, no customer session). */
const crmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/crm/sessions',
    {
      schema: {
        tags: ['Core'],
        summary: 'Sessione del CRM per i grafici dei consumi di una fornitura (rcrm=1)',
        description:
          'Chiamata dal CRM del venditore con `Authorization: Bearer <CRM_API_TOKEN>`. Crea una sessione senza login che vede ' +
          'solo la fornitura indicata, i suoi dati e i suoi consumi (per un\u2019ora), e restituisce l\u2019indirizzo ' +
          '`/?sessionId=…&supplyKey=…&customerKey=…&rcrm=1` a cui mandare il browser. Token assente o errato: 401 crm_unauthorized; ' +
          'fornitura non del cliente o della società: 404.',
        security: [{ crmToken: [] }],
        body: createCrmSessionRequestSchema,
        response: {
          201: createCrmSessionResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createCrmSession(
        depsOf(request),
        { authorization: request.headers.authorization },
        request.body.createCrmSessionRequest,
      );
      reply.status(201);
      return created;
    },
  );
};

export default crmRoutes;
