import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, getModulesResponseSchema } from '@sportello/contract';
import { sessionOf } from '../../plugins/session';
import { enabledModules } from '../../services/session-view';

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
    async (request) => {
      const session = sessionOf(request);
      const keys = await enabledModules(
        app.db,
        session.companyCode,
        session.currentCustomerId,
        app.hiddenModules,
      );
      return { getModulesResponse: { success: true, items: keys.map((key) => ({ key })) } };
    },
  );
};

export default moduleRoutes;
