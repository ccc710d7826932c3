import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one signature of the server's signed HTTP calls: the payment sandbox's notifications
 * (`X-Sandbox-Signature`) and the retailer's webhooks (`X-Sportello-Signature`), as Stripe signs
 * its own: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with a shared secret. The
 * timestamp inside the signed text makes an old message useless to replay beyond the tolerance.
 */

/** Seconds a signature's timestamp may differ from the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The signature header's value for a body (now, unless a timestamp is given). */
export function signBody(
  body: string | Buffer,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Why a signature header does not verify the raw body (`missing signature`, `timestamp outside
 * the tolerance window`, `bad signature`), or null when it does.
 */
export function signatureProblem(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): string | null {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'missing signature';
  const timestamp = Number(t);
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'timestamp outside the tolerance window';
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? null : 'bad signature';
}
