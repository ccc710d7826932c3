import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { outboxQuerySchema, outboxResponseSchema } from '@sportello/contract';

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
};

export default devRoutes;
