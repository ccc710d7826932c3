/**
 * Business rules the Erp routes need. They are pure and belong in packages/domain, which another
 * engineer is writing right now; each one is marked to move there once it exists.
 */

// ---- calendar days ('YYYY-MM-DD', Europe/Rome) -----------------------------------------------

/** Today's date in Italy as 'YYYY-MM-DD'. */
export function todayInItaly(now: Date = new Date()): string {
  // sv-SE formats as YYYY-MM-DD
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function lastOfMonth(day: string): string {
  return addDays(addMonths(firstOfMonth(day), 1), -1);
}

export function isValidDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

// ---- instalments and invoices ---------------------------------------------------------------

/**
 * Instalment status (spec section 4): 0 if the due date is reached and it is still to be paid;
 * 1 if the due date is in the future; 2 otherwise (paid).
 * TODO(domain): move to packages/domain
 */
export function installmentStatus(dueDate: string, toBePaid: boolean, today: string): 0 | 1 | 2 {
  if (toBePaid && dueDate <= today) return 0;
  if (dueDate > today) return 1;
  return 2;
}

export type PaymentLevel = 'Pagata' | 'DaPagare' | 'Scaduta' | 'Rateizzata';

/** The invoice's payment status (`paymentLevel`). TODO(domain): move to packages/domain */
export function paymentLevel(
  invoice: { paid_on: string | null; due_date: string },
  hasInstallments: boolean,
  today: string,
): PaymentLevel {
  if (invoice.paid_on) return 'Pagata';
  if (hasInstallments) return 'Rateizzata';
  return invoice.due_date < today ? 'Scaduta' : 'DaPagare';
}

/**
 * Days after the due date during which instalments may still be requested. The specification
 * gives two readings (10 and 30 days); we apply the stricter 10.
 * TODO(domain): move to packages/domain
 */
export const INSTALLMENT_REQUEST_DAYS_AFTER_DUE = 10;

/** Instalment request window: from the issue date to 10 days after the due date. TODO(domain) */
export function isInInstallmentRequestWindow(
  invoice: { issue_date: string; due_date: string },
  today: string,
): boolean {
  return (
    today >= invoice.issue_date && today <= addDays(invoice.due_date, INSTALLMENT_REQUEST_DAYS_AFTER_DUE)
  );
}

/** Invoice type codes shown in the list view (spec section 9). TODO(domain) */
export const LIST_VIEW_INVOICE_TYPES = [1, 2, 4, 5, 31, 9] as const;

export const INVOICE_TYPE_NAMES: Record<number, string> = {
  1: 'Bolletta',
  2: 'Bolletta di conguaglio',
  4: 'Nota di credito',
  5: 'Bolletta di chiusura',
  9: 'Bolletta multisito',
  31: 'Bolletta rateizzata',
  7: 'Fattura servizi',
};

// ---- proposals --------------------------------------------------------------------------------

/** 16 Jan 2024: from this date proposal windows are whole days. */
export const PROPOSAL_CUTOVER = '2024-01-16';

/**
 * Whether a proposal is shown at `now` (spec section 4): inside startDate and endDate, either
 * of which may be missing; from the cut-over the end is extended to 23:59:59 of its day and the
 * start to the start of its day (Italian time).
 * TODO(domain): move to packages/domain
 */
export function isProposalInWindow(start: Date | null, end: Date | null, now: Date): boolean {
  const dayOf = (d: Date) => todayInItaly(d);
  let from = start ? start.getTime() : -Infinity;
  let to = end ? end.getTime() : Infinity;
  if (start && dayOf(start) >= PROPOSAL_CUTOVER) from = romeMidnight(dayOf(start)).getTime();
  if (end && dayOf(end) >= PROPOSAL_CUTOVER) to = romeMidnight(addDays(dayOf(end), 1)).getTime() - 1000;
  const t = now.getTime();
  return t >= from && t <= to;
}

/** Midnight of a calendar day in Italy, as an instant. */
export function romeMidnight(day: string): Date {
  // Try both possible offsets (+01:00 winter, +02:00 summer) and keep the one that is midnight in Rome.
  for (const offset of ['+01:00', '+02:00']) {
    const d = new Date(`${day}T00:00:00${offset}`);
    if (d.toLocaleTimeString('en-GB', { timeZone: 'Europe/Rome', hour12: false }) === '00:00:00') return d;
  }
  return new Date(`${day}T00:00:00+01:00`);
}

// ---- price bands -------------------------------------------------------------------------------

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Italian national holidays of a year (F3 all day). TODO(domain): move to packages/domain */
export function italianHolidays(year: number): string[] {
  const fixed = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
  return [...fixed.map((md) => `${year}-${md}`), addDays(easter(year), 1)];
}

/**
 * ARERA time bands: F1 Mon–Fri 8–19; F2 Mon–Fri 7–8 and 19–23, Sat 7–23; F3 otherwise,
 * Sundays and holidays. TODO(domain): move to packages/domain
 */
export function priceBand(day: string, hour: number, holidays: ReadonlySet<string>): 'F1' | 'F2' | 'F3' {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  if (dow === 0 || holidays.has(day)) return 'F3';
  if (hour < 7 || hour >= 23) return 'F3';
  if (dow === 6) return 'F2';
  if (hour >= 8 && hour < 19) return 'F1';
  return 'F2';
}

/** Hourly supply: price type "Orario" with a full-capacity start date in the past. TODO(domain) */
export function isHourlySupply(
  priceType: string | null,
  fullCapacityStartDate: string | null,
  today: string,
): boolean {
  return priceType === 'Orario' && fullCapacityStartDate !== null && fullCapacityStartDate <= today;
}

// ---- identifiers -------------------------------------------------------------------------------

/** IBAN check (ISO 13616 mod 97), Italian IBANs 27 characters. TODO(domain): move to packages/domain */
export function isValidIban(input: string): boolean {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('IT') && iban.length !== 27) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Italian fiscal code (16 characters, check character). TODO(domain): move to packages/domain */
export function isValidFiscalCode(input: string): boolean {
  const cf = input.trim().toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(cf))
    return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = cf[i]!;
    const n = ch >= '0' && ch <= '9' ? ch.charCodeAt(0) - 48 : ch.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? ODD[n]! : n;
  }
  return String.fromCharCode(65 + (sum % 26)) === cf[15];
}

/** Italian VAT number (11 digits, Luhn-like check digit). TODO(domain): move to packages/domain */
export function isValidVatNumber(input: string): boolean {
  const v = input.trim();
  if (!/^\d{11}$/.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let n = Number(v[i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return (10 - (sum % 10)) % 10 === Number(v[10]);
}

// ---- money -------------------------------------------------------------------------------------

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

/** it-IT euro, e.g. "1.234,50 €". */
export function formatEuro(value: string | number): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(Number(value));
}

/** Day-month-year, e.g. "05/03/2025". */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
