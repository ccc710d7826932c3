import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@sportello/contract';
import { depsOf } from '../plugins/deps';
import { checkReadiness } from '../use-cases/operations/check-readiness';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['Operazioni'],
        summary: 'Il processo è vivo',
        // 400: like every route, a query string carrying a NUL character (plugins/input-guard).
        response: { 200: z.object({ status: z.literal('ok') }), 400: errorBodySchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['Operazioni'],
        summary: 'Il database risponde',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          400: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => checkReadiness(depsOf(request)),
  );
};

export default healthRoutes;
