import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { idOrKey } from '../../services/access';
import { getInstallmentOptions } from '../../use-cases/erp/get-installment-options';
import { getInvoice } from '../../use-cases/erp/get-invoice';
import { getInvoiceExplanation } from '../../use-cases/erp/get-invoice-explanation';
import { getInvoiceDetail } from '../../use-cases/erp/get-invoice-detail';
import { listInsolvencies } from '../../use-cases/erp/list-insolvencies';
import { listInstallments } from '../../use-cases/erp/list-installments';
import { listInvoices } from '../../use-cases/erp/list-invoices';

/** Bills, their instalments and the insolvencies of the logged-in user's customers. */
const invoiceRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.getInvoices, ({ deps, actor, query }) => listInvoices(deps, actor, query));

  serve(app, operations.getInvoice, ({ deps, actor, params, query }) =>
    getInvoice(deps, actor, idOrKey(params.id, query.useExtKey)),
  );

  serve(app, operations.getInvoiceDetail, ({ deps, actor, params }) => getInvoiceDetail(deps, actor, params));

  serve(app, operations.getInstallmentOptions, ({ deps, actor, params }) =>
    getInstallmentOptions(deps, actor, params),
  );

  serve(app, operations.getInvoiceExplanation, ({ deps, actor, params }) =>
    getInvoiceExplanation(deps, actor, params),
  );

  serve(app, operations.getInstallments, ({ deps, actor, query }) => listInstallments(deps, actor, query));

  serve(app, operations.getInsolvencies, ({ deps, actor, query }) => listInsolvencies(deps, actor, query));
};

export default invoiceRoutes;
