import type { FastifyPluginAsync } from 'fastify';
import crmRoutes from './crm';
import delegationRoutes from './delegations';
import loginRoutes from './login';
import miscRoutes from './misc';
import moduleRoutes from './modules';
import notificationRoutes from './notifications';
import sessionRoutes from './sessions';
import userRoutes from './users';

/** Everything under /services/rest/portalapi/Core/v1. */
const coreApi: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(loginRoutes);
  await app.register(moduleRoutes);
  await app.register(userRoutes);
  await app.register(notificationRoutes);
  await app.register(miscRoutes);
  await app.register(delegationRoutes);
  await app.register(crmRoutes);
};

export default coreApi;
