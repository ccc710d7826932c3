import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { createCrmSession } from '../../use-cases/core/create-crm-session';

/** The retailer CRM's server-to-server calls (Bearer token, no customer session). */
const crmRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.createCrmSession, ({ deps, body, request }) =>
    createCrmSession(deps, { authorization: request.headers.authorization }, body.createCrmSessionRequest),
  );
};

export default crmRoutes;
