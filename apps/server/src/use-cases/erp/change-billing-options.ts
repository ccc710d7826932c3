import { REQUEST_TYPES, type billingOptionsRequestSchema } from '@sportello/contract';
import { badRequest } from '../../errors';
import { contractForKey } from '../../services/access';
import { createRequest, REQUEST_MESSAGES } from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';
import type { CreatedRequest } from './request-information';

export type BillingOptionsInput = NamedInput<typeof billingOptionsRequestSchema, 'billingOptionsRequest'>;

/** Asks to change an active contract's bill format and frequency. */
export async function changeBillingOptions(
  { db, config }: Deps,
  actor: UserActor,
  input: BillingOptionsInput,
): Promise<CreatedRequest> {
  const { session } = actor;
  const contract = await contractForKey(db, session, input.contractKey, 'change');
  if (contract.status !== 'Attivo') throw badRequest(REQUEST_MESSAGES.inactiveContract);
  return createRequest({ db, config }, session, {
    customerId: contract.customer_id,
    contractId: contract.id,
    type: REQUEST_TYPES.billingOptions,
    phase: 'OF010',
    status: 'Aperto',
    payload: { invoiceFormat: input.invoiceFormat ?? null, frequency: input.frequency ?? null },
  });
}
