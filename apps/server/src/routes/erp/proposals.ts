import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkProposalRulesResponseSchema,
  errorBodySchema,
  getProposalResponseSchema,
  getProposalsQuerySchema,
  getProposalsResponseSchema,
  idParam,
  updateProposalRequestSchema,
  updateProposalResponseSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf } from '../../plugins/session';
import { answerProposal } from '../../use-cases/erp/answer-proposal';
import { checkProposalRules } from '../../use-cases/erp/check-proposal-rules';
import { getProposal } from '../../use-cases/erp/get-proposal';
import { listProposals } from '../../use-cases/erp/list-proposals';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Commercial proposals: a session's customers (or a proposal link's guest) see them in their window. */
const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/proposals',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Proposte commerciali visibili ora (dentro il loro periodo)',
        querystring: getProposalsQuerySchema,
        response: { 200: getProposalsResponseSchema, ...errors },
      },
    },
    async (request) => listProposals(depsOf(request), actorOf(request), request.query),
  );

  app.get(
    '/proposals/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Una proposta (solo nel suo periodo)',
        params: idParam,
        response: { 200: getProposalResponseSchema, ...errors },
      },
    },
    async (request) => getProposal(depsOf(request), actorOf(request), { id: request.params.id }),
  );

  app.get(
    '/proposals/:id/check-rules',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Verifica se la proposta può essere accettata',
        params: idParam,
        response: { 200: checkProposalRulesResponseSchema, ...errors },
      },
    },
    async (request) => checkProposalRules(depsOf(request), actorOf(request), { id: request.params.id }),
  );

  app.put(
    '/proposals',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Registra la scelta del cliente su una proposta (una sola volta)',
        body: updateProposalRequestSchema,
        response: { 200: updateProposalResponseSchema, ...errors },
      },
    },
    async (request) => answerProposal(depsOf(request), actorOf(request), request.body.updateProposalRequest),
  );
};

export default proposalRoutes;
