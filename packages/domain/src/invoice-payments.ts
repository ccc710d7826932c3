import { DEFAULT_PAYMENT_GATEWAY_ID, type PayKind } from './constants';
import type { InstallmentStatus } from './installments';
import { toNumber } from './lists';
import { isSuccessfulId } from './requests';

/**
 * Invoice payment rules the customer sees: the payment status (`paymentLevel`) and instalment
 * status in words, what an invoice or its instalments still owe, the body of a payment, and the
 * outcome of a return from the payment provider (spec sections 4, 8 and 9).
 */

/**
 * Payment statuses (`paymentLevel`) the ERP sends, and Sostituita: a bill another bill replaced
 * (issue 25), with nothing left to pay on it.
 */
export type PaymentLevel = 'Pagata' | 'DaPagare' | 'Scaduta' | 'Rateizzata' | 'Sostituita';

export const PAYMENT_LEVEL_LABELS: Readonly<Record<PaymentLevel, string>> = {
  Pagata: 'Pagata',
  DaPagare: 'Da pagare',
  Scaduta: 'Scaduta',
  Rateizzata: 'Rateizzata',
  Sostituita: 'Sostituita',
};

/** How a status reads at a glance: ok (paid), due (to pay), late (overdue), plan (instalments). */
export type PaymentTone = 'ok' | 'due' | 'late' | 'plan';

const PAYMENT_LEVEL_TONES: Readonly<Record<PaymentLevel, PaymentTone>> = {
  Pagata: 'ok',
  DaPagare: 'due',
  Scaduta: 'late',
  Rateizzata: 'plan',
  Sostituita: 'ok',
};

function isPaymentLevel(value: unknown): value is PaymentLevel {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PAYMENT_LEVEL_LABELS, value);
}

/** The payment status in words; an unknown status is shown as it comes, a missing one as ''. */
export function paymentLevelLabel(level: string | null | undefined): string {
  if (isPaymentLevel(level)) return PAYMENT_LEVEL_LABELS[level];
  return (level ?? '').trim();
}

/** The tone of a payment status; an unknown one reads as "to pay" (never as paid). */
export function paymentLevelTone(level: string | null | undefined): PaymentTone {
  return isPaymentLevel(level) ? PAYMENT_LEVEL_TONES[level] : 'due';
}

/** Instalment status (0/1/2 of `installmentStatus`) in words. */
export const INSTALLMENT_STATUS_LABELS: Readonly<Record<InstallmentStatus, string>> = {
  0: 'Scaduta, da pagare',
  1: 'In scadenza',
  2: 'Pagata',
};

export function installmentStatusLabel(status: InstallmentStatus): string {
  return INSTALLMENT_STATUS_LABELS[status];
}

// ---- money ----------------------------------------------------------------------------------

/** Cents of an amount ("12.34", 12.34); NaN when unreadable. */
export function amountToCents(amount: number | string | null | undefined): number {
  const n = toNumber(amount);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}

/** An amount in cents as the API's decimal text ("1234.50", "-3.05"). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Exact sum of amounts (in cents, never floats) as decimal text; unreadable amounts count 0. */
export function sumAmounts(amounts: readonly (number | string | null | undefined)[]): string {
  const cents = amounts.reduce<number>((sum, a) => {
    const c = amountToCents(a);
    return Number.isFinite(c) ? sum + c : sum;
  }, 0);
  return centsToAmount(cents);
}

// ---- what can be paid online ----------------------------------------------------------------

export interface PayableInvoiceLike {
  id: number;
  paymentLevel: string;
  amountToPay: string | number;
  installments?: readonly unknown[] | null;
}

/**
 * "Paga online" on an invoice: still to pay (Da pagare or Scaduta), something owed, and not in
 * instalments (those are paid one by one).
 */
export function canPayInvoiceOnline(invoice: PayableInvoiceLike): boolean {
  if (invoice.paymentLevel !== 'DaPagare' && invoice.paymentLevel !== 'Scaduta') return false;
  if ((invoice.installments?.length ?? 0) > 0) return false;
  return amountToCents(invoice.amountToPay) > 0;
}

export interface PayableInstallmentLike {
  id: number;
  amount: string | number;
  toBePaid: boolean;
}

/** The instalments still to be paid, in their order. */
export function installmentsStillToPay<T extends PayableInstallmentLike>(installments: readonly T[]): T[] {
  return installments.filter((i) => i.toBePaid && amountToCents(i.amount) > 0);
}

export interface PaymentBody {
  gatewayId: number;
  payKind: PayKind;
  totalAmount: string;
  items: { item: { invoiceId?: number; installmentId?: number; amount: string }[] };
}

/** The payment of a whole invoice: one item, the total equal to what it still owes. */
export function invoicePaymentBody(
  invoice: PayableInvoiceLike,
  gatewayId: number = DEFAULT_PAYMENT_GATEWAY_ID,
): PaymentBody {
  const amount = centsToAmount(amountToCents(invoice.amountToPay));
  return {
    gatewayId,
    payKind: 'Invoices',
    totalAmount: amount,
    items: { item: [{ invoiceId: invoice.id, amount }] },
  };
}

/**
 * The payment of some instalments: only those still to be paid, each for its amount, the total
 * their exact sum. Null when nothing chosen is still owed.
 */
export function installmentsPaymentBody(
  installments: readonly PayableInstallmentLike[],
  gatewayId: number = DEFAULT_PAYMENT_GATEWAY_ID,
): PaymentBody | null {
  const due = installmentsStillToPay(installments);
  if (due.length === 0) return null;
  const item = due.map((i) => ({ installmentId: i.id, amount: centsToAmount(amountToCents(i.amount)) }));
  return {
    gatewayId,
    payKind: 'Installments',
    totalAmount: sumAmounts(item.map((i) => i.amount)),
    items: { item },
  };
}

// ---- return from the payment provider ---------------------------------------------------------

export type PaymentReturn = 'ok' | 'ko';
export type PaymentOutcome = 'success' | 'failure';

/**
 * The outcome shown on return: success only on the ok path with a payment id greater than 0
 * (spec section 8), and, when the payment's status is known, only if it is paid.
 */
export function paymentOutcome(input: {
  returnedTo: PaymentReturn;
  paymentId: number | string | null | undefined;
  status?: string | null;
}): PaymentOutcome {
  if (input.returnedTo !== 'ok' || !isSuccessfulId(input.paymentId)) return 'failure';
  if (input.status != null && input.status !== 'Pagato') return 'failure';
  return 'success';
}

/** The user outcome recorded with PUT /payments. */
export function userOutcomeFor(returnedTo: PaymentReturn): 'OK' | 'KO' {
  return returnedTo === 'ok' ? 'OK' : 'KO';
}

// ---- documents ------------------------------------------------------------------------------

/** The archiviation key of a multi-POD invoice's CSV detail: the invoice's own key + "-CSV". */
export function invoiceCsvArchiviationKey(archiviationKey: string): string {
  return `${archiviationKey}-CSV`;
}

// ---- instalment requests --------------------------------------------------------------------

/** The ERP's request type of an instalment request. */
export const INSTALLMENT_REQUEST_TYPE = 'Rateizzazione';
/** Statuses of a request still in the back office's hands. */
export const OPEN_REQUEST_STATUSES = ['Aperto', 'In lavorazione'] as const;

/** An instalment request for this invoice is in progress: one of its type, for it, still open. */
export function isInstallmentRequestInProgress(
  requests: readonly { requestType?: string | null; invoiceId?: number | null; Status?: string | null }[],
  invoiceId: number,
): boolean {
  return requests.some(
    (r) =>
      r.requestType === INSTALLMENT_REQUEST_TYPE &&
      r.invoiceId === invoiceId &&
      (OPEN_REQUEST_STATUSES as readonly string[]).includes(r.Status ?? ''),
  );
}
