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
import { daysOverdue } from '@sportello/domain';
import { notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { accessibleCustomerIds, customerScope, idOrKey, scopeForCustomerId } from '../../services/access';
import { invoiceFor, invoiceSections, listInvoices, toInstallment } from '../../services/erp/invoices';
import { fromCents, todayInItaly, toCents } from '../../services/erp/rules';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Bollette (5 per pagina, dalla più recente)',
        querystring: getInvoicesQuerySchema,
        response: { 200: getInvoicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const ids = await scopeForCustomerId(app.db, sessionOf(request), q.customerId);
      const typeCodes = q.typeCodes && q.typeCodes !== 'all' ? q.typeCodes.split(',').map(Number) : undefined;
      const result = await listInvoices(
        app.db,
        ids,
        {
          contractId: q.contractId,
          supplyId: q.supplyId,
          orderBy: q.orderBy,
          outstandingOnly: q.outstandingOnly,
          typeCodes,
          take: q.pagingTake,
          skip: q.pagingSkip,
        },
        new Date(),
      );
      return { getInvoicesResponse: result };
    },
  );

  app.get(
    '/invoices/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Una bolletta con le sue rate, per id o per numero (useExtKey)',
        params: idOrKeyParam,
        querystring: useExtKeyQuery,
        response: { 200: getInvoiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      getInvoiceResponse: await invoiceFor(
        app.db,
        sessionOf(request),
        idOrKey(request.params.id, request.query.useExtKey),
        new Date(),
      ),
    }),
  );

  app.get(
    '/invoices/:id/detail',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary:
          'Il riepilogo della bolletta per sezioni (materia energia, trasporto, oneri, imposte, altro)',
        params: idParam,
        response: { 200: getInvoiceDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const invoice = await invoiceFor(app.db, sessionOf(request), request.params.id, new Date());
      const sections = await invoiceSections(app.db, invoice.id);
      return {
        getInvoiceDetailResponse: {
          invoiceId: invoice.id,
          invoiceKey: invoice.key,
          sections,
          total: fromCents(sections.reduce((s, x) => s + toCents(x.amount), 0)),
        },
      };
    },
  );

  app.get(
    '/installments',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Rate di una bolletta o di un contratto',
        querystring: getInstallmentsQuerySchema,
        response: { 200: getInstallmentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { invoiceId, contractId } = request.query;
      const ids = await accessibleCustomerIds(app.db, sessionOf(request));
      if (ids.length === 0) throw notFound();
      let query = app.db
        .selectFrom('installments')
        .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
        .select([
          'installments.id',
          'installments.invoice_id',
          'installments.number',
          'installments.due_date',
          'installments.amount',
          'installments.paid_on',
        ])
        .where('installments.customer_id', 'in', ids);
      if (invoiceId !== undefined) {
        const own = await app.db
          .selectFrom('invoices')
          .select('id')
          .where('id', '=', invoiceId)
          .where('customer_id', 'in', ids)
          .executeTakeFirst();
        if (!own) throw notFound('Bolletta non trovata');
        query = query.where('installments.invoice_id', '=', invoiceId);
      }
      if (contractId !== undefined) {
        const own = await app.db
          .selectFrom('contracts')
          .select('id')
          .where('id', '=', contractId)
          .where('customer_id', 'in', ids)
          .executeTakeFirst();
        if (!own) throw notFound('Contratto non trovato');
        query = query.where('invoices.contract_id', '=', contractId);
      }
      const rows = await query.orderBy('installments.due_date').orderBy('installments.id').execute();
      const now = new Date();
      return { getInstallmentsResponse: { installments: rows.map((r) => toInstallment(r, now)) } };
    },
  );

  app.get(
    '/insolvencies',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Morosità: bollette e rate scadute non pagate',
        querystring: getInsolvenciesQuerySchema,
        response: { 200: getInsolvenciesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { customerKey, pagingTake, pagingSkip } = request.query;
      const ids = await customerScope(app.db, sessionOf(request), customerKey);
      const today = todayInItaly();
      if (ids.length === 0) return { getInsolvenciesResponse: { insolvencies: [], totalAmount: '0.00' } };
      // Overdue invoices without instalments, and overdue unpaid instalments (both by index).
      const [invoices, installments] = await Promise.all([
        app.db
          .selectFrom('invoices')
          .innerJoin('contracts', 'contracts.id', 'invoices.contract_id')
          .select([
            'invoices.id',
            'invoices.key',
            'invoices.contract_id',
            'contracts.key as contract_key',
            'invoices.customer_id',
            'invoices.due_date',
            'invoices.total_amount as amount',
          ])
          .where('invoices.customer_id', 'in', ids)
          .where('invoices.paid_on', 'is', null)
          .where('invoices.due_date', '<', today)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('installments')
                  .select('id')
                  .whereRef('installments.invoice_id', '=', 'invoices.id'),
              ),
            ),
          )
          .execute(),
        app.db
          .selectFrom('installments')
          .innerJoin('invoices', 'invoices.id', 'installments.invoice_id')
          .innerJoin('contracts', 'contracts.id', 'invoices.contract_id')
          .select([
            'invoices.id',
            'invoices.key',
            'installments.id as installment_id',
            'invoices.contract_id',
            'contracts.key as contract_key',
            'invoices.customer_id',
            'installments.due_date',
            'installments.amount',
          ])
          .where('installments.customer_id', 'in', ids)
          .where('installments.paid_on', 'is', null)
          .where('installments.due_date', '<', today)
          .execute(),
      ]);
      const all = [...invoices.map((r) => ({ ...r, installment_id: null as number | null })), ...installments]
        .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id)
        .map((r) => ({
          invoiceId: r.id,
          invoiceKey: r.key,
          installmentId: r.installment_id,
          contractId: r.contract_id,
          contractKey: r.contract_key,
          customerId: r.customer_id,
          dueDate: r.due_date,
          amount: r.amount,
          daysOverdue: daysOverdue(r.due_date, today),
        }));
      return {
        getInsolvenciesResponse: {
          insolvencies: all.slice(pagingSkip, pagingSkip + pagingTake),
          totalAmount: fromCents(all.reduce((s, r) => s + toCents(r.amount), 0)),
        },
      };
    },
  );
};

export default invoiceRoutes;
