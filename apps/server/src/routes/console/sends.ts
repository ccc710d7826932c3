import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getSend, listSends, sendToCustomers } from '../../use-cases/console/sends';

/** Messages and proposals to customers, and who read and accepted them. */
export default async function consoleSends(app: FastifyInstance) {
  serve(app, operations.consoleSend, ({ deps, actor, body }) => sendToCustomers(deps, actor, body));
  serve(app, operations.consoleListSends, ({ deps, actor }) => listSends(deps, actor));
  serve(app, operations.consoleGetSend, ({ deps, actor, params }) => getSend(deps, actor, params.id));
}
