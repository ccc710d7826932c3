import type { FastifyPluginAsync } from 'fastify';
import customerRoutes from './customers';
import supplyRoutes from './supplies';

/** Everything under /services/rest/portalapi/Erp/v1. */
const erpApi: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(supplyRoutes);
};

export default erpApi;
