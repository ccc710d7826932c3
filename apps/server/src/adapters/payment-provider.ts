import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { paymentProviderOf, type Config } from '../config';
import { sandboxProvider } from './payment-sandbox';
import { stripeProvider } from './payment-stripe';

/**
 * The payment provider (PSP): it hosts the page where the customer pays, and tells the server the
 * outcome in a signed server-to-server notification. One implementation is chosen at start from
 * the configuration (`PAYMENT_PROVIDER`): the embedded sandbox (demo mode only) or Stripe
 * Checkout. The customer's return to the ok/ko page is never an outcome.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Opens the provider's hosted page for a payment whose amounts come from the database. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Verifies a notification's signature over its raw body and reads it. Throws
   * `NotificationRefused` when the signature, its timestamp or the body is not right; returns
   * null for a verified event that carries no payment outcome (acknowledged, nothing recorded).
   */
  verifyNotification(rawBody: Buffer, headers: NotificationHeaders): ProviderEvent | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider; null when online payments are off. */
    paymentProvider: PaymentProvider | null;
    /** Module keys switched off by the configuration (`pay` without a payment provider). */
    hiddenModules: readonly string[];
  }
}

export type NotificationHeaders = Record<string, string | string[] | undefined>;

export interface CheckoutRequest {
  paymentId: number;
  /** An unguessable reference the server generated for this payment. */
  token: string;
  companyName: string;
  totalCents: number;
  items: { label: string; amountCents: number }[];
  /** Portal paths the customer returns to (display only). */
  okPath: string;
  koPath: string;
}

export interface Checkout {
  /** The provider's reference of the payment, quoted by its notifications. */
  providerRef: string;
  /** The provider's hosted page the browser is sent to. */
  redirectUrl: string;
}

/** A verified notification, read into the portal's terms. */
export interface ProviderEvent {
  /** The provider's event id: an outcome is recorded once per event id. */
  eventId: string;
  eventType: string;
  providerRef: string;
  outcome: 'Pagato' | 'Annullato' | 'Rifiutato';
  /** The amount the provider handled, in cents, and its currency (ISO 4217, upper case). */
  amountCents: number | null;
  currency: string | null;
}

export class NotificationRefused extends Error {}

/** Messages of the payment area that the adapters and routes share. */
export const PROVIDER_MESSAGES = {
  disabled:
    'I pagamenti online non sono disponibili: nessun servizio di pagamento è configurato. Puoi pagare la bolletta con gli altri metodi indicati.',
  unreachable: 'Il servizio di pagamento non risponde. Riprova tra qualche minuto.',
  refused: 'Notifica di pagamento non valida',
} as const;

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

/** The header value as one string (the first when repeated). */
export function headerValue(headers: NotificationHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
