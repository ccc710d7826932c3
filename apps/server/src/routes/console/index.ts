import type { FastifyInstance } from 'fastify';
import audit from './audit';
import brands from './brands';
import customers from './customers';
import operators from './operators';
import requests from './requests';
import sends from './sends';

/**
 * The operators' console API (`/services/rest/console/v1`, registered with that prefix): the
 * retailer's operators with an operator session (plugins/operator-auth.ts), never a customer's
 * session. Its own OpenAPI document (…/docs/json).
 */
export default async function consoleApi(app: FastifyInstance) {
  await app.register(operators);
  await app.register(requests);
  await app.register(customers);
  await app.register(sends);
  await app.register(brands);
  await app.register(audit);
}
