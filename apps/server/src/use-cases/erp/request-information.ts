import {
  REQUEST_TYPES,
  type createRequestResponseSchema,
  type informationRequestSchema,
} from '@sportello/contract';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { contractForKey, customerIdForKey } from '../../services/access';
import { createRequest } from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';

export type InformationInput = NamedInput<typeof informationRequestSchema, 'informationRequest'>;
export type CreatedRequest = z.output<typeof createRequestResponseSchema>;

/** A request for information about a customer (optionally one of its contracts). */
export async function requestInformation(
  { db, config }: Deps,
  actor: UserActor,
  input: InformationInput,
): Promise<CreatedRequest> {
  const { session } = actor;
  const customerId = await customerIdForKey(db, session, input.customerKey, 'change');
  let contractId: number | null = null;
  if (input.contractKey) {
    const contract = await contractForKey(db, session, input.contractKey, 'change');
    if (contract.customer_id !== customerId)
      throw badRequest('Il contratto non appartiene al cliente indicato');
    contractId = contract.id;
  }
  return createRequest({ db, config }, session, {
    customerId,
    contractId,
    type: REQUEST_TYPES.information,
    phase: 'IN010',
    status: 'Aperto',
    payload: { subject: input.subject, message: input.message },
  });
}
