import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, getModulesResponseSchema } from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf } from '../../plugins/session';
import { listModules } from '../../use-cases/core/list-modules';

const moduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/modules',
    {
      schema: {
        tags: ['Core'],
        summary: 'Moduli abilitati per la società della sessione (e il cliente corrente)',
        response: { 200: getModulesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => listModules(depsOf(request), actorOf(request)),
  );
};

export default moduleRoutes;
