import type { FastifyPluginAsync } from 'fastify';
import * as operations from '@sportello/contract/operations';
import { serve } from '../../plugins/operations';
import { changeAccountData } from '../../use-cases/erp/change-account-data';
import { changeBankAccount } from '../../use-cases/erp/change-bank-account';
import { changeBillingOptions } from '../../use-cases/erp/change-billing-options';
import { changeEmailInvoice } from '../../use-cases/erp/change-email-invoice';
import { changeShippingAddress } from '../../use-cases/erp/change-shipping-address';
import { getRequest } from '../../use-cases/erp/get-request';
import { listRequests } from '../../use-cases/erp/list-requests';
import { requestInformation } from '../../use-cases/erp/request-information';
import { requestInstallments } from '../../use-cases/erp/request-installments';

/** Requests (practices) of the logged-in user's customers: each call is one use case. */
const requestRoutes: FastifyPluginAsync = async (app) => {
  serve(app, operations.createInformationRequest, ({ deps, actor, body }) =>
    requestInformation(deps, actor, body.informationRequest),
  );

  serve(app, operations.createInstallmentsRequest, ({ deps, actor, body }) =>
    requestInstallments(deps, actor, body.installmentsRequest),
  );

  serve(app, operations.createEmailInvoiceRequest, ({ deps, actor, body }) =>
    changeEmailInvoice(deps, actor, body.emailInvoiceRequest),
  );

  serve(app, operations.createBillingOptionsRequest, ({ deps, actor, body }) =>
    changeBillingOptions(deps, actor, body.billingOptionsRequest),
  );

  serve(app, operations.createShippingAddressRequest, ({ deps, actor, body }) =>
    changeShippingAddress(deps, actor, body.shippingAddressRequest),
  );

  serve(app, operations.createBankAccountChangeRequest, ({ deps, actor, body }) =>
    changeBankAccount(deps, actor, body.bankAccountChangeRequest),
  );

  serve(app, operations.createAccountDataRequest, ({ deps, actor, body }) =>
    changeAccountData(deps, actor, body.accountDataRequest),
  );

  serve(app, operations.getRequests, ({ deps, actor, query }) => listRequests(deps, actor, query));

  serve(app, operations.getRequest, ({ deps, actor, params }) => getRequest(deps, actor, { id: params.id }));
};

export default requestRoutes;
