import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getOutbox } from '../../use-cases/dev/get-outbox';
import { sendDemoPush } from '../../use-cases/dev/send-demo-push';

/**
 * Demo-mode helpers under /dev (app.ts registers them only when MODE=demo, never in
 * production), open without a session. GET /dev/outbox shows the mail, SMS and push the server
 * sent, newest first, so people and end-to-end tests can read OTP codes and links.
 */
const devRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getOutbox, ({ deps, query }) => getOutbox(deps, query));

  serve(app, operations.sendDemoPush, ({ deps, body }) => sendDemoPush(deps, body.sendDemoPushRequest));
};

export default devRoutes;
