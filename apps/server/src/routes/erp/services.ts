import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRequestResponseSchema,
  errorBodySchema,
  getMaintenanceContractResponseSchema,
  getOffersResponseSchema,
  getServicesQuerySchema,
  getServicesResponseSchema,
  idParam,
  serviceActivationRequestSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, userActorOf } from '../../plugins/session';
import { getMaintenanceContract } from '../../use-cases/erp/get-maintenance-contract';
import { listOffers } from '../../use-cases/erp/list-offers';
import { listServices } from '../../use-cases/erp/list-services';
import { requestServiceActivation } from '../../use-cases/erp/request-service-activation';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Services (module ser): the catalogue per commodity with each supply's state, activation through
 * a request (a practice, type AttivazioneServizio), the maintenance contracts with their visits,
 * and the brand's offers for the public helpers.
 */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      schema: {
        tags: ['Erp'],
        summary:
          'Servizi attivabili per commodity e stato di ciascun servizio sulle forniture attive del cliente',
        querystring: getServicesQuerySchema,
        response: { 200: getServicesResponseSchema, ...errors },
      },
    },
    async (request) => listServices(depsOf(request), userActorOf(request), request.query),
  );

  app.post(
    '/requests/serviceActivation',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Richiesta di attivazione di un servizio su una fornitura (pratica AttivazioneServizio)',
        body: serviceActivationRequestSchema,
        response: { 201: createRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await requestServiceActivation(
        depsOf(request),
        userActorOf(request),
        request.body.serviceActivationRequest,
      );
      reply.status(201);
      return created;
    },
  );

  app.get(
    '/contracts/maintenance/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Un contratto di manutenzione con le sue visite',
        params: idParam,
        response: { 200: getMaintenanceContractResponseSchema, ...errors },
      },
    },
    async (request) =>
      getMaintenanceContract(depsOf(request), userActorOf(request), { id: request.params.id }),
  );

  app.get(
    '/offers',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Le offerte del marchio della sessione (pubbliche: anche senza login)',
        response: { 200: getOffersResponseSchema, ...errors },
      },
    },
    async (request) => listOffers(depsOf(request), actorOf(request)),
  );
};

export default serviceRoutes;
