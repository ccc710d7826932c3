import type { getPaymentResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { paymentFor } from '../../services/erp/payments';
import type { Deps, UserActor } from '../context';

/** A payment of the user's customers, with the outcome the provider's notification recorded. */
export async function getPayment(
  { db }: Deps,
  actor: UserActor,
  input: { id: number },
): Promise<z.output<typeof getPaymentResponseSchema>> {
  return { getPaymentResponse: await paymentFor(db, actor.session, input.id) };
}
