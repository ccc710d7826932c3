import type { FastifyInstance } from 'fastify';
import invoices from './invoices';
import metering from './metering';
import prices from './prices';
import requests from './requests';
import customers from './customers';
import outbound from './outbound';
import tokensAndJobs from './tokens-and-jobs';

/**
 * The integration API (`/services/rest/integration/v1`, registered with that prefix): the
 * retailer's systems with a Bearer token (plugins/integration-auth.ts), never a customer's
 * session. One register line per part of issue 20.
 */
export default async function integrationApi(app: FastifyInstance) {
  await app.register(tokensAndJobs);
  await app.register(customers);
  await app.register(outbound);
  await app.register(requests);
  await app.register(invoices);
  await app.register(metering);
  await app.register(prices);
}
