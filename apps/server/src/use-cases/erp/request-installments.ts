import { REQUEST_TYPES, type installmentsRequestSchema } from '@sportello/contract';
import { badRequest, conflict } from '../../errors';
import { contractForKey } from '../../services/access';
import { invoiceFor } from '../../services/erp/invoices';
import {
  assertNoInstallmentRequestInProgress,
  createRequest,
  REQUEST_MESSAGES,
} from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';
import type { CreatedRequest } from './request-information';

export type InstallmentsInput = NamedInput<typeof installmentsRequestSchema, 'installmentsRequest'>;

/**
 * Asks to pay an unpaid bill in instalments, within its window (one request per bill at a
 * time). Paying is what the relation must allow (a pay delegate may ask).
 */
export async function requestInstallments(
  { db, config }: Deps,
  actor: UserActor,
  input: InstallmentsInput,
  now: Date = new Date(),
): Promise<CreatedRequest> {
  const { session } = actor;
  const contract = await contractForKey(db, session, input.contractKey, 'pay');
  const invoice = await invoiceFor(db, session, input.invoiceId, now);
  if (invoice.contract.id !== contract.id)
    throw badRequest('La bolletta non appartiene al contratto indicato');
  if (invoice.paymentLevel === 'Pagata') throw conflict(REQUEST_MESSAGES.invoiceAlreadyPaid, 'already_paid');
  if (invoice.installments.length)
    throw conflict(REQUEST_MESSAGES.invoiceAlreadyInInstallments, 'already_in_installments');
  if (!invoice.installmentsRequestable) throw badRequest(REQUEST_MESSAGES.installmentWindowClosed);
  return createRequest(
    { db, config },
    session,
    {
      customerId: contract.customer_id,
      contractId: contract.id,
      invoiceId: invoice.id,
      type: REQUEST_TYPES.installments,
      phase: 'RA010',
      status: 'Aperto',
      payload: {
        invoiceKey: invoice.key,
        numberOfInstallments: input.numberOfInstallments,
        amount: invoice.amountToPay,
        note: input.note ?? null,
      },
    },
    (tx) => assertNoInstallmentRequestInProgress(tx, invoice.id),
  );
}
