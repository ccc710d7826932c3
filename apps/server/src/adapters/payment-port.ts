/*
 * The port every payment provider implements (its types, the refusal and the shared messages),
 * apart from the factory in payment-provider.ts so the implementations do not import it back.
 */

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

/** The header value as one string (the first when repeated). */
export function headerValue(headers: NotificationHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
