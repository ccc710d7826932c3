import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import {
  confPropertiesQuerySchema,
  errorBodySchema,
  getConfPropertiesResponseSchema,
  getLinkResponseSchema,
  idParam,
  linkQuerySchema,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
  getWebPushKeyResponseSchema,
  unregisterDeviceRequestSchema,
  unregisterDeviceResponseSchema,
} from '@sportello/contract';
import { sessionOf, userIdOf } from '../../plugins/session';
import { linkView, resolveLink } from '../../services/core/links';

/** Devices (push ids), links and configuration properties. */
const miscRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/devices',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Core'],
        summary: 'Registra l\u2019id push (fbPushId) del dispositivo per l\u2019utente della sessione',
        description:
          'Un id già registrato da un altro utente passa a questo (il dispositivo ha cambiato utente).',
        body: registerDeviceRequestSchema,
        response: {
          200: registerDeviceResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { fbPushId, platform, webPush } = request.body.registerDeviceRequest;
      const keys = {
        web_push_p256dh: webPush?.p256dh ?? null,
        web_push_auth: webPush?.auth ?? null,
      };
      const row = await app.db
        .insertInto('devices')
        .values({ user_id: userId, fb_push_id: fbPushId, platform: platform ?? null, ...keys })
        .onConflict((oc) =>
          oc.column('fb_push_id').doUpdateSet({
            user_id: userId,
            platform: platform ?? null,
            ...keys,
            updated_at: sql<string>`now()`,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return { registerDeviceResponse: { success: true as const, id: row.id } };
    },
  );

  app.get(
    '/devices/web-push-key',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Core'],
        summary: 'Chiave pubblica VAPID con cui il browser si iscrive alle notifiche Web Push',
        response: { 200: getWebPushKeyResponseSchema, 401: errorBodySchema },
      },
    },
    async () => ({ getWebPushKeyResponse: { publicKey: app.vapidPublicKey } }),
  );

  app.post(
    '/devices/unregister',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['Core'],
        summary: 'Toglie un id push dell\u2019utente della sessione (logout sul dispositivo)',
        description:
          'Un id push sconosciuto o di un altro utente non cambia nulla (removed: false), senza dire di chi sia.',
        body: unregisterDeviceRequestSchema,
        response: {
          200: unregisterDeviceResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { fbPushId } = request.body.unregisterDeviceRequest;
      const removed = await app.db
        .deleteFrom('devices')
        .where('fb_push_id', '=', fbPushId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return {
        unregisterDeviceResponse: { success: true as const, removed: Number(removed.numDeletedRows) > 0 },
      };
    },
  );

  app.get(
    '/links/:id',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Core'],
        summary: 'Legge un link (modulo, entityKey, additionalParams) con il suo hashCode',
        description:
          'Hash errato, link sconosciuto o di un\u2019altra società: 404 link_invalid. Scaduto o già usato: 410 link_expired.',
        params: idParam,
        querystring: linkQuerySchema,
        response: {
          200: getLinkResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const link = await resolveLink(app.db, request.params.id, request.query.hashCode, session.companyCode);
      return { getLinkResponse: await linkView(app.db, link) };
    },
  );

  app.get(
    '/confProperties',
    {
      preHandler: app.requireSession,
      schema: {
        tags: ['Core'],
        summary: 'Proprietà di configurazione per il client (App_min_version); quella della società prevale',
        querystring: confPropertiesQuerySchema,
        response: { 200: getConfPropertiesResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      let q = app.db
        .selectFrom('conf_properties')
        .select(['name', 'value', 'company_code'])
        .where((eb) => eb.or([eb('company_code', 'is', null), eb('company_code', '=', session.companyCode)]));
      if (request.query.propertyName) q = q.where('name', '=', request.query.propertyName);
      const rows = await q
        .orderBy('name')
        .orderBy(sql`company_code is null`)
        .execute();
      const byName = new Map<string, string>();
      for (const r of rows) if (!byName.has(r.name)) byName.set(r.name, r.value);
      return {
        getConfPropertiesResponse: {
          success: true as const,
          items: [...byName].map(([propertyName, value]) => ({ propertyName, value })),
        },
      };
    },
  );
};

export default miscRoutes;
