import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../plugins/operations';
import { checkReadiness } from '../use-cases/operations/check-readiness';

// 400 on both: like every route, a query string carrying a NUL character (plugins/input-guard).
const healthRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getHealth, () => ({ status: 'ok' as const }));
  serve(app, operations.getReadiness, ({ deps }) => checkReadiness(deps));
};

export default healthRoutes;
