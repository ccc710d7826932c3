import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { listRequestEvents } from '../../use-cases/integration/requests/list-request-events';
import { changeRequestState } from '../../use-cases/requests/change-request-state';

/** What customers ask, out (issue 20, part D): the feed of events and the move of a request. */
export default async function integrationRequests(app: FastifyInstance) {
  serve(app, operations.listRequestEvents, ({ deps, actor, query }) => listRequestEvents(deps, actor, query));
  serve(app, operations.changeRequestState, ({ deps, actor, params, body }) =>
    changeRequestState(deps, actor, { id: params.id, state: body.state, message: body.message }),
  );
}
