import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationRefused, PROVIDER_MESSAGES } from '../../adapters/payment-provider';
import { badRequest } from '../../errors';
import { recordProviderEvent } from '../../services/erp/payments';
import sandboxRoutes from './payments-sandbox';

/** Where the provider's signed notifications arrive (server to server, no session). */
export const NOTIFICATIONS_PATH = '/payments/notifications';

/**
 * The payment provider's side of the Erp tree, without sessions: its signed notifications (the
 * only way an outcome is recorded) and, with the sandbox provider, its own pages.
 */
const paymentProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;
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

export default paymentProviderRoutes;
