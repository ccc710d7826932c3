import Stripe from 'stripe';
import {
  headerValue,
  NotificationRefused,
  type NotificationHeaders,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-port';

/** Seconds a Stripe signature's timestamp may differ from the server's clock (Stripe's default). */
export const STRIPE_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The portal's public origin: the customer returns to PUBLIC_URL + the ok/ko path. */
  publicUrl: string;
  /** Another address for the API (a local fake in tests). */
  apiBase?: string;
}

/**
 * Stripe Checkout through the official SDK: a Checkout Session per payment with one line per
 * invoice or instalment (amounts in cents, from the database), and a webhook whose signature
 * `stripe.webhooks.constructEvent` checks on the raw body.
 *
 * Events read: `checkout.session.completed` (paid when its payment_status is `paid`),
 * `checkout.session.async_payment_succeeded` (paid), `checkout.session.async_payment_failed`
 * (refused), `checkout.session.expired` (cancelled); every other verified event is acknowledged
 * and changes nothing.
 */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  const origin = options.publicUrl.replace(/\/$/, '');

  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'it',
          client_reference_id: String(request.paymentId),
          metadata: { paymentId: String(request.paymentId) },
          line_items: request.items.map((item) => ({
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: item.amountCents,
              product_data: { name: item.label },
            },
          })),
          success_url: `${origin}${request.okPath}`,
          cancel_url: `${origin}${request.koPath}`,
        },
        // A retry after a lost answer finds the same session instead of opening a second one.
        { idempotencyKey: `sportello-payment-${request.paymentId}-${request.token}` },
      );
      if (!session.url) throw new Error(`Stripe returned a Checkout Session without url (${session.id})`);
      if (session.amount_total !== null && session.amount_total !== request.totalCents)
        throw new Error(`Stripe Checkout Session ${session.id} has another total than the payment`);
      return { providerRef: session.id, redirectUrl: session.url };
    },
    verifyNotification(rawBody: Buffer, headers: NotificationHeaders): ProviderEvent | null {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headerValue(headers, 'stripe-signature') ?? '',
          options.webhookSecret,
          STRIPE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new NotificationRefused(error instanceof Error ? error.message : 'bad signature');
      }
      const outcome = outcomeOf(event);
      if (!outcome) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        eventId: event.id,
        eventType: event.type,
        providerRef: session.id,
        outcome,
        amountCents: session.amount_total,
        currency: session.currency ? session.currency.toUpperCase() : null,
      };
    },
  };
}

function outcomeOf(event: Stripe.Event): ProviderEvent['outcome'] | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.payment_status === 'paid' ? 'Pagato' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'Pagato';
    case 'checkout.session.async_payment_failed':
      return 'Rifiutato';
    case 'checkout.session.expired':
      return 'Annullato';
    default:
      return null;
  }
}
