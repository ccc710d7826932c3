import {
  NotificationRefused,
  PROVIDER_MESSAGES,
  type NotificationHeaders,
} from '../../adapters/payment-provider';
import { badRequest } from '../../errors';
import { recordProviderEvent } from '../../services/erp/payments';
import type { Deps, ProviderActor } from '../context';
import { assertPaymentsEnabled } from '../erp/create-payment';

export interface ProviderNotificationInput {
  /** The raw bytes as received: the signature covers them (parsed only after verifying). */
  body: unknown;
  headers: NotificationHeaders;
}

/**
 * A notification of the payment provider, the only way a payment's outcome is recorded: its
 * signature is verified over the raw body with the configured provider's secret (a forged, stale
 * or malformed one is a 400 and changes nothing), then the outcome is recorded once per event id
 * (a replay changes nothing), only for the payment's own amount and only while the payment is
 * open. A verified event that carries no outcome is acknowledged and ignored.
 */
export async function receiveProviderNotification(
  deps: Deps,
  actor: ProviderActor,
  input: ProviderNotificationInput,
): Promise<{ received: true }> {
  assertPaymentsEnabled(deps);
  const provider = deps.paymentProvider!;
  const raw = input.body;
  if (!Buffer.isBuffer(raw)) throw badRequest(PROVIDER_MESSAGES.refused);
  let event;
  try {
    event = provider.verifyNotification(raw, input.headers);
  } catch (error) {
    if (error instanceof NotificationRefused) {
      deps.log.warn(
        { reason: error.message, provider: provider.name, ip: actor.ip },
        'payment notification refused',
      );
      throw badRequest(PROVIDER_MESSAGES.refused);
    }
    throw error;
  }
  if (!event) return { received: true };
  const result = await recordProviderEvent(deps.db, provider.name, event, deps.log);
  if (result === 'applied') deps.metrics?.payment(provider.name, event.outcome);
  deps.log.info(
    { provider: provider.name, eventId: event.eventId, outcome: event.outcome, result },
    'payment notification',
  );
  return { received: true };
}
