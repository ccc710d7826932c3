import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import {
  changeConsoleRequestState,
  getConsoleRequest,
  listConsoleRequests,
  takeConsoleRequest,
} from '../../use-cases/console/requests';
import { replaceConsoleRequestBill } from '../../use-cases/console/replace-bill';

/** The requests inbox: what the customers of the operator's brands ask. */
export default async function consoleRequests(app: FastifyInstance) {
  serve(app, operations.consoleListRequests, ({ deps, actor, query }) =>
    listConsoleRequests(deps, actor, query),
  );
  serve(app, operations.consoleGetRequest, ({ deps, actor, params }) =>
    getConsoleRequest(deps, actor, params.id),
  );
  serve(app, operations.consoleTakeRequest, ({ deps, actor, params }) =>
    takeConsoleRequest(deps, actor, params.id),
  );
  serve(app, operations.consoleChangeRequestState, ({ deps, actor, params, body }) =>
    changeConsoleRequestState(deps, actor, params.id, body),
  );
  serve(app, operations.consoleReplaceRequestBill, ({ deps, actor, params, body }) =>
    replaceConsoleRequestBill(deps, actor, params.id, body),
  );
}
