import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { listModules } from '../../use-cases/core/list-modules';

const moduleRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getModules, ({ deps, actor }) => listModules(deps, actor));
};

export default moduleRoutes;
