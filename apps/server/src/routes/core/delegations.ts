import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  delegationRequestParams,
  errorBodySchema,
  getDelegationRequestResponseSchema,
  getDelegationsResponseSchema,
  revokeDelegationRequestSchema,
  revokeDelegationResponseSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, userActorOf } from '../../plugins/session';
import { getDelegationRequest } from '../../use-cases/core/get-delegation-request';
import { listDelegations } from '../../use-cases/core/list-delegations';
import { revokeDelegation } from '../../use-cases/core/revoke-delegation';

/** The customer side of delegations: requests received, delegations granted, revoke. */
const delegationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delegations',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Deleghe: richieste ricevute e deleghe concesse sui clienti di cui si è titolari; le proprie richieste da delegato',
        response: { 200: getDelegationsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => listDelegations(depsOf(request), userActorOf(request)),
  );

  app.get(
    '/delegations/requests/:workflowId',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Una richiesta di delega: per il titolare dei codici cliente, o per la sessione ospite del link ricevuto (modulo 6)',
        params: delegationRequestParams,
        response: {
          200: getDelegationRequestResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      getDelegationRequest(depsOf(request), actorOf(request), { workflowId: request.params.workflowId }),
  );

  app.post(
    '/delegations/revoke',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Il titolare revoca una delega: il delegato perde l\u2019accesso al cliente dalla sua prossima richiesta',
        description:
          'La sessione del titolare ruota: il nuovo id è nell\u2019intestazione X-Session-Id della risposta, il vecchio non vale più.',
        body: revokeDelegationRequestSchema,
        response: {
          200: revokeDelegationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      revokeDelegation(depsOf(request), userActorOf(request), request.body.revokeDelegationRequest),
  );
};

export default delegationRoutes;
