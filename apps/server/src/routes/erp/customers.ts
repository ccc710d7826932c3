import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  getCustomerResponseSchema,
  getCustomersQuerySchema,
  getCustomersResponseSchema,
  idParam,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf } from '../../plugins/session';
import { getCustomer } from '../../use-cases/erp/get-customer';
import { listCustomers } from '../../use-cases/erp/list-customers';

/** The customers the session may manage (a link session too: its link's). */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Clienti che la sessione può gestire',
        querystring: getCustomersQuerySchema,
        response: { 200: getCustomersResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listCustomers(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Un cliente, se la sessione può gestirlo',
        params: idParam,
        response: {
          200: getCustomerResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => getCustomer(depsOf(request), actorOf(request), request.params),
  );
};

export default customerRoutes;
