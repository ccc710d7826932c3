import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  outboxQuerySchema,
  outboxResponseSchema,
  sendDemoPushRequestSchema,
  sendDemoPushResponseSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { getOutbox } from '../../use-cases/dev/get-outbox';
import { sendDemoPush } from '../../use-cases/dev/send-demo-push';

/**
 * Demo-mode helpers under /dev (app.ts registers them only when MODE=demo, never in
 * production), open without a session. GET /dev/outbox shows the mail, SMS and push the server
 * sent, newest first, so people and end-to-end tests can read OTP codes and links.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Posta, SMS e push inviati (solo modalità demo), dal più recente; filtro ?to= sul destinatario',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => getOutbox(depsOf(request), request.query),
  );

  app.post(
    '/push',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Crea un messaggio per un utente demo e lo invia come push ai suoi dispositivi (solo modalità demo)',
        description:
          'La push porta il link del messaggio (modulo 4); va ai dispositivi registrati se l\u2019utente vuole le notifiche di servizio. Leggerla su /dev/outbox?channel=push. Solo in modalità demo, senza sessione; utente sconosciuto nella società: 404 "Utente demo non trovato".',
        body: sendDemoPushRequestSchema,
        response: { 200: sendDemoPushResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => sendDemoPush(depsOf(request), request.body.sendDemoPushRequest),
  );
};

export default devRoutes;
