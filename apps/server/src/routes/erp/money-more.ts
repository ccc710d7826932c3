import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getCustomerBalance, requestCreditRefund } from '../../use-cases/erp/credit-refund';

/** Issue 25, the rest of the money: the customer's balance and the refund of a credit. */
const moneyMoreRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getCustomerBalance, ({ deps, actor, query }) =>
    getCustomerBalance(deps, actor, query),
  );
  serve(app, operations.createCreditRefundRequest, ({ deps, actor, body }) =>
    requestCreditRefund(deps, actor, body.creditRefundRequest),
  );
};

export default moneyMoreRoutes;
