import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES } from '@sportello/contract';
import { PROVIDER_MESSAGES, type PaymentProvider, type ProviderEvent } from '../../adapters/payment-provider';
import { sandboxCheckoutPath } from '../../adapters/payment-sandbox';
import type { Db } from '../../db/index';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import { customerReadsFromPrimaryAWhile, type SessionContext } from '../session-store';
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
  replaced: 'La bolletta è stata sostituita da una nuova bolletta: paga quella',
} as const;

export interface PaymentItemInput {
  invoiceId?: number;
  installmentId?: number;
  amount: string;
}

/** Replaces {paymentId} and {invoiceId} in a return path. */
export function fillReturnPath(template: string, paymentId: number, invoiceId: number | null): string {
  return template
    .replaceAll('{paymentId}', String(paymentId))
    .replaceAll('{invoiceId}', String(invoiceId ?? ''));
}

type Owed = { customerId: number; invoiceId: number; owedCents: number; replaced: boolean };

/** Whether the invoice (column `ref`) was replaced by another bill (issue 25). */
const replacedSql = (ref: 'invoices.id' | 'installments.invoice_id') =>
  sql<boolean>`exists (select 1 from invoice_replacements r where r.replaced_invoice_id = ${sql.ref(ref)})`;

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
      .select(replacedSql('invoices.id').as('replaced'))
      .where('id', 'in', ids)
      .where('customer_id', 'in', customerIds);
    if (lock) q = q.forUpdate();
    for (const r of await q.execute()) {
      if (r.has_installments && !r.paid_on) throw badRequest(PAYMENT_MESSAGES.invoiceInInstallments);
      result.set(r.id, {
        customerId: r.customer_id,
        invoiceId: r.id,
        replaced: r.replaced,
        // A credit note (negative total) is not paid: it owes nothing.
        owedCents: r.paid_on ? 0 : Math.max(0, toCents(r.total_amount)),
      });
    }
  } else {
    const ids = items.map((i) => i.installmentId!);
    let q = db
      .selectFrom('installments')
      .select(['id', 'customer_id', 'invoice_id', 'paid_on', 'amount'])
      .select(replacedSql('installments.invoice_id').as('replaced'))
      .where('id', 'in', ids)
      .where('customer_id', 'in', customerIds);
    if (lock) q = q.forUpdate();
    for (const r of await q.execute()) {
      result.set(r.id, {
        customerId: r.customer_id,
        invoiceId: r.invoice_id,
        replaced: r.replaced,
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
    if (o.replaced) throw conflict(PAYMENT_MESSAGES.replaced, 'invoice_replaced');
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
    redirect_url: string | null;
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
    redirectUrl: p.redirect_url ?? sandboxCheckoutPath(p.gateway_token),
    userOutcome: p.user_outcome,
    userOutcomeDate: p.user_outcome_date ? new Date(p.user_outcome_date).toISOString() : null,
    createdAt: new Date(p.created_at).toISOString(),
  };
}

/**
 * PUT /payments: the outcome the customer says it saw on return. Only the customer's claim, kept
 * the first time (a reload sends it again): the recorded outcome (status) and the invoices are
 * never touched here.
 */
export async function recordUserOutcome(db: Db, id: number, userOutcome: 'OK' | 'KO', date?: string) {
  await db
    .updateTable('payments')
    .set({ user_outcome: userOutcome, user_outcome_date: date ? new Date(date) : new Date() })
    .where('id', '=', id)
    .where('user_outcome', 'is', null)
    .execute();
}

/** What the customer sees on the provider's page: one label per invoice or instalment. */
export async function checkoutItems(db: Db, paymentId: number) {
  const rows = await db
    .selectFrom('payment_items')
    .leftJoin('invoices', 'invoices.id', 'payment_items.invoice_id')
    .leftJoin('installments', 'installments.id', 'payment_items.installment_id')
    .leftJoin('invoices as inst_invoice', 'inst_invoice.id', 'installments.invoice_id')
    .select([
      'payment_items.amount',
      'invoices.key as invoice_key',
      'installments.number',
      'inst_invoice.key as inst_invoice_key',
    ])
    .where('payment_items.payment_id', '=', paymentId)
    .orderBy('payment_items.position')
    .execute();
  return rows.map((i) => ({
    label: i.invoice_key
      ? `Bolletta ${i.invoice_key}`
      : `Rata ${i.number} della bolletta ${i.inst_invoice_key}`,
    amount: i.amount,
  }));
}

/**
 * Opens the provider's hosted page for a payment just created: the amounts are read back from
 * the database. When the provider cannot be reached the payment is closed as cancelled (nothing
 * can be paid on it) and the customer gets a 503.
 */
export async function openCheckout(
  db: Db,
  provider: PaymentProvider,
  paymentId: number,
  log: FastifyBaseLogger,
) {
  const p = await db
    .selectFrom('payments')
    .innerJoin('customers', 'customers.id', 'payments.customer_id')
    .innerJoin('companies', 'companies.code', 'customers.company_code')
    .select([
      'payments.id',
      'payments.total_amount',
      'payments.gateway_token',
      'payments.ok_url',
      'payments.ko_url',
      'companies.name as company_name',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const items = await checkoutItems(db, paymentId);
  let checkout;
  try {
    checkout = await provider.createCheckout({
      paymentId,
      token: p.gateway_token,
      companyName: p.company_name,
      totalCents: toCents(p.total_amount),
      items: items.map((i) => ({ label: i.label, amountCents: toCents(i.amount) })),
      okPath: p.ok_url,
      koPath: p.ko_url,
    });
  } catch (error) {
    log.error({ err: error, paymentId, provider: provider.name }, 'payment provider: checkout not created');
    await db
      .updateTable('payments')
      .set({ status: 'Annullato', gateway_outcome_at: new Date() })
      .where('id', '=', paymentId)
      .execute();
    throw new HttpError(503, ERROR_CODES.unavailable, PROVIDER_MESSAGES.unreachable);
  }
  await db
    .updateTable('payments')
    .set({ provider: provider.name, provider_ref: checkout.providerRef, redirect_url: checkout.redirectUrl })
    .where('id', '=', paymentId)
    .execute();
}

export const NOTIFICATION_MESSAGES = {
  unknownPayment: 'La notifica si riferisce a un pagamento sconosciuto',
  wrongAmount: "L'importo della notifica non corrisponde a quello del pagamento",
} as const;

export type NotificationResult = 'applied' | 'ignored' | 'replayed';

/**
 * Records a verified notification of the provider, in one transaction: the event row (unique per
 * provider and event id, so a replay finds it and changes nothing), the payment's status and the
 * invoices or instalments it pays. An event for a payment that already has a final outcome is
 * kept but ignored. The amount and currency must be the payment's own (from the database).
 */
export async function recordProviderEvent(
  db: Db,
  provider: PaymentProvider['name'],
  event: ProviderEvent,
  log: FastifyBaseLogger,
): Promise<NotificationResult> {
  return db.transaction().execute(async (tx) => {
    const p = await tx
      .selectFrom('payments')
      .select(['id', 'status', 'pay_kind', 'total_amount', 'customer_id'])
      .where('provider', '=', provider)
      .where('provider_ref', '=', event.providerRef)
      .forUpdate()
      .executeTakeFirst();
    if (!p) throw badRequest(NOTIFICATION_MESSAGES.unknownPayment);
    const amountMatches =
      event.amountCents === toCents(p.total_amount) && (event.currency === null || event.currency === 'EUR');
    if (event.outcome === 'Pagato' ? !amountMatches : event.amountCents !== null && !amountMatches)
      throw badRequest(NOTIFICATION_MESSAGES.wrongAmount);

    const effect = p.status === 'Creato' ? 'applied' : 'ignored';
    const inserted = await tx
      .insertInto('payment_events')
      .values({
        provider,
        event_id: event.eventId,
        event_type: event.eventType,
        payment_id: p.id,
        outcome: event.outcome,
        amount: event.amountCents === null ? null : fromCents(event.amountCents),
        effect,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'replayed';
    if (effect === 'ignored') {
      if (event.outcome === 'Pagato' && p.status !== 'Pagato')
        log.warn(
          { paymentId: p.id, status: p.status },
          'payment confirmed by the provider after it was closed: refund due',
        );
      return 'ignored';
    }
    await tx
      .updateTable('payments')
      .set({ status: event.outcome, gateway_outcome_at: new Date() })
      .where('id', '=', p.id)
      .execute();
    if (event.outcome === 'Pagato') {
      const settled = await markItemsPaid(tx, p.id, p.pay_kind);
      await closeOtherOpenPayments(tx, p.id);
      if (settled.already > 0)
        log.warn(
          { paymentId: p.id, alreadyPaid: settled.already },
          'payment covers items paid meanwhile: refund due',
        );
    }
    // The customer returning from the payment page sees the outcome at once, replicas or not.
    await customerReadsFromPrimaryAWhile(tx, p.customer_id);
    return 'applied';
  });
}

/**
 * Other payments still open on the same invoices or instalments are closed as cancelled, so the
 * customer cannot pay a bill twice from an older page (the sandbox answers ko; a late provider
 * confirmation of one is kept but ignored, and logged for a refund).
 */
async function closeOtherOpenPayments(tx: Db, paymentId: number) {
  const mine = tx.selectFrom('payment_items').where('payment_id', '=', paymentId);
  await tx
    .updateTable('payments')
    .set({ status: 'Annullato', gateway_outcome_at: new Date() })
    .where('status', '=', 'Creato')
    .where('id', '<>', paymentId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payment_items')
        .select('payment_items.payment_id')
        .where((w) =>
          w.or([
            w(
              'payment_items.invoice_id',
              'in',
              mine.select('invoice_id').where('invoice_id', 'is not', null),
            ),
            w(
              'payment_items.installment_id',
              'in',
              mine.select('installment_id').where('installment_id', 'is not', null),
            ),
          ]),
        ),
    )
    .execute();
}

/** Marks the payment's invoices or instalments paid today, each only if still unpaid. */
async function markItemsPaid(tx: Db, paymentId: number, payKind: 'Invoices' | 'Installments') {
  const items = await tx
    .selectFrom('payment_items')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .execute();
  const today = todayInItaly();
  if (payKind === 'Invoices') {
    const done = await tx
      .updateTable('invoices')
      .set({ paid_on: today })
      .where(
        'id',
        'in',
        items.map((i) => i.invoice_id!),
      )
      .where('paid_on', 'is', null)
      .returning('id')
      .execute();
    return { already: items.length - done.length };
  }
  const done = await tx
    .updateTable('installments')
    .set({ paid_on: today })
    .where(
      'id',
      'in',
      items.map((i) => i.installment_id!),
    )
    .where('paid_on', 'is', null)
    .returning('invoice_id')
    .execute();
  // An invoice whose instalments are all paid is paid.
  const invoiceIds = [...new Set(done.map((d) => d.invoice_id))];
  if (invoiceIds.length)
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
  return { already: items.length - done.length };
}
