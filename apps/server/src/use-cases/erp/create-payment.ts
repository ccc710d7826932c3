import {
  ERROR_CODES,
  type createPaymentRequestSchema,
  type createPaymentResponseSchema,
} from '@sportello/contract';
import type { z } from 'zod';
import { PROVIDER_MESSAGES } from '../../adapters/payment-provider';
import { badRequest, HttpError } from '../../errors';
import { createPayment as storePayment, openCheckout, paymentFor } from '../../services/erp/payments';
import type { Deps, NamedInput, UserActor } from '../context';

/** Without a payment provider (production with none configured) online payments are off: 503. */
export function assertPaymentsEnabled(deps: Pick<Deps, 'paymentProvider'>): void {
  if (!deps.paymentProvider) throw new HttpError(503, ERROR_CODES.unavailable, PROVIDER_MESSAGES.disabled);
}

export type CreatePaymentInput = NamedInput<typeof createPaymentRequestSchema, 'createPaymentRequest'>;

/**
 * Creates a payment of bills or instalments (amounts read from the database, the total sent must
 * match what is owed) and opens the provider's hosted page for it. The outcome is recorded only
 * from the provider's signed notification. Needs a payment provider (the route answers 503
 * without one).
 */
export async function createPayment(
  deps: Deps,
  actor: UserActor,
  input: CreatePaymentInput,
): Promise<z.output<typeof createPaymentResponseSchema>> {
  const { db, paymentProvider } = deps;
  assertPaymentsEnabled(deps);
  if (input.gatewayId !== 1)
    throw badRequest('Gateway di pagamento non disponibile', { gatewayId: 'Gateway non disponibile' });
  const id = await storePayment(db, actor.session, { ...input, items: input.items.item });
  await openCheckout(db, paymentProvider!, id, deps.log);
  return { createPaymentResponse: await paymentFor(db, actor.session, id) };
}
