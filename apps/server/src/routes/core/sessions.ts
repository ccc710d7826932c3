import type { FastifyPluginAsync } from 'fastify';
import { SESSION_HEADER } from '@sportello/contract';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { createNewSession } from '../../use-cases/core/create-session';
import { getSession } from '../../use-cases/core/get-session';

/** Where a session comes from: no session hook (the id in the path is the credential itself). */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.createNewSession, ({ deps, body, request }) =>
    createNewSession(deps, body.createNewSessionRequest, request.ip),
  );

  serve(app, operations.getSession, ({ deps, params, query, request }) => {
    const header = request.headers[SESSION_HEADER.toLowerCase()];
    return getSession(deps, {
      id: params.id,
      headerId: typeof header === 'string' ? header : undefined,
      handover: query.handover !== undefined,
    });
  });
};

export default sessionRoutes;
