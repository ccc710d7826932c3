import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@sportello/contract';
import {
  sandboxCheckoutPath,
  sandboxNotificationBody,
  sandboxPage,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxProvider,
} from '../../adapters/payment-sandbox';
import { HttpError, notFound } from '../../errors';
import { checkoutItems, PAYMENT_MESSAGES } from '../../services/erp/payments';
import { toCents } from '../../services/erp/rules';

const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, PAYMENT_MESSAGES.notFound) });

/**
 * The sandbox payment provider's own pages (registered only when PAYMENT_PROVIDER is sandbox,
 * which only demo mode allows). It plays a PSP: its page lets the customer pay or cancel; the
 * outcome goes to the portal as a signed notification through the same HTTP route a real PSP
 * calls, and only then is the customer sent back to the ok/ko path. No session: the unguessable
 * token is the capability, as on a PSP's hosted page.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider as SandboxProvider;

  // The sandbox page posts plain HTML forms (empty bodies).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const byToken = (token: string) =>
    app.db
      .selectFrom('payments')
      .innerJoin('customers', 'customers.id', 'payments.customer_id')
      .innerJoin('companies', 'companies.code', 'customers.company_code')
      .select([
        'payments.id',
        'payments.total_amount',
        'payments.status',
        'payments.ok_url',
        'payments.ko_url',
        'companies.name as company_name',
      ])
      .where('payments.provider', '=', 'sandbox')
      .where('payments.provider_ref', '=', token)
      .executeTakeFirst();

  app.get(
    '/payments/gateway/:token',
    { schema: { hide: true, params: tokenParam } },
    async (request, reply) => {
      const p = await byToken(request.params.token);
      if (!p) throw notFound(PAYMENT_MESSAGES.notFound);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return sandboxPage({
        action: sandboxCheckoutPath(request.params.token),
        companyName: p.company_name,
        total: p.total_amount,
        status: p.status,
        items: await checkoutItems(app.db, p.id),
      });
    },
  );

  for (const action of ['pay', 'cancel'] as const) {
    app.post(
      `/payments/gateway/:token/${action}`,
      { schema: { hide: true, params: tokenParam } },
      async (request, reply) => {
        const p = await byToken(request.params.token);
        if (!p) throw notFound(PAYMENT_MESSAGES.notFound);
        if (p.status === 'Creato') {
          // Server to server: the signed notification through the real route, before the return.
          const body = sandboxNotificationBody(
            action === 'pay' ? 'payment.succeeded' : 'payment.canceled',
            request.params.token,
            toCents(p.total_amount),
          );
          const delivered = await app.inject({
            method: 'POST',
            url: `${API_BASE}/Erp/v1/payments/notifications`,
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: provider.sign(body) },
            payload: body,
          });
          if (delivered.statusCode !== 200) {
            request.log.error({ status: delivered.statusCode }, 'sandbox: notification not accepted');
            throw new HttpError(
              502,
              'gateway_error',
              'Il gateway di prova non è riuscito a notificare il portale',
            );
          }
        }
        const after = await byToken(request.params.token);
        return reply.redirect(after?.status === 'Pagato' ? p.ok_url : p.ko_url, 303);
      },
    );
  }
};

export default sandboxRoutes;
