import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getDelegationRequest } from '../../use-cases/core/get-delegation-request';
import { listDelegations } from '../../use-cases/core/list-delegations';
import { revokeDelegation } from '../../use-cases/core/revoke-delegation';

/** The customer side of delegations: requests received, delegations granted, revoke. */
const delegationRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getDelegations, ({ deps, actor }) => listDelegations(deps, actor));

  serve(app, operations.getDelegationRequest, ({ deps, actor, params }) =>
    getDelegationRequest(deps, actor, { workflowId: params.workflowId }),
  );

  serve(app, operations.revokeDelegation, ({ deps, actor, body }) =>
    revokeDelegation(deps, actor, body.revokeDelegationRequest),
  );
};

export default delegationRoutes;
