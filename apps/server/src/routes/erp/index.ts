import type { FastifyPluginAsync } from 'fastify';
import contractRoutes from './contracts';
import customerRoutes from './customers';
import documentRoutes from './documents';
import invoiceRoutes from './invoices';
import meteringRoutes from './metering';
import paymentRoutes from './payments';
import proposalRoutes from './proposals';
import requestRoutes from './requests';
import serviceRoutes from './services';
import supplyRoutes from './supplies';

/** Everything under /services/rest/portalapi/Erp/v1. */
const erpApi: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(contractRoutes);
  await app.register(supplyRoutes);
  await app.register(invoiceRoutes);
  await app.register(paymentRoutes);
  await app.register(documentRoutes);
  await app.register(requestRoutes);
  await app.register(meteringRoutes);
  await app.register(proposalRoutes);
  await app.register(serviceRoutes);
};

export default erpApi;
