import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  errorBodySchema,
  getNotificationResponseSchema,
  getNotificationsQuerySchema,
  getNotificationsResponseSchema,
  idParam,
  updateNotificationRequestSchema,
  updateNotificationResponseSchema,
} from '@sportello/contract';
import { notFound, unauthenticated } from '../../errors';
import { sessionOf, userIdOf } from '../../plugins/session';
import { guestScope, LINK_MODULES } from '../../services/core/links';
import { findNotification, listNotifications, updateNotification } from '../../services/core/notifications';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The notification if the session may see it: the logged-in user's own, or for a guest the one
   * its message link (module 4) names. Anything else is a 404, as if it did not exist.
   */
  async function visibleNotification(request: FastifyRequest, id: number) {
    const session = sessionOf(request);
    const found = await findNotification(app.db, id);
    if (session.userId !== null) {
      if (!found || found.userId !== session.userId) throw notFound();
      return found;
    }
    const scope = await guestScope(app.db, session);
    if (!scope) throw session.guest ? notFound() : unauthenticated();
    const allowed =
      scope.moduleId === LINK_MODULES.message &&
      scope.entityKey === String(id) &&
      !!found &&
      (scope.userId === null || scope.userId === found.userId);
    if (!allowed || !found) throw notFound();
    return found;
  }

  app.get(
    '/notifications',
    {
      preHandler: app.requireUser,
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
    async (request) => {
      const { pagingTake, pagingSkip, activeOnly } = request.query;
      const page = await listNotifications(app.db, userIdOf(request), {
        take: pagingTake,
        skip: pagingSkip,
        activeOnly: activeOnly ?? false,
      });
      return { getNotificationsResponse: page };
    },
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
    async (request) => {
      const { userId: _owner, ...notification } = await visibleNotification(request, request.params.id);
      return { getNotificationResponse: notification };
    },
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
    async (request) => {
      const input = request.body.updateNotificationRequest;
      await visibleNotification(request, input.id);
      await updateNotification(app.db, input.id, {
        read: input.readingDate !== undefined,
        confirm: input.confirmationDate !== undefined,
        pushId: input.pushId,
        mnMsgId: input.mn_msg_id,
      });
      const { userId: _owner, ...notification } = (await findNotification(app.db, input.id))!;
      return { updateNotificationResponse: notification };
    },
  );
};

export default notificationRoutes;
