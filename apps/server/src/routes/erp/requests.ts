import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  accountDataRequestSchema,
  bankAccountChangeRequestSchema,
  billingOptionsRequestSchema,
  createRequestResponseSchema,
  emailInvoiceRequestSchema,
  errorBodySchema,
  getRequestResponseSchema,
  getRequestsQuerySchema,
  getRequestsResponseSchema,
  idParam,
  informationRequestSchema,
  installmentsRequestSchema,
  shippingAddressRequestSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { userActorOf } from '../../plugins/session';
import { changeAccountData } from '../../use-cases/erp/change-account-data';
import { changeBankAccount } from '../../use-cases/erp/change-bank-account';
import { changeBillingOptions } from '../../use-cases/erp/change-billing-options';
import { changeEmailInvoice } from '../../use-cases/erp/change-email-invoice';
import { changeShippingAddress } from '../../use-cases/erp/change-shipping-address';
import { requestInformation } from '../../use-cases/erp/request-information';
import { requestInstallments } from '../../use-cases/erp/request-installments';
import { getRequest } from '../../use-cases/erp/get-request';
import { listRequests } from '../../use-cases/erp/list-requests';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** A request the use case created: 201. */
async function created<T>(reply: FastifyReply, result: Promise<T>): Promise<T> {
  const value = await result;
  reply.status(201);
  return value;
}

/** Requests (practices) of the logged-in user's customers: each call is one use case. */
const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const schemaFor = (summary: string, body: object) => ({
    tags: ['Erp'],
    summary,
    body,
    response: { 201: createRequestResponseSchema, ...errors },
  });

  app.post(
    '/requests/information',
    {
      schema: schemaFor('Richiesta di informazioni', informationRequestSchema) as {
        body: typeof informationRequestSchema;
      },
    },
    async (request, reply) =>
      created(
        reply,
        requestInformation(depsOf(request), userActorOf(request), request.body.informationRequest),
      ),
  );

  app.post(
    '/requests/installments',
    {
      schema: schemaFor('Richiesta di rateizzazione di una bolletta', installmentsRequestSchema) as {
        body: typeof installmentsRequestSchema;
      },
    },
    async (request, reply) =>
      created(
        reply,
        requestInstallments(depsOf(request), userActorOf(request), request.body.installmentsRequest),
      ),
  );

  app.post(
    '/requests/emailInvoice',
    {
      schema: schemaFor(
        'Attiva o disattiva la bolletta via e-mail (Bolletta Click)',
        emailInvoiceRequestSchema,
      ) as { body: typeof emailInvoiceRequestSchema },
    },
    async (request, reply) =>
      created(
        reply,
        changeEmailInvoice(depsOf(request), userActorOf(request), request.body.emailInvoiceRequest),
      ),
  );

  app.post(
    '/requests/billingOptions',
    {
      schema: schemaFor('Modifica le opzioni di fatturazione', billingOptionsRequestSchema) as {
        body: typeof billingOptionsRequestSchema;
      },
    },
    async (request, reply) =>
      created(
        reply,
        changeBillingOptions(depsOf(request), userActorOf(request), request.body.billingOptionsRequest),
      ),
  );

  app.post(
    '/requests/shippingAddress',
    {
      schema: schemaFor(
        "Modifica l'indirizzo di spedizione delle bollette",
        shippingAddressRequestSchema,
      ) as { body: typeof shippingAddressRequestSchema },
    },
    async (request, reply) =>
      created(
        reply,
        changeShippingAddress(depsOf(request), userActorOf(request), request.body.shippingAddressRequest),
      ),
  );

  app.post(
    '/requests/bankAccountChange',
    {
      schema: schemaFor(
        'Attiva, cambia o revoca la domiciliazione bancaria (SDD)',
        bankAccountChangeRequestSchema,
      ) as { body: typeof bankAccountChangeRequestSchema },
    },
    async (request, reply) =>
      created(
        reply,
        changeBankAccount(depsOf(request), userActorOf(request), request.body.bankAccountChangeRequest),
      ),
  );

  app.post(
    '/requests/accountData',
    {
      schema: schemaFor('Modifica i dati di contatto e i consensi privacy', accountDataRequestSchema) as {
        body: typeof accountDataRequestSchema;
      },
    },
    async (request, reply) =>
      created(
        reply,
        changeAccountData(depsOf(request), userActorOf(request), request.body.accountDataRequest),
      ),
  );

  app.get(
    '/requests',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Richieste per tipo, contratto e cliente (dalla più recente)',
        querystring: getRequestsQuerySchema,
        response: { 200: getRequestsResponseSchema, ...errors },
      },
    },
    async (request) => listRequests(depsOf(request), userActorOf(request), request.query),
  );

  app.get(
    '/requests/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Una richiesta',
        params: idParam,
        response: { 200: getRequestResponseSchema, ...errors },
      },
    },
    async (request) => getRequest(depsOf(request), userActorOf(request), { id: request.params.id }),
  );
};

export default requestRoutes;
