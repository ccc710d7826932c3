import { validateDirectDebitIban } from './bank-debit';
import { normalizeIban } from './iban';
import { amountToCents, centsToAmount } from './invoice-payments';

/**
 * Refund of a credit (issue 25): when a customer's credit notes are worth more than what its bills
 * still owe and what earlier refund requests already took, the customer is in credit and may ask
 * to have it paid to an IBAN (SEPA, checked, with the account holder's name) or kept for the next
 * bills. Amounts are exact decimal text, summed in cents.
 */

/** The practice's request type (ERP name) and its Italian label. */
export const CREDIT_REFUND_REQUEST_TYPE = 'RimborsoCredito';

export const CREDIT_REFUND_MODES = ['bonifico', 'compensazione'] as const;
export type CreditRefundMode = (typeof CREDIT_REFUND_MODES)[number];

export const CREDIT_REFUND_MESSAGES = {
  notInCredit: 'Il saldo non è a tuo credito: non c’è nulla da rimborsare',
  inProgress: 'È già in corso una richiesta di rimborso del credito',
  holderRequired: 'Inserire il nome dell’intestatario del conto',
  holderInvalid: 'Nome dell’intestatario non valido',
  modeInvalid: 'Scegliere se ricevere il rimborso con bonifico o tenerlo per le prossime bollette',
} as const;

export interface BalanceInvoiceLike {
  totalAmount: string | number;
  /** What it still owes (0 for a credit note, a paid or a replaced bill). */
  amountToPay: string | number;
  /** Replaced by another bill: what was paid on it is credit (issue 25). */
  replacedBy?: { carriedCredit: string } | null;
  /** A credit note that cancels a replaced bill: its worth is that bill's, already out of the balance. */
  cancels?: unknown;
}

export interface CustomerBalance {
  /** The credit notes' worth (positive), euro. */
  credit: string;
  /** What the bills still owe, euro. */
  owed: string;
  /** Already asked back (refund requests filed before), euro. */
  requested: string;
  /** credit − owed − requested: positive means in credit. */
  balance: string;
  inCredit: boolean;
  /** What may be asked back now: the balance when in credit, else 0. */
  refundable: string;
}

/**
 * A customer's balance: credit notes (documents with a total below zero, `isCredit`) count for
 * their worth, every other bill for what it still owes (`amountToPay`), earlier refund requests
 * take their amount off. A bill replaced by another counts for what was paid on it (carried as
 * credit), and the credit note that cancelled it for nothing (it only took the old bill away).
 */
export function customerBalance(
  invoices: readonly BalanceInvoiceLike[],
  requestedRefunds: readonly (string | number)[] = [],
): CustomerBalance {
  let credit = 0;
  let owed = 0;
  for (const i of invoices) {
    if (i.replacedBy) {
      credit += Math.max(0, amountToCents(i.replacedBy.carriedCredit));
      continue;
    }
    if (i.cancels) continue;
    const total = amountToCents(i.totalAmount);
    if (total < 0) credit += -total;
    else owed += Math.max(0, amountToCents(i.amountToPay));
  }
  const requested = requestedRefunds.reduce<number>((t, a) => t + amountToCents(a), 0);
  const balance = credit - owed - requested;
  return {
    credit: centsToAmount(credit),
    owed: centsToAmount(owed),
    requested: centsToAmount(requested),
    balance: centsToAmount(balance),
    inCredit: balance > 0,
    refundable: centsToAmount(Math.max(0, balance)),
  };
}

export interface CreditRefundInput {
  mode: string;
  iban?: string | null;
  accountHolder?: string | null;
}

/**
 * The request's own checks, field by field (empty when it may be filed): paid by transfer needs a
 * valid SEPA IBAN (the direct debit's rule: 27 characters for Italy, mod-97) and the holder's name
 * (2 to 70 characters, letters among them); kept for the next bills needs neither.
 */
export function validateCreditRefund(input: CreditRefundInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(CREDIT_REFUND_MODES as readonly string[]).includes(input.mode)) {
    errors.mode = CREDIT_REFUND_MESSAGES.modeInvalid;
    return errors;
  }
  if (input.mode === 'compensazione') return errors;
  const ibanError = validateDirectDebitIban(input.iban);
  if (ibanError) errors.iban = ibanError;
  const holder = (input.accountHolder ?? '').trim().replace(/\s+/g, ' ');
  if (holder === '') errors.accountHolder = CREDIT_REFUND_MESSAGES.holderRequired;
  else if (holder.length < 2 || holder.length > 70 || !/\p{L}/u.test(holder))
    errors.accountHolder = CREDIT_REFUND_MESSAGES.holderInvalid;
  return errors;
}

/** What the practice stores: the IBAN normalised, the holder's name tidied. */
export function creditRefundPayload(
  input: CreditRefundInput,
  amount: string,
): { mode: CreditRefundMode; amount: string; iban: string | null; accountHolder: string | null } {
  const transfer = input.mode === 'bonifico';
  return {
    mode: transfer ? 'bonifico' : 'compensazione',
    amount,
    iban: transfer ? normalizeIban(input.iban) : null,
    accountHolder: transfer ? (input.accountHolder ?? '').trim().replace(/\s+/g, ' ') : null,
  };
}
