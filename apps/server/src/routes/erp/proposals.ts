import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { answerProposal } from '../../use-cases/erp/answer-proposal';
import { checkProposalRules } from '../../use-cases/erp/check-proposal-rules';
import { getProposal } from '../../use-cases/erp/get-proposal';
import { listProposals } from '../../use-cases/erp/list-proposals';

/** Commercial proposals: a session's customers (or a proposal link's guest) see them in their window. */
const proposalRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getProposals, ({ deps, actor, query }) => listProposals(deps, actor, query));

  serve(app, operations.getProposal, ({ deps, actor, params }) =>
    getProposal(deps, actor, { id: params.id }),
  );

  serve(app, operations.checkProposalRules, ({ deps, actor, params }) =>
    checkProposalRules(deps, actor, { id: params.id }),
  );

  serve(app, operations.updateProposal, ({ deps, actor, body }) =>
    answerProposal(deps, actor, body.updateProposalRequest),
  );
};

export default proposalRoutes;
