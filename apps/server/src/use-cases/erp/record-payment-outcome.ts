import type { updatePaymentRequestSchema, updatePaymentResponseSchema } from '@sportello/contract';
import type { z } from 'zod';
import { assertMayAct } from '../../services/access';
import { paymentFor, recordUserOutcome } from '../../services/erp/payments';
import type { Deps, NamedInput, UserActor } from '../context';

export type PaymentOutcomeInput = NamedInput<typeof updatePaymentRequestSchema, 'updatePaymentRequest'>;

/**
 * Records the outcome the customer declares on returning from the provider (the first time
 * only). It never changes the recorded outcome nor marks anything paid.
 */
export async function recordPaymentOutcome(
  { db }: Deps,
  actor: UserActor,
  input: PaymentOutcomeInput,
): Promise<z.output<typeof updatePaymentResponseSchema>> {
  const { session } = actor;
  await paymentFor(db, session, input.id);
  const { customer_id } = await db
    .selectFrom('payments')
    .select('customer_id')
    .where('id', '=', input.id)
    .executeTakeFirstOrThrow();
  await assertMayAct(db, session, customer_id, 'pay');
  await recordUserOutcome(db, input.id, input.userOutcome, input.userOutcomeDate);
  return { updatePaymentResponse: await paymentFor(db, session, input.id) };
}
