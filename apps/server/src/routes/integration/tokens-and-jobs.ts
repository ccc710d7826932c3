import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';

/** The token in use (and, from step 3 on, the import jobs' progress). */
export default async function integrationTokensAndJobs(app: FastifyInstance) {
  serve(app, operations.getIntegrationToken, ({ actor }) => ({
    name: actor.tokenName,
    scopes: [...actor.scopes],
  }));
}
