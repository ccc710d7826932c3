import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkAddressRequestSchema,
  checkAddressResponseSchema,
  errorBodySchema,
  getStreetQuerySchema,
  getStreetResponseSchema,
  getTownQuerySchema,
  getTownResponseSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, requireSessionForTree } from '../../plugins/session';
import { checkAddress } from '../../use-cases/stradario/check-address';
import { getStreet } from '../../use-cases/stradario/get-street';
import { getTown } from '../../use-cases/stradario/get-town';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The address service (stradario), mounted at /services/rest/stradario. Needs a session. */
const stradarioApi: FastifyPluginAsyncZod = async (app) => {
  requireSessionForTree(app);

  app.get(
    '/getTown',
    {
      schema: {
        tags: ['Stradario'],
        summary: 'Comuni italiani che iniziano con (o contengono) il testo',
        querystring: getTownQuerySchema,
        response: { 200: getTownResponseSchema, ...errors },
      },
    },
    async (request) => getTown(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/getStreet',
    {
      schema: {
        tags: ['Stradario'],
        summary: 'Vie di un comune (tKey = codice ISTAT) che corrispondono al testo',
        querystring: getStreetQuerySchema,
        response: { 200: getStreetResponseSchema, ...errors },
      },
    },
    async (request) => getStreet(depsOf(request), actorOf(request), request.query),
  );

  app.post(
    '/checkAddress',
    {
      schema: {
        tags: ['Stradario'],
        summary: 'Verifica un indirizzo: punteggio 0–100, valido da 50',
        body: checkAddressRequestSchema,
        response: { 200: checkAddressResponseSchema, ...errors },
      },
    },
    async (request) => checkAddress(depsOf(request), actorOf(request), request.body.checkAddressRequest),
  );
};

export default stradarioApi;
