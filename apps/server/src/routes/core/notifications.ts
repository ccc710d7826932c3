import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  getNotificationResponseSchema,
  getNotificationsQuerySchema,
  getNotificationsResponseSchema,
  idParam,
  updateNotificationRequestSchema,
  updateNotificationResponseSchema,
} from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { actorOf, userActorOf } from '../../plugins/session';
import { getNotification } from '../../use-cases/core/get-notification';
import { listNotifications } from '../../use-cases/core/list-notifications';
import { updateNotification } from '../../use-cases/core/update-notification';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['Core'],
        summary: 'Notifiche dell\u2019utente, dalla più recente (pagina predefinita 1000)',
        querystring: getNotificationsQuerySchema,
        response: {
          200: getNotificationsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listNotifications(depsOf(request), userActorOf(request), request.query),
  );

  app.get(
    '/notifications/:id',
    {
      schema: {
        tags: ['Core'],
        summary: 'Una notifica dell\u2019utente (o quella del link messaggio di una sessione ospite)',
        params: idParam,
        response: {
          200: getNotificationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => getNotification(depsOf(request), actorOf(request), { id: request.params.id }),
  );

  app.put(
    '/notifications',
    {
      schema: {
        tags: ['Core'],
        summary:
          'Segna una notifica letta (readingDate) o confermata (confirmationDate); registra pushId e mn_msg_id',
        description:
          'Le date registrate sono quelle del server, la prima volta soltanto. Una notifica con accettazione obbligatoria resta ' +
          'da accettare (toBeAccepted) finché non arriva confirmationDate.',
        body: updateNotificationRequestSchema,
        response: {
          200: updateNotificationResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      updateNotification(depsOf(request), actorOf(request), request.body.updateNotificationRequest),
  );
};

export default notificationRoutes;
