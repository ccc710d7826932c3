import {
  BILL_REPLACEMENT_MESSAGES,
  checkBillReplacement,
  isFinalRequestState,
  RETTIFICA_REQUEST_TYPE,
  replacedBillCredit,
  replacementMessage,
  requestStateOf,
  type ReplaceableBill,
} from '@sportello/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { InvoiceReplacementTables } from '../../db/tables/invoice-replacements';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { todayInItaly } from '../../services/erp/rules';
import { requireOperatorBrand, type Deps } from '../context';
import {
  moveRequestState,
  type ChangeRequestStateResult,
  type MovedRequest,
  type RequestMover,
} from '../requests/change-request-state';

/**
 * A new bill replacing an estimated one (issue 25), whoever brings it: the retailer's FatturaPA
 * import (a TD01 naming the old bill in DatiFattureCollegate, or a TD04 cancelling it beside the
 * new bill) or an operator on the customer's rettifica in the console. Inside the caller's
 * transaction, all or nothing: the domain's rule (`checkBillReplacement`), then the old bill is
 * replaced (no longer payable: Sostituita, its unpaid instalments withdrawn, so no payment codes
 * either), what was paid on it is carried as credit, and the rettifica of the old bill still open
 * is concluded through the one request-state move (the customer's notification and the retailer's
 * `request.state_changed` event). The caller checked who may (`assertMayMove(actor, 'replacement')`)
 * and announces the moved request after the commit (`announceRequestMove`).
 */

export interface ReplaceInvoiceInput {
  replacedId: number;
  replacementId: number;
  /** The TD04 that cancelled the old bill in the same document, if any. */
  creditNoteId?: number | null;
  /** The rettifica the operator acted on; else the open rettifica of the old bill, if any. */
  requestId?: number | null;
  /** Words to the customer instead of the standard conclusion. */
  message?: string | null;
}

export interface ReplacementOutcome {
  replaced: { id: number; key: string };
  replacement: { id: number; key: string };
  carriedCredit: string;
  withdrawnInstallments: number;
  /** The same replacement was made before: nothing changed. */
  alreadyDone: boolean;
  /** The rettifica concluded, if one was open. */
  request: ChangeRequestStateResult | null;
}

export const REPLACEMENT_REFUSED = 'replacement_refused';

/** How long an online payment started on the old bill holds a replacement back. */
const PAYMENT_IN_FLIGHT_MINUTES = 60;

const replacements = (db: Db) => db.withTables<InvoiceReplacementTables>();

type BillRow = {
  id: number;
  key: string;
  customer_id: number;
  company_code: string;
  supply_id: number | null;
  issue_date: string;
  period_start: string;
  period_end: string;
  total_amount: string;
  paid_on: string | null;
  replaced_by_id: number | null;
  replaced_by_key: string | null;
  replaces_id: number | null;
};

async function billRow(tx: Db, id: number, lock: boolean): Promise<BillRow | undefined> {
  let q = replacements(tx)
    .selectFrom('invoices')
    .select([
      'invoices.id',
      'invoices.key',
      'invoices.customer_id',
      'invoices.company_code',
      'invoices.supply_id',
      'invoices.issue_date',
      'invoices.period_start',
      'invoices.period_end',
      'invoices.total_amount',
      'invoices.paid_on',
      sql<
        number | null
      >`(select r.replacement_invoice_id from invoice_replacements r where r.replaced_invoice_id = invoices.id)`.as(
        'replaced_by_id',
      ),
      sql<
        string | null
      >`(select n.key from invoice_replacements r join invoices n on n.id = r.replacement_invoice_id where r.replaced_invoice_id = invoices.id)`.as(
        'replaced_by_key',
      ),
      sql<
        number | null
      >`(select r.replaced_invoice_id from invoice_replacements r where r.replacement_invoice_id = invoices.id)`.as(
        'replaces_id',
      ),
    ])
    .where('invoices.id', '=', id);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as BillRow | undefined;
}

const day = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

function replaceable(r: BillRow): ReplaceableBill {
  return {
    id: r.id,
    key: r.key,
    customerId: r.customer_id,
    supplyId: r.supply_id,
    issueDate: day(r.issue_date),
    periodStart: day(r.period_start),
    periodEnd: day(r.period_end),
    totalAmount: String(r.total_amount),
    replacedById: r.replaced_by_id,
    replacedByKey: r.replaced_by_key,
    replacesId: r.replaces_id,
  };
}

/** Whether an online payment of the bill (whole or by instalment) was started and has no outcome yet. */
async function paymentInProgress(tx: Db, invoiceId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('payment_items')
    .innerJoin('payments', 'payments.id', 'payment_items.payment_id')
    .leftJoin('installments', 'installments.id', 'payment_items.installment_id')
    .select('payments.id')
    .where((eb) =>
      eb.or([eb('payment_items.invoice_id', '=', invoiceId), eb('installments.invoice_id', '=', invoiceId)]),
    )
    .where('payments.status', '=', 'Creato')
    .where('payments.created_at', '>', sql<Date>`now() - make_interval(mins => ${PAYMENT_IN_FLIGHT_MINUTES})`)
    .executeTakeFirst();
  return !!row;
}

/** The rettifica to conclude: the one named (it must be the old bill's), or the old bill's open one. */
async function rettificaToConclude(
  tx: Db,
  replacedId: number,
  requestId: number | null | undefined,
): Promise<number | null> {
  if (requestId !== undefined && requestId !== null) {
    const named = await tx
      .selectFrom('customer_requests')
      .select(['id', 'request_type', 'invoice_id', 'status'])
      .where('id', '=', requestId)
      .executeTakeFirst();
    if (!named) throw notFound('Pratica non trovata');
    if (named.request_type !== RETTIFICA_REQUEST_TYPE || named.invoice_id !== replacedId)
      throw badRequest(BILL_REPLACEMENT_MESSAGES.notRettifica);
    if (isFinalRequestState(requestStateOf(named.status)))
      throw conflict(BILL_REPLACEMENT_MESSAGES.requestClosed, 'request_state_final');
    return named.id;
  }
  const open = await tx
    .selectFrom('customer_requests')
    .select(['id', 'status'])
    .where('invoice_id', '=', replacedId)
    .where('request_type', '=', RETTIFICA_REQUEST_TYPE)
    .orderBy('id', 'desc')
    .execute();
  return open.find((r) => !isFinalRequestState(requestStateOf(r.status)))?.id ?? null;
}

/**
 * Replaces a bill inside `tx` (see the module's note). Refusals are HttpErrors: 404 for an unknown
 * bill (or one of another brand, for an operator), 400 for a pair the rule refuses, 409 for a
 * state that forbids it.
 */
export async function replaceInvoiceInTx(
  tx: Db,
  deps: Pick<Deps, 'config'>,
  actor: RequestMover,
  input: ReplaceInvoiceInput,
): Promise<{ outcome: ReplacementOutcome; moved: MovedRequest | null }> {
  const replaced = await billRow(tx, input.replacedId, true);
  const replacement = await billRow(tx, input.replacementId, true);
  if (!replaced) throw notFound(BILL_REPLACEMENT_MESSAGES.unknownBill(String(input.replacedId)));
  if (!replacement) throw notFound(BILL_REPLACEMENT_MESSAGES.unknownBill(String(input.replacementId)));
  if (actor.kind === 'operator') {
    requireOperatorBrand(actor, replaced.company_code, BILL_REPLACEMENT_MESSAGES.unknownBill(replaced.key));
    requireOperatorBrand(
      actor,
      replacement.company_code,
      BILL_REPLACEMENT_MESSAGES.unknownBill(replacement.key),
    );
  }
  const check = checkBillReplacement(replaceable(replaced), replaceable(replacement), {
    paymentInProgress: await paymentInProgress(tx, replaced.id),
  });
  if (!check.ok) throw new HttpError(check.status, REPLACEMENT_REFUSED, check.message);
  const names = {
    replaced: { id: replaced.id, key: replaced.key },
    replacement: { id: replacement.id, key: replacement.key },
  };
  if (check.alreadyDone) {
    const done = await replacements(tx)
      .selectFrom('invoice_replacements')
      .select(['carried_credit', 'withdrawn_installments'])
      .where('replaced_invoice_id', '=', replaced.id)
      .executeTakeFirstOrThrow();
    return {
      outcome: {
        ...names,
        carriedCredit: String(done.carried_credit),
        withdrawnInstallments: done.withdrawn_installments,
        alreadyDone: true,
        request: null,
      },
      moved: null,
    };
  }
  if (input.creditNoteId !== undefined && input.creditNoteId !== null) {
    const note = await billRow(tx, input.creditNoteId, false);
    if (!note || note.customer_id !== replaced.customer_id || Number(note.total_amount) >= 0)
      throw badRequest(`La nota di credito non è del cliente della bolletta ${replaced.key}: non la annulla`);
  }
  const requestId = await rettificaToConclude(tx, replaced.id, input.requestId);

  // What was paid on the old bill becomes credit; its unpaid instalments are withdrawn.
  const installments = await tx
    .selectFrom('installments')
    .select(['amount', 'paid_on'])
    .where('invoice_id', '=', replaced.id)
    .execute();
  const partial = replaced.paid_on
    ? []
    : await tx
        .selectFrom('external_payments')
        .select('amount')
        .where('invoice_id', '=', replaced.id)
        .execute();
  const carriedCredit = replacedBillCredit({
    totalAmount: String(replaced.total_amount),
    paidOn: replaced.paid_on,
    // A bill in instalments is paid through them; partial payments count for a bill without.
    installments: installments.map((i) => ({ amount: String(i.amount), paidOn: i.paid_on })),
    partialPayments: installments.length > 0 ? [] : partial.map((p) => String(p.amount)),
  });
  const withdrawn = await tx
    .updateTable('installments')
    .set({ withdrawn_on: todayInItaly() })
    .where('invoice_id', '=', replaced.id)
    .where('paid_on', 'is', null)
    .where('withdrawn_on', 'is', null)
    .executeTakeFirst();
  const withdrawnInstallments = Number(withdrawn.numUpdatedRows);
  await replacements(tx)
    .insertInto('invoice_replacements')
    .values({
      replaced_invoice_id: replaced.id,
      replacement_invoice_id: replacement.id,
      credit_note_invoice_id: input.creditNoteId ?? null,
      request_id: requestId,
      carried_credit: carriedCredit,
      withdrawn_installments: withdrawnInstallments,
      actor_kind: actor.kind,
      actor_name: actor.kind === 'operator' ? actor.username : actor.tokenName,
    })
    .execute();
  const moved =
    requestId === null
      ? null
      : await moveRequestState(tx, deps, actor, {
          id: requestId,
          state: 'concluded',
          message: input.message?.trim() || replacementMessage(replaced.key, replacement.key, carriedCredit),
        });
  return {
    outcome: {
      ...names,
      carriedCredit,
      withdrawnInstallments,
      alreadyDone: false,
      request: moved?.result ?? null,
    },
    moved,
  };
}
