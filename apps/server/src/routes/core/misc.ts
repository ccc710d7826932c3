import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { depsOf } from '../../plugins/deps';
import { actorOf, userActorOf } from '../../plugins/session';
import { getConfProperties } from '../../use-cases/core/get-conf-properties';
import { getLink } from '../../use-cases/core/get-link';
import { registerDevice } from '../../use-cases/core/register-device';
import { unregisterDevice } from '../../use-cases/core/unregister-device';

/** Devices (push ids), links and configuration properties. */
const miscRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/devices',
    {
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
    async (request) =>
      registerDevice(depsOf(request), userActorOf(request), request.body.registerDeviceRequest),
  );

  app.get(
    '/devices/web-push-key',
    {
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
    async (request) =>
      unregisterDevice(depsOf(request), userActorOf(request), request.body.unregisterDeviceRequest),
  );

  app.get(
    '/links/:id',
    {
      schema: {
        tags: ['Core'],
        summary: 'Legge un link (modulo, entityKey, additionalParams) con il suo hashCode',
        description:
          'Hash errato, link sconosciuto o di un\u2019altra società: 404 link_invalid. Scaduto o già usato: 410 link_expired. Senza hashCode (il link di una notifica push) lo legge solo l\u2019utente connesso a cui è stato inviato; senza login: 400.',
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
    async (request) =>
      getLink(depsOf(request), actorOf(request), { id: request.params.id, hashCode: request.query.hashCode }),
  );

  app.get(
    '/confProperties',
    {
      schema: {
        tags: ['Core'],
        summary: 'Proprietà di configurazione per il client (App_min_version); quella della società prevale',
        querystring: confPropertiesQuerySchema,
        response: { 200: getConfPropertiesResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => getConfProperties(depsOf(request), actorOf(request), request.query),
  );
};

export default miscRoutes;
