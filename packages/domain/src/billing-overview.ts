import { DEFAULT_PAYMENT_GATEWAY_ID } from './constants';
import { parseDay, type IsoDay } from './dates';
import {
  amountToCents,
  canPayInvoiceOnline,
  centsToAmount,
  installmentsStillToPay,
  type PayableInstallmentLike,
  type PayableInvoiceLike,
  type PaymentBody,
} from './invoice-payments';

/**
 * What the dashboard and the bills pages tell at a glance: whom to greet, what is owed and by
 * when, how late an overdue amount is, how many days a reading window has left, and the body of
 * one payment for several bills. Amounts are summed in cents, never as floats.
 */

// ---- greeting -------------------------------------------------------------------------------

export interface GreetedCustomerLike {
  customerType: 'private' | 'company' | 'condominium' | 'body';
  relation: 'owner' | 'delegate' | 'agency';
  account: { name: string };
}

/**
 * The name of "Ciao, Mario": the first name of a private customer who is the user (the first
 * word of the customer's name, given name first). A company, a condominium or a body has no
 * first name, and a delegate or an agency is not the customer: null, the greeting stays "Ciao".
 */
export function greetingName(customer: GreetedCustomerLike | null | undefined): string | null {
  if (!customer || customer.customerType !== 'private' || customer.relation !== 'owner') return null;
  const first = customer.account.name.trim().split(/\s+/)[0] ?? '';
  if (first === '' || !/\p{L}/u.test(first)) return null;
  return first;
}

/** "Ciao, Mario" or "Ciao". */
export function greeting(customer: GreetedCustomerLike | null | undefined): string {
  const name = greetingName(customer);
  return name ? `Ciao, ${name}` : 'Ciao';
}

// ---- days -----------------------------------------------------------------------------------

function dayNumber(day: IsoDay): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Whole calendar days from one day to another (negative when `to` comes first); null if unreadable. */
export function daysBetween(
  from: string | Date | null | undefined,
  to: string | Date | null | undefined,
): number | null {
  const a = parseDay(from ?? null);
  const b = parseDay(to ?? null);
  return a && b ? Math.round(dayNumber(b) - dayNumber(a)) : null;
}

/**
 * Days overdue on `today` of something due on `dueDate`: 0 on the due day and before it (not yet
 * overdue), 1 the day after, and so on; 0 when a date is unreadable.
 */
export function daysOverdue(dueDate: string | Date | null | undefined, today: string | Date): number {
  const days = daysBetween(dueDate, today);
  return days !== null && days > 0 ? days : 0;
}

/**
 * Days left in a window closing on `endDate` (inclusive): 1 on its last day, 0 once closed, null
 * when it has no end.
 */
export function daysLeft(endDate: string | Date | null | undefined, today: string | Date): number | null {
  const days = daysBetween(today, endDate);
  if (days === null) return null;
  return days < 0 ? 0 : days + 1;
}

/** "1 giorno", "5 giorni". */
export function daysLabel(days: number): string {
  return days === 1 ? '1 giorno' : `${days} giorni`;
}

// ---- insolvency -----------------------------------------------------------------------------

export interface OverdueItemLike {
  amount: string | number;
  dueDate: string;
}

export interface InsolvencySummary {
  /** How many bills or instalments are overdue. */
  count: number;
  /** Their exact sum, as decimal text. */
  totalAmount: string;
  /** The oldest due date, and how many days overdue it is. */
  oldestDueDate: IsoDay;
  maxDaysOverdue: number;
}

/**
 * The overdue amount and days of a customer's insolvencies on `today`: only what is past its due
 * date counts; null when nothing is overdue.
 */
export function insolvencySummary(
  items: readonly OverdueItemLike[],
  today: string | Date,
): InsolvencySummary | null {
  let cents = 0;
  let count = 0;
  let oldest: IsoDay | null = null;
  for (const item of items) {
    const due = parseDay(item.dueDate);
    const amount = amountToCents(item.amount);
    if (!due || !Number.isFinite(amount) || amount <= 0 || daysOverdue(due, today) === 0) continue;
    count += 1;
    cents += amount;
    if (oldest === null || due < oldest) oldest = due;
  }
  if (oldest === null) return null;
  return {
    count,
    totalAmount: centsToAmount(cents),
    oldestDueDate: oldest,
    maxDaysOverdue: daysOverdue(oldest, today),
  };
}

// ---- what is owed ---------------------------------------------------------------------------

export interface OwedInvoiceLike extends PayableInvoiceLike {
  dueDate: string;
  installments?: readonly (PayableInstallmentLike & { dueDate: string })[] | null;
}

export interface AmountDue {
  /** What the bills still owe, exactly (decimal text). */
  amount: string;
  /** How many bills owe something. */
  count: number;
  /** The nearest due date from today on (an instalment's own, for a bill in instalments). */
  nextDueDate: IsoDay | null;
  /** Of the amount, what is already past its due date, and how many items that is. */
  overdueAmount: string;
  overdueCount: number;
}

/**
 * What a customer owes across bills on `today`: a bill to pay (Da pagare, Scaduta) counts for
 * what it still owes at its due date; a bill in instalments for each instalment still to pay at
 * the instalment's due date; a paid one not at all. The next due date is the nearest one not yet
 * passed; what is past it is the overdue part.
 */
export function amountDue(invoices: readonly OwedInvoiceLike[], today: string | Date): AmountDue {
  let cents = 0;
  let overdueCents = 0;
  let overdueCount = 0;
  let count = 0;
  let next: IsoDay | null = null;
  const add = (amountCents: number, due: string) => {
    cents += amountCents;
    const d = parseDay(due);
    if (d && daysOverdue(d, today) > 0) {
      overdueCents += amountCents;
      overdueCount += 1;
    } else if (d && (next === null || d < next)) next = d;
  };
  for (const invoice of invoices) {
    if (invoice.paymentLevel === 'Pagata' || invoice.paymentLevel === 'Sostituita') continue;
    if ((invoice.installments?.length ?? 0) > 0) {
      const installments = installmentsStillToPay(invoice.installments ?? []);
      if (installments.length === 0) continue;
      count += 1;
      for (const i of installments) add(amountToCents(i.amount), i.dueDate);
      continue;
    }
    const owed = amountToCents(invoice.amountToPay);
    if (!Number.isFinite(owed) || owed <= 0) continue;
    count += 1;
    add(owed, invoice.dueDate);
  }
  return {
    amount: centsToAmount(cents),
    count,
    nextDueDate: next,
    overdueAmount: centsToAmount(overdueCents),
    overdueCount,
  };
}

// ---- several bills in one payment -----------------------------------------------------------

/** The bills of a list that can be chosen for one payment ("Paga online" applies to each). */
export function payableInvoices<T extends PayableInvoiceLike>(invoices: readonly T[]): T[] {
  return invoices.filter(canPayInvoiceOnline);
}

/**
 * One payment (pay kind Invoices) for the chosen bills: each for what it still owes, the total
 * their exact sum in cents. Bills that cannot be paid online are left out, a bill chosen twice
 * counts once; null when nothing payable is left.
 */
export function invoicesPaymentBody(
  invoices: readonly PayableInvoiceLike[],
  gatewayId: number = DEFAULT_PAYMENT_GATEWAY_ID,
): PaymentBody | null {
  const seen = new Set<number>();
  const item: { invoiceId: number; amount: string }[] = [];
  let cents = 0;
  for (const invoice of payableInvoices(invoices)) {
    if (seen.has(invoice.id)) continue;
    seen.add(invoice.id);
    const owed = amountToCents(invoice.amountToPay);
    cents += owed;
    item.push({ invoiceId: invoice.id, amount: centsToAmount(owed) });
  }
  if (item.length === 0) return null;
  return { gatewayId, payKind: 'Invoices', totalAmount: centsToAmount(cents), items: { item } };
}
