import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { requireSessionForTree } from '../../plugins/session';
import { associateContractToUser } from '../../use-cases/wfm/associate-contract-to-user';
import { executeWorkflowTask } from '../../use-cases/wfm/execute-workflow-task';
import { resendOwnershipProof } from '../../use-cases/wfm/resend-ownership-proof';
import { startPasswordReset } from '../../use-cases/wfm/start-password-reset';

/** The wfm API area: /services/rest/portalapi/Wfm/v1. Every call needs a session. */
const wfmApi: FastifyPluginAsync = async (app) => {
  requireSessionForTree(app);

  serve(app, operations.associateContractToUser, ({ deps, actor, body }) =>
    associateContractToUser(deps, actor, body.associateContractToUserRequest),
  );

  serve(app, operations.executeWorkflowTask, ({ deps, actor, body }) =>
    executeWorkflowTask(deps, actor, body.workflowTaskExecuteRequest),
  );

  serve(app, operations.startPasswordReset, ({ deps, actor, body }) =>
    startPasswordReset(deps, actor, body.passwordResetRequest),
  );

  serve(app, operations.resendOwnershipProof, ({ deps, actor, body }) =>
    resendOwnershipProof(deps, actor, body.ownershipProofResendRequest),
  );
};

export default wfmApi;
