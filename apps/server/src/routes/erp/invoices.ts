import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  getInsolvenciesQuerySchema,
  getInsolvenciesResponseSchema,
  getInstallmentsQuerySchema,
  getInstallmentsResponseSchema,
  getInvoiceDetailResponseSchema,
  getInvoiceResponseSchema,
  getInvoicesQuerySchema,
  getInvoicesResponseSchema,
  idOrKeyParam,
  idParam,
  useExtKeyQuery,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { userActorOf } from '../../plugins/session';
import { idOrKey } from '../../services/access';
import { getInvoice } from '../../use-cases/erp/get-invoice';
import { getInvoiceDetail } from '../../use-cases/erp/get-invoice-detail';
import { listInsolvencies } from '../../use-cases/erp/list-insolvencies';
import { listInstallments } from '../../use-cases/erp/list-installments';
import { listInvoices } from '../../use-cases/erp/list-invoices';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Bills, their instalments and the insolvencies of the logged-in user's customers. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Bollette (5 per pagina, dalla più recente)',
        querystring: getInvoicesQuerySchema,
        response: { 200: getInvoicesResponseSchema, ...errors },
      },
    },
    async (request) => listInvoices(depsOf(request), userActorOf(request), request.query),
  );

  app.get(
    '/invoices/:id',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Una bolletta con le sue rate, per id o per numero (useExtKey)',
        params: idOrKeyParam,
        querystring: useExtKeyQuery,
        response: { 200: getInvoiceResponseSchema, ...errors },
      },
    },
    async (request) =>
      getInvoice(depsOf(request), userActorOf(request), idOrKey(request.params.id, request.query.useExtKey)),
  );

  app.get(
    '/invoices/:id/detail',
    {
      schema: {
        tags: ['Erp'],
        summary:
          'Il riepilogo della bolletta per sezioni (materia energia, trasporto, oneri, imposte, altro)',
        params: idParam,
        response: { 200: getInvoiceDetailResponseSchema, ...errors },
      },
    },
    async (request) => getInvoiceDetail(depsOf(request), userActorOf(request), request.params),
  );

  app.get(
    '/installments',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Rate di una bolletta o di un contratto',
        querystring: getInstallmentsQuerySchema,
        response: { 200: getInstallmentsResponseSchema, ...errors },
      },
    },
    async (request) => listInstallments(depsOf(request), userActorOf(request), request.query),
  );

  app.get(
    '/insolvencies',
    {
      schema: {
        tags: ['Erp'],
        summary: 'Morosità: bollette e rate scadute non pagate',
        querystring: getInsolvenciesQuerySchema,
        response: { 200: getInsolvenciesResponseSchema, ...errors },
      },
    },
    async (request) => listInsolvencies(depsOf(request), userActorOf(request), request.query),
  );
};

export default invoiceRoutes;
