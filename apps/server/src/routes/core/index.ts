import type { FastifyPluginAsync } from 'fastify';
import loginRoutes from './login';
import moduleRoutes from './modules';
import sessionRoutes from './sessions';

/** Everything under /services/rest/portalapi/Core/v1. */
const coreApi: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(loginRoutes);
  await app.register(moduleRoutes);
};

export default coreApi;
