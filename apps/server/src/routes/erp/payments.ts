import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  errorBodySchema,
  ERROR_CODES,
  getPaymentResponseSchema,
  idParam,
  updatePaymentRequestSchema,
  updatePaymentResponseSchema,
} from '@sportello/contract';
import { NotificationRefused, PROVIDER_MESSAGES } from '../../adapters/payment-provider';
import { badRequest, HttpError } from '../../errors';
import { sessionOf } from '../../plugins/session';
import { assertMayAct } from '../../services/access';
import {
  createPayment,
  openCheckout,
  paymentFor,
  recordProviderEvent,
  recordUserOutcome,
} from '../../services/erp/payments';
import sandboxRoutes from './payments-sandbox';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/** Where the provider's signed notifications arrive (server to server, no session). */
export const NOTIFICATIONS_PATH = '/payments/notifications';

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;

  app.post(
    '/payments',
    {
      // With no provider configured (production) online payments are off: a clear 503 first.
      onRequest: async () => {
        if (!provider) throw new HttpError(503, ERROR_CODES.unavailable, PROVIDER_MESSAGES.disabled);
      },
      preHandler: app.requireUser,
      schema: {
        tags: ['Erp'],
        summary:
          "Crea un pagamento di bollette o rate (fino a 50 voci): importi letti dal database, il totale inviato deve coincidere con quanto dovuto; risponde con l'indirizzo della pagina del fornitore di pagamento",
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
      await openCheckout(app.db, provider!, id, request.log);
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
        summary:
          "Un pagamento: status è l'esito registrato dalla notifica firmata del fornitore (Creato finché non arriva)",
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
        summary:
          "Registra l'esito dichiarato dal cliente al ritorno dal fornitore (solo la prima volta); non cambia mai l'esito registrato né segna pagato nulla",
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
      await recordUserOutcome(app.db, id, userOutcome, userOutcomeDate);
      return { updatePaymentResponse: await paymentFor(app.db, session, id) };
    },
  );

  if (!provider) return;

  // ---- the provider's signed notifications: the only way an outcome is recorded ------------
  await app.register(async (hook) => {
    // The signature covers the raw bytes: keep them, parse inside the adapter after verifying.
    hook.removeContentTypeParser(['application/json', 'text/plain']);
    hook.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'buffer' },
      (_req, body, done) => {
        done(null, body);
      },
    );
    hook.post(NOTIFICATIONS_PATH, { bodyLimit: 256 * 1024, schema: { hide: true } }, async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw badRequest(PROVIDER_MESSAGES.refused);
      let event;
      try {
        event = provider.verifyNotification(raw, request.headers);
      } catch (error) {
        if (error instanceof NotificationRefused) {
          request.log.warn(
            { reason: error.message, provider: provider.name },
            'payment notification refused',
          );
          throw badRequest(PROVIDER_MESSAGES.refused);
        }
        throw error;
      }
      if (!event) return { received: true };
      const result = await recordProviderEvent(app.db, provider.name, event, request.log);
      request.log.info(
        { provider: provider.name, eventId: event.eventId, outcome: event.outcome, result },
        'payment notification',
      );
      return { received: true };
    });
  });

  if (provider.name === 'sandbox') await app.register(sandboxRoutes);
};

export default paymentRoutes;
