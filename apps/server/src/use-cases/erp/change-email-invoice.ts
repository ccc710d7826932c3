import { REQUEST_TYPES, type emailInvoiceRequestSchema } from '@sportello/contract';
import { badRequest, conflict } from '../../errors';
import { contractForKey } from '../../services/access';
import { createRequest, hasOpenContractRequest, REQUEST_MESSAGES } from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';
import type { CreatedRequest } from './request-information';

export type EmailInvoiceInput = NamedInput<typeof emailInvoiceRequestSchema, 'emailInvoiceRequest'>;

/** Turns the bill by e-mail (Bolletta Click) on or off for an active contract, one request at a time. */
export async function changeEmailInvoice(
  { db, config }: Deps,
  actor: UserActor,
  input: EmailInvoiceInput,
): Promise<CreatedRequest> {
  const { session } = actor;
  const contract = await contractForKey(db, session, input.contractKey, 'change');
  if (contract.status !== 'Attivo') throw badRequest(REQUEST_MESSAGES.inactiveContract);
  return createRequest(
    { db, config },
    session,
    {
      customerId: contract.customer_id,
      contractId: contract.id,
      type: REQUEST_TYPES.emailInvoice,
      phase: 'BC010',
      status: 'In lavorazione',
      payload: { enabled: input.enabled, email: input.email ?? null },
    },
    async (tx) => {
      if (await hasOpenContractRequest(tx, contract.id, REQUEST_TYPES.emailInvoice))
        throw conflict(REQUEST_MESSAGES.emailInvoiceInProgress, 'request_in_progress');
    },
  );
}
