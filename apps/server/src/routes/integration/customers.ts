import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { importCustomers } from '../../use-cases/integration/customers/import-customers';

/** Customers, contracts, supplies and meters in bulk (NDJSON): 200 worked at once, 202 as a job. */
export default async function integrationCustomers(app: FastifyInstance) {
  serve(app, operations.importCustomers, async ({ deps, actor, body, reply }) => {
    const { accepted, job } = await importCustomers(deps, actor, body);
    if (accepted) void reply.status(202);
    return job;
  });
}
