import type { creditRefundRequestSchema, getCustomerBalanceResponseSchema } from '@sportello/contract';
import {
  CREDIT_REFUND_MESSAGES,
  CREDIT_REFUND_REQUEST_TYPE,
  creditRefundPayload,
  customerBalance,
  type CustomerBalance,
} from '@sportello/domain';
import type { z } from 'zod';
import type { Db } from '../../db/index';
import { badRequest, conflict } from '../../errors';
import { customerIdForKey } from '../../services/access';
import { listInvoices } from '../../services/erp/invoices';
import { createRequest, OPEN_STATUSES } from '../../services/erp/requests';
import type { Deps, NamedInput, UserActor } from '../context';
import type { CreatedRequest } from './request-information';

export type CreditRefundInput = NamedInput<typeof creditRefundRequestSchema, 'creditRefundRequest'>;

/** Refund requests of a customer that were not refused: their amounts are no longer available. */
async function refundRequests(db: Db, customerId: number) {
  const rows = await db
    .selectFrom('customer_requests')
    .select(['payload', 'status'])
    .where('customer_id', '=', customerId)
    .where('request_type', '=', CREDIT_REFUND_REQUEST_TYPE)
    .execute();
  const live = rows.filter((r) => !['Rifiutato', 'Annullato', 'Respinto'].includes(r.status));
  const amountOf = (p: unknown) =>
    String(((typeof p === 'string' ? JSON.parse(p) : p) as { amount?: string } | null)?.amount ?? '0');
  return {
    amounts: live.map((r) => amountOf(r.payload)),
    inProgress: rows.some((r) => OPEN_STATUSES.includes(r.status)),
  };
}

/** The balance of one customer: its bills and credit notes, less what was already asked back. */
export async function balanceOf(
  db: Db,
  customerId: number,
  now: Date,
): Promise<CustomerBalance & { refundInProgress: boolean }> {
  const { invoices } = await listInvoices(db, [customerId], { orderBy: 'Desc', take: 10_000, skip: 0 }, now);
  const refunds = await refundRequests(db, customerId);
  return { ...customerBalance(invoices, refunds.amounts), refundInProgress: refunds.inProgress };
}

/** GET …/balance: whether the customer is in credit and how much may be asked back. */
export async function getCustomerBalance(
  { db }: Deps,
  actor: UserActor,
  input: { customerKey: string },
  now: Date = new Date(),
): Promise<z.output<typeof getCustomerBalanceResponseSchema>> {
  const customerId = await customerIdForKey(db, actor.session, input.customerKey);
  const balance = await balanceOf(db, customerId, now);
  return { getCustomerBalanceResponse: { customerKey: input.customerKey, ...balance } };
}

/**
 * POST …/requests/credit-refund: the credit paid to an IBAN or kept for the next bills, filed as a
 * practice (with the retailer's request.created event). The IBAN and holder were checked by the
 * body's schema (the domain's rule); here: in credit, and no refund already in progress.
 */
export async function requestCreditRefund(
  { db, config }: Deps,
  actor: UserActor,
  input: CreditRefundInput,
  now: Date = new Date(),
): Promise<CreatedRequest> {
  const { session } = actor;
  const customerId = await customerIdForKey(db, session, input.customerKey, 'change');
  const before = await balanceOf(db, customerId, now);
  if (before.refundInProgress) throw conflict(CREDIT_REFUND_MESSAGES.inProgress, 'refund_in_progress');
  if (!before.inCredit) throw badRequest(CREDIT_REFUND_MESSAGES.notInCredit);
  return createRequest(
    { db, config },
    session,
    {
      customerId,
      type: CREDIT_REFUND_REQUEST_TYPE,
      phase: 'RC010',
      status: 'Aperto',
      payload: creditRefundPayload(input, before.refundable),
    },
    // Checked again under the customer's lock: two requests at once cannot both pass.
    async (tx) => {
      const again = await balanceOf(tx, customerId, now);
      if (again.refundInProgress) throw conflict(CREDIT_REFUND_MESSAGES.inProgress, 'refund_in_progress');
      if (again.refundable !== before.refundable) throw badRequest(CREDIT_REFUND_MESSAGES.notInCredit);
    },
  );
}
