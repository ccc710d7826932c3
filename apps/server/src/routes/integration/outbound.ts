import type { FastifyInstance } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { sendMessages, sendProposals } from '../../use-cases/integration/messages/send-to-customers';
import { recordPayments } from '../../use-cases/integration/payments/record-payments';

/** Payments recorded elsewhere; messages and proposals to customers. */
export default async function integrationOutbound(app: FastifyInstance) {
  serve(app, operations.recordPayments, ({ deps, actor, body }) => recordPayments(deps, actor, body));
  serve(app, operations.sendMessages, ({ deps, actor, body }) => sendMessages(deps, actor, body));
  serve(app, operations.sendProposals, ({ deps, actor, body }) => sendProposals(deps, actor, body));
}
