import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { paymentProviderOf, type Config } from '../config';
import type { PaymentProvider } from './payment-port';
import { sandboxProvider } from './payment-sandbox';
import { stripeProvider } from './payment-stripe';

export {
  headerValue,
  NotificationRefused,
  PROVIDER_MESSAGES,
  type Checkout,
  type CheckoutRequest,
  type NotificationHeaders,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-port';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider; null when online payments are off. */
    paymentProvider: PaymentProvider | null;
    /** Module keys switched off by the configuration (`pay` without a payment provider). */
    hiddenModules: readonly string[];
  }
}

/**
 * The provider the configuration names, or null when online payments are off (production with
 * no provider). The sandbox's signing secret is the configured one or, when unset, a fresh one
 * for this process (one server; set it when several processes share the work).
 */
export function createPaymentProvider(config: Config, log: FastifyBaseLogger): PaymentProvider | null {
  const name = paymentProviderOf(config);
  if (name === 'sandbox') {
    if (config.MODE !== 'demo') throw new Error('the sandbox payment provider exists only in demo mode');
    return sandboxProvider({
      secret: config.SANDBOX_WEBHOOK_SECRET ?? randomBytes(32).toString('base64url'),
    });
  }
  if (name === 'stripe') {
    return stripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      publicUrl: config.PUBLIC_URL,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  log.warn('online payments are off: no payment provider configured (PAYMENT_PROVIDER)');
  return null;
}
