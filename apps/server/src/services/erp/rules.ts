import { romeDay } from '@sportello/domain';

/**
 * What is left of the Erp rules on the server. The business rules of the specification
 * (instalment status and request window, proposal window, hourly supply, invoice list-view types,
 * price bands, fiscal code / VAT / IBAN checks, formatting, day and month arithmetic, metering
 * ranges) come from `@sportello/domain`, shared with the web app. What stays here is genuinely the
 * server's: reading the clock, the ERP's invoice type names, and exact money in cents. (An
 * invoice's `paymentLevel` and `amountToPay` are the domain's `invoicePaymentLevel` and
 * `invoiceAmountToPay`, shared with the web.)
 */

// ---- calendar days ('YYYY-MM-DD', Europe/Rome) -----------------------------------------------

/**
 * Today's date in Italy. The domain never reads the clock (it takes `now`); the server does,
 * here, through the domain's `romeDay`.
 */
export function todayInItaly(now: Date = new Date()): string {
  return romeDay(now);
}

// Month arithmetic is the domain's (`addMonths`, `firstOfMonth`, `lastOfMonth`), shared with the
// web; re-exported here for the seed and the tests that step by months.
export { addMonths, firstOfMonth, lastOfMonth } from '@sportello/domain';

// ---- invoices ---------------------------------------------------------------------------------

/** The ERP's names of its invoice types (reference data of the ERP, not a rule). */
export const INVOICE_TYPE_NAMES: Record<number, string> = {
  1: 'Bolletta',
  2: 'Bolletta di conguaglio',
  4: 'Nota di credito',
  5: 'Bolletta di chiusura',
  9: 'Bolletta multisito',
  31: 'Bolletta rateizzata',
  7: 'Fattura servizi',
};

// ---- money -------------------------------------------------------------------------------------
// Server-only: amounts are stored as exact decimals and summed in integer cents, never in floats.

/** Money as integer cents, from an exact decimal string. */
export function toCents(value: string | number): number {
  const s = typeof value === 'number' ? value.toFixed(2) : value;
  const m = /^(-)?(\d+)(?:\.(\d{1,}))?$/.exec(s.trim());
  if (!m) throw new Error(`not a decimal: ${s}`);
  const cents = Number(m[2]) * 100 + Number(((m[3] ?? '') + '00').slice(0, 2));
  return m[1] ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
