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
import { checkAddress, findStreets, findTowns, townByKey } from '../../adapters/address-embedded';
import { notFound } from '../../errors';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The address service (stradario), mounted at /services/rest/stradario. Needs a session. */
const stradarioApi: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getTown',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Stradario'],
        summary: 'Comuni italiani che iniziano con (o contengono) il testo',
        querystring: getTownQuerySchema,
        response: { 200: getTownResponseSchema, ...errors },
      },
    },
    async (request) => ({ getTownResponse: { towns: findTowns(request.query.stxt, request.query.cnt) } }),
  );

  app.get(
    '/getStreet',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Stradario'],
        summary: 'Vie di un comune (tKey = codice ISTAT) che corrispondono al testo',
        querystring: getStreetQuerySchema,
        response: { 200: getStreetResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!townByKey(request.query.tKey)) throw notFound('Comune non trovato');
      return {
        getStreetResponse: {
          streets: findStreets(request.query.stxt, request.query.tKey, request.query.cnt),
        },
      };
    },
  );

  app.post(
    '/checkAddress',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Stradario'],
        summary: 'Verifica un indirizzo: punteggio 0–100, valido da 50',
        body: checkAddressRequestSchema,
        response: { 200: checkAddressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = checkAddress(request.body.checkAddressRequest);
      return { root: { Indirizzo: { Score: result.score, ...result } } };
    },
  );
};

export default stradarioApi;
