import {
  BILL_REPLACEMENT_MESSAGES,
  isFinalRequestState,
  requestStateOf,
  RETTIFICA_REQUEST_TYPE,
} from '@sportello/domain';
import type { z } from 'zod';
import type { consoleBillReplacementSchema } from '@sportello/contract/console/requests';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../../services/console/audit';
import { requireOperatorBrand, type Deps, type OperatorActor } from '../context';
import { replaceInvoiceInTx } from '../invoices/replace-invoice';
import { announceRequestMove, assertMayMove, REQUEST_STATE_MESSAGES } from '../requests/change-request-state';

/**
 * "Sostituisci la bolletta" on a rettifica in the console (issue 25): the new bill, already
 * imported and named by its number, replaces the estimated bill the rettifica contests, and the
 * rettifica is concluded — the same replacement the FatturaPA import makes
 * (`replaceInvoiceInTx`), in one transaction, with the audit row beside it.
 */
export async function replaceConsoleRequestBill(
  deps: Deps,
  actor: OperatorActor,
  requestId: number,
  body: { invoiceNumber: string; message?: string | null },
): Promise<z.output<typeof consoleBillReplacementSchema>> {
  assertMayMove(actor, 'replacement');
  const { db } = deps;
  const request = await db
    .selectFrom('customer_requests as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select(['r.id', 'r.request_type', 'r.invoice_id', 'r.customer_id', 'r.status', 'c.company_code'])
    .where('r.id', '=', requestId)
    .executeTakeFirst();
  if (!request) throw notFound(REQUEST_STATE_MESSAGES.notFound);
  requireOperatorBrand(actor, request.company_code, REQUEST_STATE_MESSAGES.notFound);
  if (request.request_type !== RETTIFICA_REQUEST_TYPE || request.invoice_id === null)
    throw badRequest(BILL_REPLACEMENT_MESSAGES.notRettifica);
  if (isFinalRequestState(requestStateOf(request.status)))
    throw conflict(BILL_REPLACEMENT_MESSAGES.requestClosed, 'request_state_final');
  const number = body.invoiceNumber.trim();
  // The new bill by its number, within the operator's brands (another brand's is unknown).
  const replacement = await db
    .selectFrom('invoices')
    .select(['id', 'company_code'])
    .where('key', '=', number)
    .executeTakeFirst();
  if (!replacement || !actor.brands.includes(replacement.company_code))
    throw notFound(BILL_REPLACEMENT_MESSAGES.unknownBill(number));
  const { outcome, moved } = await db.transaction().execute((tx) =>
    replaceInvoiceInTx(tx, deps, actor, {
      replacedId: request.invoice_id!,
      replacementId: replacement.id,
      requestId,
      message: body.message ?? null,
    }),
  );
  if (moved) await announceRequestMove(deps, actor, moved);
  await audit(db, actor, {
    action: 'request.bill_replaced',
    targetType: 'request',
    targetId: requestId,
    companyCode: request.company_code,
    before: { bill: outcome.replaced.key, state: moved?.result.previousState ?? null },
    after: {
      bill: outcome.replacement.key,
      carriedCredit: outcome.carriedCredit,
      withdrawnInstallments: outcome.withdrawnInstallments,
      state: moved?.result.state ?? null,
    },
  });
  return {
    replaced: outcome.replaced,
    replacement: outcome.replacement,
    carriedCredit: outcome.carriedCredit,
    withdrawnInstallments: outcome.withdrawnInstallments,
    requestState: moved?.result.state ?? 'concluded',
    message: moved?.result.message ?? null,
  };
}
