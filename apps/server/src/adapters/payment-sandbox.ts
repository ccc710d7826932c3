import { randomBytes } from 'node:crypto';
import { brandFor } from '@sportello/brands';
import { API_BASE } from '@sportello/contract';
import { formatEuro } from '@sportello/domain';
import {
  headerValue,
  NotificationRefused,
  type NotificationHeaders,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-port';
import { SIGNATURE_TOLERANCE_SECONDS, signatureProblem, signBody } from './signature';

/**
 * The embedded payment provider (demo mode only): a sandbox hosted payment page served by the
 * server. It shows the amount and lets the customer pay or cancel; like a real PSP it then tells
 * the server the outcome in a signed server-to-server notification, and only afterwards sends the
 * customer back to the portal's ok/ko page.
 *
 * The notification: `POST .../Erp/v1/payments/notifications` with a JSON body
 * `{"id":"evt_sbx_…","type":"payment.succeeded"|"payment.canceled","created":…,
 * "data":{"reference":"<token>","amount":<cents>,"currency":"EUR"}}` and the header
 * `X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export const SANDBOX_GATEWAY_ID = 1;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Seconds a notification's timestamp may differ from the server's clock. */
export const SANDBOX_TOLERANCE_SECONDS = SIGNATURE_TOLERANCE_SECONDS;

export const SANDBOX_EVENT_TYPES = {
  'payment.succeeded': 'Pagato',
  'payment.canceled': 'Annullato',
  'payment.failed': 'Rifiutato',
} as const;
export type SandboxEventType = keyof typeof SANDBOX_EVENT_TYPES;

/** The sandbox's hosted page of a payment (its reference is the payment's token). */
export function sandboxCheckoutPath(token: string): string {
  return `${API_BASE}/Erp/v1/payments/gateway/${token}`;
}

/** The signature header of a notification body, as the sandbox sends it (adapters/signature.ts). */
export function signSandboxNotification(
  body: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return signBody(body, secret, timestamp);
}

/** Checks a signature header against the raw body; throws NotificationRefused otherwise. */
export function verifySandboxSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  const problem = signatureProblem(rawBody, header, secret, nowSeconds, SANDBOX_TOLERANCE_SECONDS);
  if (problem) throw new NotificationRefused(problem);
}

/** A sandbox notification body (what the sandbox sends when the customer pays or cancels). */
export function sandboxNotificationBody(
  type: SandboxEventType,
  reference: string,
  amountCents: number,
  eventId = `evt_sbx_${randomBytes(12).toString('hex')}`,
): string {
  return JSON.stringify({
    id: eventId,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { reference, amount: amountCents, currency: 'EUR' },
  });
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Signs a notification body with this process's secret (the sandbox's side). */
  sign(body: string): string;
}

export function sandboxProvider({ secret }: { secret: string }): SandboxProvider {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      return { providerRef: request.token, redirectUrl: sandboxCheckoutPath(request.token) };
    },
    sign: (body) => signSandboxNotification(body, secret),
    verifyNotification(rawBody: Buffer, headers: NotificationHeaders): ProviderEvent | null {
      verifySandboxSignature(rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER), secret);
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new NotificationRefused('body is not JSON');
      }
      const e = event as {
        id?: unknown;
        type?: unknown;
        data?: { reference?: unknown; amount?: unknown; currency?: unknown };
      };
      if (
        typeof e.id !== 'string' ||
        !/^evt_[\w-]{1,100}$/.test(e.id) ||
        typeof e.type !== 'string' ||
        typeof e.data?.reference !== 'string' ||
        !Number.isSafeInteger(e.data.amount) ||
        typeof e.data.currency !== 'string'
      )
        throw new NotificationRefused('malformed event');
      if (!(e.type in SANDBOX_EVENT_TYPES)) return null;
      return {
        eventId: e.id,
        eventType: e.type,
        providerRef: e.data.reference,
        outcome: SANDBOX_EVENT_TYPES[e.type as SandboxEventType],
        amountCents: e.data.amount as number,
        currency: e.data.currency.toUpperCase(),
      };
    },
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox's hosted page: the paid brand's name and colours (from the registry, by company
 * code), the items and the total, and the pay / cancel forms while the payment is open.
 */
export function sandboxPage(p: {
  action: string;
  /** The company code of the brand being paid. */
  company: string;
  total: string;
  status: string;
  items: { label: string; amount: string }[];
}): string {
  const rows = p.items
    .map((i) => `<tr><td>${escape(i.label)}</td><td class="n">${escape(formatEuro(i.amount))}</td></tr>`)
    .join('');
  const open = p.status === 'Creato';
  const brand = brandFor(p.company);
  const { primary, onPrimary, accent } = brand.colors;
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pagamento sicuro (ambiente di prova) - ${escape(brand.name)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1b2430}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 10px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.note{color:#555;font-size:.9rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.4rem 0;border-bottom:1px solid #e3e7ee}.n{text-align:right}
.total{font-size:1.5rem;font-weight:700;margin:1rem 0}
button{font-size:1rem;padding:.75rem 1rem;border-radius:8px;border:2px solid ${primary};cursor:pointer;width:100%;margin-top:.5rem}
.pay{background:${primary};color:${onPrimary}}.cancel{background:#fff;color:${primary}}
button:focus-visible{outline:3px solid ${accent};outline-offset:2px}
</style></head>
<body><main>
<h1>Pagamento a ${escape(brand.name)}</h1>
<p class="note">Ambiente di prova: nessun addebito reale.</p>
<table aria-label="Voci del pagamento"><tbody>${rows}</tbody></table>
<p class="total">Totale: ${escape(formatEuro(p.total))}</p>
${
  open
    ? `<form method="post" action="${escape(p.action)}/pay"><button class="pay" type="submit">Paga ${escape(formatEuro(p.total))}</button></form>
<form method="post" action="${escape(p.action)}/cancel"><button class="cancel" type="submit">Annulla e torna al portale</button></form>`
    : `<p role="status">Questo pagamento è già stato ${p.status === 'Pagato' ? 'eseguito' : 'chiuso'}.</p>
<form method="post" action="${escape(p.action)}/${p.status === 'Pagato' ? 'pay' : 'cancel'}"><button class="pay" type="submit">Torna al portale</button></form>`
}
</main></body></html>`;
}
