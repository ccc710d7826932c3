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
import { depsOf } from '../../plugins/deps';
import { userActorOf } from '../../plugins/session';
import { assertPaymentsEnabled, createPayment } from '../../use-cases/erp/create-payment';
import { getPayment } from '../../use-cases/erp/get-payment';
import { recordPaymentOutcome } from '../../use-cases/erp/record-payment-outcome';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments',
    {
      // With no provider configured (production) online payments are off: a clear 503 first.
      onRequest: async (request) => assertPaymentsEnabled(depsOf(request)),
      schema: {
        tags: ['Erp'],
        summary:
          "Crea un pagamento di bollette o rate (fino a 50 voci): importi letti dal database, il totale inviato deve coincidere con quanto dovuto; risponde con l'indirizzo della pagina del fornitore di pagamento",
        body: createPaymentRequestSchema,
        response: { 201: createPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createPayment(
        depsOf(request),
        userActorOf(request),
        request.body.createPaymentRequest,
      );
      reply.status(201);
      return created;
    },
  );

  app.get(
    '/payments/:id',
    {
      schema: {
        tags: ['Erp'],
        summary:
          "Un pagamento: status è l'esito registrato dalla notifica firmata del fornitore (Creato finché non arriva)",
        params: idParam,
        response: { 200: getPaymentResponseSchema, ...errors },
      },
    },
    async (request) => getPayment(depsOf(request), userActorOf(request), { id: request.params.id }),
  );

  app.put(
    '/payments',
    {
      schema: {
        tags: ['Erp'],
        summary:
          "Registra l'esito dichiarato dal cliente al ritorno dal fornitore (solo la prima volta); non cambia mai l'esito registrato né segna pagato nulla",
        body: updatePaymentRequestSchema,
        response: { 200: updatePaymentResponseSchema, ...errors },
      },
    },
    async (request) =>
      recordPaymentOutcome(depsOf(request), userActorOf(request), request.body.updatePaymentRequest),
  );
};

export default paymentRoutes;
