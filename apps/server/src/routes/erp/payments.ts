import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  errorBodySchema,
  getPaymentResponseSchema,
  idParam,
  updatePaymentRequestSchema,
  updatePaymentResponseSchema,
} from '@sportello/contract';
import { sandboxPage } from '../../adapters/payment-sandbox';
import { badRequest, notFound } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { assertMayAct } from '../../services/access';
import {
  createPayment,
  gatewayPath,
  PAYMENT_MESSAGES,
  paymentFor,
  settlePayment,
} from '../../services/erp/payments';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, PAYMENT_MESSAGES.notFound) });

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sandbox page posts plain HTML forms (empty bodies).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/payments',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Crea un pagamento di bollette o rate; il totale deve essere quanto ancora dovuto',
        body: createPaymentRequestSchema,
        response: { 201: createPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const body = request.body.createPaymentRequest;
      if (body.gatewayId !== 1)
        throw badRequest('Gateway di pagamento non disponibile', { gatewayId: 'Gateway non disponibile' });
      const id = await createPayment(app.db, session, { ...body, items: body.items.item });
      reply.status(201);
      return { createPaymentResponse: await paymentFor(app.db, session, id) };
    },
  );

  app.get(
    '/payments/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: 'Un pagamento',
        params: idParam,
        response: { 200: getPaymentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      getPaymentResponse: await paymentFor(app.db, sessionOf(request), request.params.id),
    }),
  );

  app.put(
    '/payments',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary: "Registra l'esito visto dal cliente al ritorno dal gateway",
        body: updatePaymentRequestSchema,
        response: { 200: updatePaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, userOutcome, userOutcomeDate } = request.body.updatePaymentRequest;
      await paymentFor(app.db, session, id);
      const { customer_id } = await app.db
        .selectFrom('payments')
        .select('customer_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await assertMayAct(app.db, session, customer_id, 'pay');
      await app.db
        .updateTable('payments')
        .set({
          user_outcome: userOutcome,
          user_outcome_date: userOutcomeDate ? new Date(userOutcomeDate) : new Date(),
        })
        .where('id', '=', id)
        .execute();
      return { updatePaymentResponse: await paymentFor(app.db, session, id) };
    },
  );

  // ---- the sandbox gateway (no session: the unguessable token is the capability) -----------

  app.get(
    '/payments/gateway/:token',
    { schema: { hide: true, params: tokenParam } },
    async (request, reply) => {
      const p = await app.db
        .selectFrom('payments')
        .innerJoin('customers', 'customers.id', 'payments.customer_id')
        .innerJoin('companies', 'companies.code', 'customers.company_code')
        .select([
          'payments.id',
          'payments.total_amount',
          'payments.status',
          'payments.pay_kind',
          'companies.name as company_name',
        ])
        .where('gateway_token', '=', request.params.token)
        .executeTakeFirst();
      if (!p) throw notFound(PAYMENT_MESSAGES.notFound);
      const items = await app.db
        .selectFrom('payment_items')
        .leftJoin('invoices', 'invoices.id', 'payment_items.invoice_id')
        .leftJoin('installments', 'installments.id', 'payment_items.installment_id')
        .leftJoin('invoices as inst_invoice', 'inst_invoice.id', 'installments.invoice_id')
        .select([
          'payment_items.amount',
          'invoices.key as invoice_key',
          'installments.number',
          'inst_invoice.key as inst_invoice_key',
        ])
        .where('payment_items.payment_id', '=', p.id)
        .orderBy('payment_items.position')
        .execute();
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return sandboxPage({
        action: gatewayPath(request.params.token),
        companyName: p.company_name,
        total: p.total_amount,
        status: p.status,
        items: items.map((i) => ({
          label: i.invoice_key
            ? `Bolletta ${i.invoice_key}`
            : `Rata ${i.number} della bolletta ${i.inst_invoice_key}`,
          amount: i.amount,
        })),
      });
    },
  );

  for (const action of ['pay', 'cancel'] as const) {
    app.post(
      `/payments/gateway/:token/${action}`,
      { schema: { hide: true, params: tokenParam } },
      async (request, reply) => {
        const target = await settlePayment(app.db, request.params.token, action);
        if (!target) throw notFound(PAYMENT_MESSAGES.notFound);
        return reply.redirect(target, 303);
      },
    );
  }
};

export default paymentRoutes;
