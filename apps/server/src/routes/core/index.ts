import type { FastifyPluginAsync } from 'fastify';
import { requireSessionForTree } from '../../plugins/session';
import crmRoutes from './crm';
import delegationRoutes from './delegations';
import loginRoutes from './login';
import miscRoutes from './misc';
import moduleRoutes from './modules';
import notificationRoutes from './notifications';
import reminderRoutes from './reminders';
import sessionRoutes from './sessions';
import userRoutes from './users';

/** Everything under /services/rest/portalapi/Core/v1. */
const coreApi: FastifyPluginAsync = async (app) => {
  // Opening and reading a session is where a session comes from: no hook.
  await app.register(sessionRoutes);
  // The retailer CRM's server-to-server calls: its Bearer token, no customer session.
  await app.register(crmRoutes);
  // Every other call needs a session (one hook for the tree).
  await app.register(async (sessionApi) => {
    requireSessionForTree(sessionApi);
    await sessionApi.register(loginRoutes);
    await sessionApi.register(moduleRoutes);
    await sessionApi.register(userRoutes);
    await sessionApi.register(notificationRoutes);
    await sessionApi.register(miscRoutes);
    await sessionApi.register(delegationRoutes);
    await sessionApi.register(reminderRoutes);
  });
};

export default coreApi;
