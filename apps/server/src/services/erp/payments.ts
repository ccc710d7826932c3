import { randomBytes } from 'node:crypto';
import { API_BASE } from '@sportello/contract';
import type { Db } from '../../db/index';
import { badRequest, conflict, notFound } from '../../errors';
import type { SessionContext } from '../session-store';
import { accessibleCustomerIds, assertMayAct } from '../access';
import { fromCents, todayInItaly, toCents } from './rules';

export const PAYMENT_MESSAGES = {
  notFound: 'Pagamento non trovato',
  mixedCustomers: 'Le voci di un pagamento devono appartenere allo stesso cliente',
  totalMismatch: "L'importo totale non corrisponde a quanto dovuto per le voci indicate",
  itemMismatch: "L'importo di una voce non corrisponde a quanto dovuto",
  alreadyPaid: 'La bolletta o la rata risulta già pagata',
  invoiceInInstallments: 'La bolletta è rateizzata: pagare le singole rate',
  wrongKind: 'Le voci non corrispondono al tipo di pagamento',
  duplicateItem: 'La stessa voce compare più volte',
  unknownItem: 'Bolletta o rata non trovata',
  cancelled: 'Pagamento annullato',
} as const;

export interface PaymentItemInput {
  invoiceId?: number;
  installmentId?: number;
  amount: string;
}

/** The URL the customer is sent to: the embedded sandbox gateway (gatewayId 1). */
export function gatewayPath(token: string): string {
  return `${API_BASE}/Erp/v1/payments/gateway/${token}`;
}

/** Replaces {paymentId} and {invoiceId} in a return path. */
export function fillReturnPath(template: string, paymentId: number, invoiceId: number | null): string {
  return template
    .replaceAll('{paymentId}', String(paymentId))
    .replaceAll('{invoiceId}', String(invoiceId ?? ''));
}

type Owed = { customerId: number; invoiceId: number; owedCents: number };

/** What each item still owes right now, reading the rows (optionally locked in a transaction). */
async function owedByItem(
  db: Db,
  payKind: 'Invoices' | 'Installments',
  items: PaymentItemInput[],
  customerIds: number[],
  lock: boolean,
) {
  const result = new Map<number, Owed>();
  if (payKind === 'Invoices') {
    const ids = items.map((i) => i.invoiceId!);
    let q = db
      .selectFrom('invoices')
      .select(['id', 'customer_id', 'paid_on', 'total_amount'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('installments')
              .select('installments.id')
              .whereRef('installments.invoice_id', '=', 'invoices.id'),
          )
          .as('has_installments'),
      )
      .where('id', 'in', ids)
      .where('customer_id', 'in', customerIds);
    if (lock) q = q.forUpdate();
    for (const r of await q.execute()) {
      if (r.has_installments && !r.paid_on) throw badRequest(PAYMENT_MESSAGES.invoiceInInstallments);
      result.set(r.id, {
        customerId: r.customer_id,
        invoiceId: r.id,
        owedCents: r.paid_on ? 0 : toCents(r.total_amount),
      });
    }
  } else {
    const ids = items.map((i) => i.installmentId!);
    let q = db
      .selectFrom('installments')
      .select(['id', 'customer_id', 'invoice_id', 'paid_on', 'amount'])
      .where('id', 'in', ids)
      .where('customer_id', 'in', customerIds);
    if (lock) q = q.forUpdate();
    for (const r of await q.execute()) {
      result.set(r.id, {
        customerId: r.customer_id,
        invoiceId: r.invoice_id,
        owedCents: r.paid_on ? 0 : toCents(r.amount),
      });
    }
  }
  return result;
}

export async function createPayment(
  db: Db,
  session: SessionContext,
  input: {
    gatewayId: number;
    payKind: 'Invoices' | 'Installments';
    totalAmount: string;
    items: PaymentItemInput[];
    okUrl?: string;
    koUrl?: string;
  },
): Promise<number> {
  const customerIds = await accessibleCustomerIds(db, session);
  if (customerIds.length === 0) throw notFound(PAYMENT_MESSAGES.unknownItem);
  const field = input.payKind === 'Invoices' ? 'invoiceId' : 'installmentId';
  const other = input.payKind === 'Invoices' ? 'installmentId' : 'invoiceId';
  if (input.items.some((i) => i[field] === undefined || i[other] !== undefined))
    throw badRequest(PAYMENT_MESSAGES.wrongKind);
  const refs = input.items.map((i) => i[field]!);
  if (new Set(refs).size !== refs.length) throw badRequest(PAYMENT_MESSAGES.duplicateItem);

  const owed = await owedByItem(db, input.payKind, input.items, customerIds, false);
  if (owed.size !== refs.length) throw notFound(PAYMENT_MESSAGES.unknownItem);
  const customers = new Set([...owed.values()].map((o) => o.customerId));
  if (customers.size !== 1) throw badRequest(PAYMENT_MESSAGES.mixedCustomers);
  await assertMayAct(db, session, [...customers][0]!, 'pay');
  for (const item of input.items) {
    const o = owed.get(item[field]!)!;
    if (o.owedCents === 0) throw conflict(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
    if (toCents(item.amount) !== o.owedCents)
      throw badRequest(PAYMENT_MESSAGES.itemMismatch, { items: PAYMENT_MESSAGES.itemMismatch });
  }
  const total = input.items.reduce((s, i) => s + toCents(i.amount), 0);
  if (total !== toCents(input.totalAmount))
    throw badRequest(PAYMENT_MESSAGES.totalMismatch, { totalAmount: PAYMENT_MESSAGES.totalMismatch });

  const firstInvoice = owed.get(refs[0]!)!.invoiceId;
  return db.transaction().execute(async (tx) => {
    const payment = await tx
      .insertInto('payments')
      .values({
        customer_id: [...customers][0]!,
        user_id: session.userId,
        gateway_id: input.gatewayId,
        pay_kind: input.payKind,
        total_amount: fromCents(total),
        gateway_token: randomBytes(24).toString('base64url'),
        ok_url: input.okUrl ?? '/invoice/{invoiceId}/payment_ok?paymentId={paymentId}',
        ko_url: input.koUrl ?? '/invoice/{invoiceId}/payment_ko?paymentId={paymentId}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('payment_items')
      .values(
        input.items.map((item, n) => ({
          payment_id: payment.id,
          position: n + 1,
          invoice_id: input.payKind === 'Invoices' ? item.invoiceId! : null,
          installment_id: input.payKind === 'Installments' ? item.installmentId! : null,
          amount: fromCents(toCents(item.amount)),
        })),
      )
      .execute();
    // Remember the first invoice for the return paths.
    await tx
      .updateTable('payments')
      .set({
        ok_url: fillReturnPath(
          input.okUrl ?? '/invoice/{invoiceId}/payment_ok?paymentId={paymentId}',
          payment.id,
          firstInvoice,
        ),
        ko_url: fillReturnPath(
          input.koUrl ?? '/invoice/{invoiceId}/payment_ko?paymentId={paymentId}',
          payment.id,
          firstInvoice,
        ),
      })
      .where('id', '=', payment.id)
      .execute();
    return payment.id;
  });
}

export async function paymentFor(db: Db, session: SessionContext, id: number) {
  const customerIds = await accessibleCustomerIds(db, session);
  if (customerIds.length === 0) throw notFound(PAYMENT_MESSAGES.notFound);
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', 'in', customerIds)
    .executeTakeFirst();
  if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
  return toPayment(db, payment);
}

export async function toPayment(
  db: Db,
  p: {
    id: number;
    gateway_id: number;
    pay_kind: 'Invoices' | 'Installments';
    total_amount: string;
    status: 'Creato' | 'Pagato' | 'Annullato' | 'Rifiutato';
    gateway_token: string;
    user_outcome: string | null;
    user_outcome_date: Date | null;
    created_at: Date;
  },
) {
  const items = await db
    .selectFrom('payment_items')
    .select(['invoice_id', 'installment_id', 'amount'])
    .where('payment_id', '=', p.id)
    .orderBy('position')
    .execute();
  return {
    id: p.id,
    gatewayId: p.gateway_id,
    payKind: p.pay_kind,
    totalAmount: p.total_amount,
    status: p.status,
    items: {
      item: items.map((i) => ({
        invoiceId: i.invoice_id,
        installmentId: i.installment_id,
        amount: i.amount,
      })),
    },
    redirectUrl: gatewayPath(p.gateway_token),
    userOutcome: p.user_outcome,
    userOutcomeDate: p.user_outcome_date ? new Date(p.user_outcome_date).toISOString() : null,
    createdAt: new Date(p.created_at).toISOString(),
  };
}

/**
 * The gateway's outcome: `pay` marks the items paid exactly once (locked rows, one transaction;
 * a repeated or late confirmation changes nothing), `cancel` annuls a payment not yet paid.
 * Returns the path to send the customer to.
 */
export async function settlePayment(db: Db, token: string, action: 'pay' | 'cancel'): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    const p = await tx
      .selectFrom('payments')
      .selectAll()
      .where('gateway_token', '=', token)
      .forUpdate()
      .executeTakeFirst();
    if (!p) return null;
    if (p.status === 'Pagato') return p.ok_url;
    if (p.status !== 'Creato') return p.ko_url;
    if (action === 'cancel') {
      await tx
        .updateTable('payments')
        .set({ status: 'Annullato', gateway_outcome_at: new Date() })
        .where('id', '=', p.id)
        .execute();
      return p.ko_url;
    }
    const items = await tx.selectFrom('payment_items').selectAll().where('payment_id', '=', p.id).execute();
    const inputs = items.map((i) => ({
      invoiceId: i.invoice_id ?? undefined,
      installmentId: i.installment_id ?? undefined,
      amount: i.amount,
    }));
    let stillOwed: Map<number, Owed>;
    try {
      stillOwed = await owedByItem(tx, p.pay_kind, inputs, [p.customer_id], true);
    } catch {
      stillOwed = new Map();
    }
    const ok =
      stillOwed.size === items.length &&
      items.every((i) => stillOwed.get((i.invoice_id ?? i.installment_id)!)?.owedCents === toCents(i.amount));
    if (!ok) {
      // Paid meanwhile by another payment: the gateway refuses, nothing is charged twice.
      await tx
        .updateTable('payments')
        .set({ status: 'Rifiutato', gateway_outcome_at: new Date() })
        .where('id', '=', p.id)
        .execute();
      return p.ko_url;
    }
    const today = todayInItaly();
    if (p.pay_kind === 'Invoices') {
      await tx
        .updateTable('invoices')
        .set({ paid_on: today })
        .where(
          'id',
          'in',
          items.map((i) => i.invoice_id!),
        )
        .where('paid_on', 'is', null)
        .execute();
    } else {
      const installmentIds = items.map((i) => i.installment_id!);
      await tx
        .updateTable('installments')
        .set({ paid_on: today })
        .where('id', 'in', installmentIds)
        .where('paid_on', 'is', null)
        .execute();
      // An invoice whose instalments are all paid is paid.
      const invoiceIds = [...new Set([...stillOwed.values()].map((o) => o.invoiceId))];
      await tx
        .updateTable('invoices')
        .set({ paid_on: today })
        .where('id', 'in', invoiceIds)
        .where('paid_on', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('installments')
                .select('installments.id')
                .whereRef('installments.invoice_id', '=', 'invoices.id')
                .where('installments.paid_on', 'is', null),
            ),
          ),
        )
        .execute();
    }
    await tx
      .updateTable('payments')
      .set({ status: 'Pagato', gateway_outcome_at: new Date() })
      .where('id', '=', p.id)
      .execute();
    return p.ok_url;
  });
}
