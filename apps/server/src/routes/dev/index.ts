import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  errorBodySchema,
  outboxQuerySchema,
  outboxResponseSchema,
  sendDemoPushRequestSchema,
  sendDemoPushResponseSchema,
} from '@sportello/contract';
import { LINK_MODULES } from '@sportello/domain';
import { notFound } from '../../errors';
import { createLink } from '../../services/core/links';
import { notifyUser } from '../../services/core/notifications';
import { pushToUser } from '../../services/core/push';

/**
 * Demo-mode helpers under /dev (app.ts registers them only when MODE=demo, never in
 * production). GET /dev/outbox shows the mail, SMS and push the server sent, newest first, so
 * people and end-to-end tests can read OTP codes and links.
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
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      const { to, channel, limit } = request.query;
      let q = app.db.selectFrom('outbox').selectAll();
      if (to) {
        // Phones match with or without spaces and +39.
        const compact = to.replace(/[\s.-]/g, '');
        const phone = /^(?:\+39|0039)?(\d{6,11})$/.exec(compact);
        const wanted = phone ? [to.toLowerCase(), `+39${phone[1]}`] : [to.toLowerCase()];
        q = q.where(sql<string>`lower(recipient)`, 'in', wanted);
      }
      if (channel) q = q.where('channel', '=', channel);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      return {
        messages: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          company: r.company_code,
          to: r.recipient,
          subject: r.subject,
          body: r.body,
          meta: JSON.parse(r.meta) as Record<string, unknown>,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );

  app.post(
    '/push',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Crea un messaggio per un utente demo e lo invia come push ai suoi dispositivi (solo modalità demo)',
        description:
          'La push porta il link del messaggio (modulo 4); va ai dispositivi registrati se l\u2019utente vuole le notifiche di servizio. Leggerla su /dev/outbox?channel=push.',
        body: sendDemoPushRequestSchema,
        response: { 200: sendDemoPushResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { username, company, subject, message } = request.body.sendDemoPushRequest;
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('company_code', '=', company)
        .where('username', '=', username)
        .executeTakeFirst();
      if (!user) throw notFound('Utente demo non trovato');
      const owned = await app.db
        .selectFrom('user_customers')
        .select('customer_id')
        .where('user_id', '=', user.id)
        .where('status', '=', 'accepted')
        .orderBy('customer_id')
        .executeTakeFirst();
      const customerId = owned?.customer_id ?? null;
      const sent = await app.db.transaction().execute(async (tx) => {
        const notificationId = await notifyUser(tx, {
          userId: user.id,
          customerId,
          typeCode: 'info',
          subject,
          message,
        });
        const link = await createLink(tx, {
          companyCode: company,
          moduleId: LINK_MODULES.message,
          entityKey: String(notificationId),
          customerId,
          userId: user.id,
          ttlMinutes: 7 * 24 * 60,
        });
        await tx
          .updateTable('notifications')
          .set({ link_id: link.id })
          .where('id', '=', notificationId)
          .execute();
        return { notificationId, link };
      });
      const devices = await pushToUser(app.db, app.messenger, {
        userId: user.id,
        companyCode: company,
        kind: 'tech',
        title: subject,
        body: message,
        payload: {
          mn_message_id: `mn-${sent.notificationId}`,
          link: { id: sent.link.id, hashCode: sent.link.hashCode },
          notification: { id: sent.notificationId },
          ...(customerId !== null ? { customer: { id: customerId } } : {}),
        },
      });
      return {
        sendDemoPushResponse: { notificationId: sent.notificationId, linkId: sent.link.id, devices },
      };
    },
  );
};

export default devRoutes;
