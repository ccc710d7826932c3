import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { requireSessionForTree } from '../../plugins/session';
import { sendContactRequest } from '../../use-cases/contact/send-contact-request';

/**
 * The contact form (spec section 3 "Contact request payload"), mounted at
 * /services/rest/portalapi: POST /Contact/v1/requests stores a support request.
 */
const contactApi: FastifyPluginAsync = async (app) => {
  requireSessionForTree(app);

  serve(app, operations.sendContactRequest, ({ deps, actor, body }) =>
    sendContactRequest(deps, actor, body.contactRequest),
  );
};

export default contactApi;
