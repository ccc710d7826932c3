import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appDepsOf, depsOf } from '../../plugins/deps';
import { providerActorFor } from '../../use-cases/context';
import { receiveProviderNotification } from '../../use-cases/payments/receive-provider-notification';
import { paymentProviderName } from '../../use-cases/payments/sandbox-provider';
import sandboxRoutes from './payments-sandbox';

/** Where the provider's signed notifications arrive (server to server, no session). */
export const NOTIFICATIONS_PATH = '/payments/notifications';

/**
 * The payment provider's side of the Erp tree, without sessions: its signed notifications (the
 * only way an outcome is recorded) and, with the sandbox provider, its own pages.
 */
const paymentProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderName(appDepsOf(app));
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
    hook.post(NOTIFICATIONS_PATH, { bodyLimit: 256 * 1024, schema: { hide: true } }, async (request) =>
      receiveProviderNotification(depsOf(request), providerActorFor(request.ip), {
        body: request.body,
        headers: request.headers,
      }),
    );
  });

  if (provider === 'sandbox') await app.register(sandboxRoutes);
};

export default paymentProviderRoutes;
