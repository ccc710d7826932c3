import { daysOverdue } from './billing-overview';
import type { PaymentLevel } from './invoice-payments';
import { amountToCents, centsToAmount, sumAmounts } from './invoice-payments';

/**
 * What a bill still owes and whether it is late, as the server states it in `paymentLevel`,
 * `amountToPay` and the insolvencies, and as the web reads it: one rule for both. Days are
 * calendar days in Europe/Rome ('YYYY-MM-DD'); amounts are exact decimal text, summed in cents.
 */

/** Past its due date on `today`: from the day after the due date on (the due day itself is not late). */
export function isOverdue(dueDate: string | Date | null | undefined, today: string | Date): boolean {
  return daysOverdue(dueDate, today) > 0;
}

export interface InvoiceBalanceLike {
  /** The day it was paid, or null. */
  paidOn: string | null;
  dueDate: string;
  totalAmount: string | number;
  /** Replaced by another bill (issue 25): nothing more to pay on it. */
  replaced?: boolean;
}

export interface InstallmentBalanceLike {
  amount: string | number;
  /** The day it was paid, or null. */
  paidOn: string | null;
}

/** A credit note (or any document whose total is below zero): it reduces what is owed. */
export function isCredit(invoice: { totalAmount?: string | number | null }): boolean {
  return invoice.totalAmount != null && amountToCents(invoice.totalAmount) < 0;
}

/**
 * The bill's payment status on `today`: paid (Pagata); in instalments (Rateizzata, each then has
 * its own status); past its due date (Scaduta); otherwise still to pay (DaPagare). A credit note
 * (negative total) has nothing to pay: Pagata, never late. A bill replaced by another: Sostituita.
 */
export function invoicePaymentLevel(
  invoice: Pick<InvoiceBalanceLike, 'paidOn' | 'dueDate' | 'replaced'> & {
    totalAmount?: string | number | null;
  },
  installmentCount: number,
  today: string | Date,
): PaymentLevel {
  if (invoice.replaced) return 'Sostituita';
  if (invoice.paidOn || isCredit(invoice)) return 'Pagata';
  if (installmentCount > 0) return 'Rateizzata';
  return isOverdue(invoice.dueDate, today) ? 'Scaduta' : 'DaPagare';
}

/**
 * What a bill still owes (`amountToPay`): nothing once paid; for a bill in instalments the sum of
 * the instalments not yet paid; otherwise its total. A credit note owes nothing (its credit is
 * taken off the customer's total owed, not paid), nor does a bill another bill replaced.
 */
export function invoiceAmountToPay(
  invoice: Pick<InvoiceBalanceLike, 'paidOn' | 'totalAmount' | 'replaced'>,
  installments: readonly InstallmentBalanceLike[],
): string {
  if (invoice.replaced || invoice.paidOn || isCredit(invoice)) return '0.00';
  if (installments.length > 0) return sumAmounts(installments.filter((i) => !i.paidOn).map((i) => i.amount));
  return centsToAmount(amountToCents(invoice.totalAmount));
}

export interface OverdueEntryLike {
  invoiceId: number;
  dueDate: string;
  amount: string | number;
}

/**
 * A customer's insolvencies on `today` (overdue bills and instalments): only what is past its due
 * date, oldest due date first (then by bill), each with its days overdue, and their exact total.
 */
export function overdueEntries<T extends OverdueEntryLike>(
  entries: readonly T[],
  today: string | Date,
): { entries: (T & { daysOverdue: number })[]; totalAmount: string } {
  const late = entries
    .map((e) => ({ ...e, daysOverdue: daysOverdue(e.dueDate, today) }))
    .filter((e) => e.daysOverdue > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceId - b.invoiceId);
  return { entries: late, totalAmount: sumAmounts(late.map((e) => e.amount)) };
}
