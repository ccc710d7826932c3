import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  getOfferResponseSchema,
  getSuppliesQuerySchema,
  getSuppliesResponseSchema,
  getSupplyQuerySchema,
  getSupplyResponseSchema,
  idOrKeyParam,
  updateSupplyRequestSchema,
  updateSupplyResponseSchema,
  useExtKeyQuery,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, userActorOf } from '../../plugins/session';
import { idOrKey } from '../../services/access';
import { getOffer } from '../../use-cases/erp/get-offer';
import { getSupply } from '../../use-cases/erp/get-supply';
import { listSupplies } from '../../use-cases/erp/list-supplies';
import { renameSupply } from '../../use-cases/erp/rename-supply';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Supplies (a link session too, as far as its link allows) and the brand's offers. */
const supplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/supplies',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Forniture dei clienti della sessione (o di un cliente, per codice)',
        querystring: getSuppliesQuerySchema,
        response: { 200: getSuppliesResponseSchema, ...errors },
      },
    },
    async (request) => listSupplies(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/supplies/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Una fornitura, per id o per codice (useExtKey), con offerta e dati tecnici',
        params: idOrKeyParam,
        querystring: getSupplyQuerySchema,
        response: { 200: getSupplyResponseSchema, ...errors },
      },
    },
    async (request) =>
      getSupply(depsOf(request), actorOf(request), {
        ref: idOrKey(request.params.id, request.query.useExtKey),
        includeTechnicalData: request.query.includeTechnicalData,
      }),
  );

  app.put(
    '/supplies',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Cambia il nome (nickname) di una fornitura',
        body: updateSupplyRequestSchema,
        response: { 200: updateSupplyResponseSchema, ...errors },
      },
    },
    async (request) => renameSupply(depsOf(request), userActorOf(request), request.body.updateSupplyRequest),
  );

  app.get(
    '/offers/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: "Un'offerta del marchio della sessione, per id o per codice (useExtKey)",
        params: idOrKeyParam,
        querystring: useExtKeyQuery,
        response: { 200: getOfferResponseSchema, ...errors },
      },
    },
    async (request) =>
      getOffer(depsOf(request), actorOf(request), {
        id: request.params.id,
        useExtKey: request.query.useExtKey,
      }),
  );
};

export default supplyRoutes;
