import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getImportJob } from '../../use-cases/integration/jobs/get-import-job';

/** The token in use, and the import jobs' progress. */
export default async function integrationTokensAndJobs(app: FastifyInstance) {
  serve(app, operations.getIntegrationToken, ({ actor }) => ({
    name: actor.tokenName,
    scopes: [...actor.scopes],
  }));
  serve(app, operations.getImportJob, ({ deps, actor, params, query }) =>
    getImportJob(deps, actor, { id: params.id, ...query }),
  );
}
