import type { FastifyPluginAsync } from 'fastify';
import { requireSessionForTree } from '../../plugins/session';
import contractRoutes from './contracts';
import customerRoutes from './customers';
import documentRoutes from './documents';
import invoiceRoutes from './invoices';
import meteringRoutes from './metering';
import moneyMoreRoutes from './money-more';
import paymentProviderRoutes from './payment-notifications';
import paymentRoutes from './payments';
import proposalRoutes from './proposals';
import requestRoutes from './requests';
import serviceRoutes from './services';
import supplyRoutes from './supplies';

/** Everything under /services/rest/portalapi/Erp/v1. */
const erpApi: FastifyPluginAsync = async (app) => {
  // Every customer's call needs a session (one hook for the tree); the provider's do not.
  await app.register(async (customerApi) => {
    requireSessionForTree(customerApi);
    await customerApi.register(customerRoutes);
    await customerApi.register(contractRoutes);
    await customerApi.register(supplyRoutes);
    await customerApi.register(invoiceRoutes);
    await customerApi.register(paymentRoutes);
    await customerApi.register(documentRoutes);
    await customerApi.register(requestRoutes);
    await customerApi.register(meteringRoutes);
    await customerApi.register(proposalRoutes);
    await customerApi.register(serviceRoutes);
    await customerApi.register(moneyMoreRoutes);
  });
  await app.register(paymentProviderRoutes);
};

export default erpApi;
