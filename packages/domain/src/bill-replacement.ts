import { formatEuro } from './format';
import { amountToCents, centsToAmount } from './invoice-payments';

/**
 * A new bill replacing an estimated one (issue 25, the rettifica's end): the retailer reissues the
 * bill of a period that closed on an estimate — in FatturaPA a new TD01 naming the old one in
 * `DatiFattureCollegate`, or a TD04 credit note naming it beside the new TD01 in the same
 * document — or an operator links the new bill to the customer's rettifica in the console. The
 * old bill is then replaced: nothing more to pay on it (its unpaid instalments and its payment
 * codes are withdrawn), what was already paid on it is carried as the customer's credit, the new
 * bill is the one to pay, and the rettifica request of the old bill is concluded.
 *
 * The rule here decides whether one bill may replace another; the server applies it.
 */

export interface ReplaceableBill {
  id: number;
  key: string;
  customerId: number;
  /** null for a bill of several supplies. */
  supplyId: number | null;
  issueDate: string;
  periodStart: string;
  periodEnd: string;
  totalAmount: string | number;
  /** The bill that already replaced this one, if any, and its number. */
  replacedById: number | null;
  replacedByKey?: string | null;
  /** The bill this one already replaces, if any. */
  replacesId: number | null;
}

export const BILL_REPLACEMENT_MESSAGES = {
  unknownBill: (key: string) => `Bolletta ${key} non trovata`,
  same: 'Una bolletta non può sostituire sé stessa',
  otherCustomer: (key: string, newKey: string) =>
    `La bolletta ${newKey} è di un altro cliente: non può sostituire la bolletta ${key}`,
  otherSupply: (key: string, newKey: string) =>
    `La bolletta ${newKey} non è della stessa fornitura della bolletta ${key}`,
  multiSupply: (key: string) => `La bolletta ${key} riguarda più forniture: non si sostituisce così`,
  period: (key: string, newKey: string) => `La bolletta ${newKey} non copre il periodo della bolletta ${key}`,
  earlier: (key: string, newKey: string) =>
    `La bolletta ${newKey} è stata emessa prima della bolletta ${key}: non può sostituirla`,
  creditNote: (key: string) => `La bolletta ${key} è una nota di credito: non si sostituisce`,
  replacementCreditNote: (newKey: string) =>
    `La bolletta ${newKey} è una nota di credito: la nuova bolletta deve essere una fattura`,
  alreadyReplaced: (key: string, byKey: string) =>
    `La bolletta ${key} è già stata sostituita dalla bolletta ${byKey}`,
  replacementReplaced: (newKey: string) =>
    `La bolletta ${newKey} è stata a sua volta sostituita: non può sostituirne un’altra`,
  replacementTaken: (newKey: string) => `La bolletta ${newKey} sostituisce già un’altra bolletta`,
  paymentInProgress: (key: string) =>
    `È in corso un pagamento online della bolletta ${key}: si potrà sostituire quando sarà concluso`,
  notRettifica: 'La pratica non è una rettifica di una bolletta stimata',
  requestClosed: 'La pratica di rettifica è già conclusa o respinta',
} as const;

export type BillReplacementCheck =
  { ok: true; alreadyDone: boolean } | { ok: false; status: 400 | 409; message: string };

const refuse = (status: 400 | 409, message: string): BillReplacementCheck => ({ ok: false, status, message });

/**
 * Whether `replacement` may replace `replaced`: the same customer and the same single supply, a
 * period that covers the old one, issued on or after it, a bill (not a credit note) on both sides,
 * neither already part of another replacement, and no online payment of the old bill under way
 * (its outcome would land on a bill that no longer asks to be paid). A bill already paid may be
 * replaced: what was paid becomes credit. The same replacement again is done already (not a
 * refusal), so a document imported twice changes nothing the second time. 400 for a pair that
 * does not fit, 409 for a state that forbids it.
 */
export function checkBillReplacement(
  replaced: ReplaceableBill,
  replacement: ReplaceableBill,
  options: { paymentInProgress?: boolean } = {},
): BillReplacementCheck {
  const { key } = replaced;
  const newKey = replacement.key;
  if (replaced.id === replacement.id) return refuse(400, BILL_REPLACEMENT_MESSAGES.same);
  if (replaced.replacedById === replacement.id && replacement.replacesId === replaced.id)
    return { ok: true, alreadyDone: true };
  if (replaced.customerId !== replacement.customerId)
    return refuse(400, BILL_REPLACEMENT_MESSAGES.otherCustomer(key, newKey));
  if (replaced.supplyId === null) return refuse(400, BILL_REPLACEMENT_MESSAGES.multiSupply(key));
  if (replacement.supplyId !== replaced.supplyId)
    return refuse(400, BILL_REPLACEMENT_MESSAGES.otherSupply(key, newKey));
  if (amountToCents(replaced.totalAmount) <= 0) return refuse(400, BILL_REPLACEMENT_MESSAGES.creditNote(key));
  if (amountToCents(replacement.totalAmount) <= 0)
    return refuse(400, BILL_REPLACEMENT_MESSAGES.replacementCreditNote(newKey));
  if (replacement.periodStart > replaced.periodStart || replacement.periodEnd < replaced.periodEnd)
    return refuse(400, BILL_REPLACEMENT_MESSAGES.period(key, newKey));
  if (replacement.issueDate < replaced.issueDate)
    return refuse(400, BILL_REPLACEMENT_MESSAGES.earlier(key, newKey));
  if (replaced.replacedById !== null)
    return refuse(409, BILL_REPLACEMENT_MESSAGES.alreadyReplaced(key, replaced.replacedByKey ?? 'un’altra'));
  if (replacement.replacedById !== null)
    return refuse(409, BILL_REPLACEMENT_MESSAGES.replacementReplaced(newKey));
  if (replacement.replacesId !== null) return refuse(409, BILL_REPLACEMENT_MESSAGES.replacementTaken(newKey));
  if (options.paymentInProgress) return refuse(409, BILL_REPLACEMENT_MESSAGES.paymentInProgress(key));
  return { ok: true, alreadyDone: false };
}

export interface PaidPartsLike {
  totalAmount: string | number;
  paidOn: string | null;
  installments: readonly { amount: string | number; paidOn: string | null }[];
  /** Payments recorded elsewhere that did not settle the bill (partial transfers). */
  partialPayments?: readonly (string | number)[];
}

/**
 * What was already paid on a bill, carried as the customer's credit when the bill is replaced:
 * its total once paid; otherwise its paid instalments and the partial payments recorded for it.
 * Never more than the bill's total, never below zero.
 */
export function replacedBillCredit(bill: PaidPartsLike): string {
  const total = Math.max(0, amountToCents(bill.totalAmount));
  if (bill.paidOn) return centsToAmount(total);
  const paid =
    bill.installments.filter((i) => i.paidOn).reduce((t, i) => t + amountToCents(i.amount), 0) +
    (bill.partialPayments ?? []).reduce<number>((t, p) => t + amountToCents(p), 0);
  return centsToAmount(Math.min(total, Math.max(0, paid)));
}

/** The rettifica's conclusion, in the customer's words (Pratiche and the notification). */
export function replacementMessage(replacedKey: string, replacementKey: string, credit: string): string {
  const carried =
    amountToCents(credit) > 0
      ? ` Quanto già pagato sulla bolletta ${replacedKey} (${formatEuro(credit)}) resta a tuo credito.`
      : '';
  return `La bolletta ${replacedKey} è stata sostituita dalla bolletta ${replacementKey}, calcolata sulla lettura: paga la nuova bolletta.${carried}`;
}
