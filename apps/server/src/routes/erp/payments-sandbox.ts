import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@sportello/contract';
import { depsOf } from '../../plugins/deps';
import { PAYMENT_MESSAGES } from '../../services/erp/payments';
import { providerActorFor } from '../../use-cases/context';
import { completeSandboxCheckout } from '../../use-cases/payments/complete-sandbox-checkout';
import { showSandboxCheckout } from '../../use-cases/payments/show-sandbox-checkout';

const tokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, PAYMENT_MESSAGES.notFound) });

/**
 * The sandbox payment provider's own pages (registered only when PAYMENT_PROVIDER is sandbox,
 * which only demo mode allows). It plays a PSP: its page lets the customer pay or cancel; the
 * outcome goes to the portal as a signed notification through the same HTTP route a real PSP
 * calls, and only then is the customer sent back to the ok/ko path. No session: the unguessable
 * token is the capability, as on a PSP's hosted page.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sandbox page posts plain HTML forms (empty bodies).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/payments/gateway/:token',
    { schema: { hide: true, params: tokenParam } },
    async (request, reply) => {
      const page = await showSandboxCheckout(depsOf(request), providerActorFor(request.ip), {
        token: request.params.token,
      });
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return page;
    },
  );

  for (const action of ['pay', 'cancel'] as const) {
    app.post(
      `/payments/gateway/:token/${action}`,
      { schema: { hide: true, params: tokenParam } },
      async (request, reply) => {
        const { redirectTo } = await completeSandboxCheckout(depsOf(request), providerActorFor(request.ip), {
          token: request.params.token,
          action,
          // Server to server: the signed notification through the real route, before the return.
          deliver: async ({ body, headers }) =>
            (
              await app.inject({
                method: 'POST',
                url: `${API_BASE}/Erp/v1/payments/notifications`,
                headers,
                payload: body,
              })
            ).statusCode,
        });
        return reply.redirect(redirectTo, 303);
      },
    );
  }
};

export default sandboxRoutes;
