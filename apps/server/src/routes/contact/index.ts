import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema, errorBodySchema } from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { requireSessionForTree, userActorOf } from '../../plugins/session';
import { sendContactRequest } from '../../use-cases/contact/send-contact-request';

export const CONTACT_PATH = '/Contact/v1/requests';

/**
 * The contact form (spec section 3 "Contact request payload"), mounted at
 * /services/rest/portalapi: POST /Contact/v1/requests stores a support request.
 */
const contactApi: FastifyPluginAsyncZod = async (app) => {
  requireSessionForTree(app);
  app.post(
    CONTACT_PATH,
    {
      schema: {
        tags: ['Contact'],
        summary: 'Invia una richiesta di assistenza dal modulo di contatto',
        body: contactRequestSchema,
        response: {
          201: contactResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const sent = await sendContactRequest(
        depsOf(request),
        userActorOf(request),
        request.body.contactRequest,
      );
      reply.status(201);
      return sent;
    },
  );
};

export default contactApi;
