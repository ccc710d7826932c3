import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, errorBodySchema } from '@sportello/contract';
import { MESSAGES } from '@sportello/domain';

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
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: app.database.kind };
      } catch (err) {
        app.log.error({ err }, 'readiness: database unreachable');
        return reply
          .status(503)
          .send({ error: { code: ERROR_CODES.unavailable, message: MESSAGES.serviceUnavailable } });
      }
    },
  );
};

export default healthRoutes;
