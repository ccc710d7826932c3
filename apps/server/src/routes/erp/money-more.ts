import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { getBillForecasts } from '../../use-cases/erp/bill-forecasts';
import { getCustomerBalance, requestCreditRefund } from '../../use-cases/erp/credit-refund';
import { getRettificaOptions, requestRettifica } from '../../use-cases/erp/rettifica';

/** Issue 25, the rest of the money: the balance and the refund of a credit, the rettifica of an estimated bill, the next bill's forecast. */
const moneyMoreRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getCustomerBalance, ({ deps, actor, query }) =>
    getCustomerBalance(deps, actor, query),
  );
  serve(app, operations.createCreditRefundRequest, ({ deps, actor, body }) =>
    requestCreditRefund(deps, actor, body.creditRefundRequest),
  );
  serve(app, operations.getBillForecasts, ({ deps, actor, query }) => getBillForecasts(deps, actor, query));
  serve(app, operations.getRettificaOptions, ({ deps, actor, params }) =>
    getRettificaOptions(deps, actor, params),
  );
  // The meter's photo travels in base64 (5 MB of image, about 6.7 MB of text).
  serve(
    app,
    operations.createRettificaRequest,
    ({ deps, actor, params, body }) =>
      requestRettifica(deps, actor, { id: params.id, body: body.rettificaRequest }),
    { bodyLimit: 8 * 1024 * 1024 },
  );
};

export default moneyMoreRoutes;
