import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { depsOf } from '../../plugins/deps';
import { serve } from '../../plugins/operations';
import { assertPaymentsEnabled, createPayment } from '../../use-cases/erp/create-payment';
import { getPayment } from '../../use-cases/erp/get-payment';
import { recordPaymentOutcome } from '../../use-cases/erp/record-payment-outcome';

const paymentRoutes: FastifyPluginAsync = async (app) => {
  serve(
    app,
    operations.createPayment,
    ({ deps, actor, body }) => createPayment(deps, actor, body.createPaymentRequest),
    // With no provider configured (production) online payments are off: a clear 503 first.
    { onRequest: async (request) => assertPaymentsEnabled(depsOf(request)) },
  );

  serve(app, operations.getPayment, ({ deps, actor, params }) => getPayment(deps, actor, { id: params.id }));

  serve(app, operations.updatePayment, ({ deps, actor, body }) =>
    recordPaymentOutcome(deps, actor, body.updatePaymentRequest),
  );
};

export default paymentRoutes;
