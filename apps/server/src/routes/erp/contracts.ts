import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bollettaclickCanChangeQuerySchema,
  bollettaclickCanChangeResponseSchema,
  errorBodySchema,
  getContractResponseSchema,
  getContractsQuerySchema,
  getContractsResponseSchema,
  getMaintenanceContractsQuerySchema,
  getMaintenanceContractsResponseSchema,
  idOrKeyParam,
  useExtKeyQuery,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, userActorOf } from '../../plugins/session';
import { idOrKey } from '../../services/access';
import { checkBollettaclickChange } from '../../use-cases/erp/check-bollettaclick-change';
import { getContract } from '../../use-cases/erp/get-contract';
import { listContracts } from '../../use-cases/erp/list-contracts';
import { listMaintenanceContracts } from '../../use-cases/erp/list-maintenance-contracts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Contracts (a link session too, as far as its link allows) and maintenance contracts. */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contracts',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Contratti dei clienti della sessione (o di un cliente, per codice)',
        querystring: getContractsQuerySchema,
        response: { 200: getContractsResponseSchema, ...errors },
      },
    },
    async (request) => listContracts(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/contracts/bollettaclick-can-change',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Se la bolletta via e-mail (Bolletta Click) del contratto può essere cambiata ora',
        querystring: bollettaclickCanChangeQuerySchema,
        response: { 200: bollettaclickCanChangeResponseSchema, ...errors },
      },
    },
    async (request) => checkBollettaclickChange(depsOf(request), userActorOf(request), request.query),
  );

  app.get(
    '/contracts/maintenance',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Contratti di manutenzione',
        querystring: getMaintenanceContractsQuerySchema,
        response: { 200: getMaintenanceContractsResponseSchema, ...errors },
      },
    },
    async (request) => listMaintenanceContracts(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/contracts/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Un contratto, per id o per codice (useExtKey)',
        params: idOrKeyParam,
        querystring: useExtKeyQuery,
        response: { 200: getContractResponseSchema, ...errors },
      },
    },
    async (request) =>
      getContract(depsOf(request), actorOf(request), idOrKey(request.params.id, request.query.useExtKey)),
  );
};

export default contractRoutes;
