import { INSTALLMENT_REQUEST_GRACE_DAYS } from './constants';
import { addDays, parseDay, romeDay, type IsoDay } from './dates';
import { toNumber } from './lists';

/** 0 = due and still to be paid, 1 = due date in the future, 2 = otherwise (paid). */
export type InstallmentStatus = 0 | 1 | 2;

export const INSTALLMENT_STATUS = { overdue: 0, upcoming: 1, settled: 2 } as const;

export interface InstallmentLike {
  dueDate: string | null | undefined;
  /** Amount still to be paid (number or decimal string) or a flag. */
  toBePaid: number | string | boolean | null | undefined;
}

function stillToBePaid(toBePaid: InstallmentLike['toBePaid']): boolean {
  if (typeof toBePaid === 'boolean') return toBePaid;
  if (typeof toBePaid === 'string' && /^(true|false)$/i.test(toBePaid.trim())) {
    return toBePaid.trim().toLowerCase() === 'true';
  }
  const n = toNumber(toBePaid);
  return Number.isFinite(n) && n > 0;
}

/**
 * Status of an instalment (spec section 4), days compared in Europe/Rome:
 * 0 if the due date is reached (today or before) and it is still to be paid;
 * 1 if the due date is in the future; 2 otherwise (also when the due date is missing or
 * unreadable, as neither comparison holds).
 */
export function installmentStatus(installment: InstallmentLike, now: Date): InstallmentStatus {
  const today = romeDay(now);
  const due = parseDay(installment.dueDate ?? null);
  if (due === null) return 2;
  if (due <= today && stillToBePaid(installment.toBePaid)) return 0;
  if (due > today) return 1;
  return 2;
}

export interface InstallmentWindow {
  from: IsoDay;
  to: IsoDay;
}

/** From the issue date to the due date plus N days (default 10), both inclusive. */
export function installmentRequestWindow(
  invoice: { issueDate: string | null | undefined; dueDate: string | null | undefined },
  graceDays: number = INSTALLMENT_REQUEST_GRACE_DAYS,
): InstallmentWindow | null {
  const from = parseDay(invoice.issueDate ?? null);
  const due = parseDay(invoice.dueDate ?? null);
  if (!from || !due) return null;
  return { from, to: addDays(due, graceDays) };
}

/** Whether an instalment plan may be requested today (Europe/Rome). */
export function canRequestInstallments(
  invoice: { issueDate: string | null | undefined; dueDate: string | null | undefined },
  now: Date,
  graceDays: number = INSTALLMENT_REQUEST_GRACE_DAYS,
): boolean {
  const window = installmentRequestWindow(invoice, graceDays);
  if (!window) return false;
  const today = romeDay(now);
  return window.from <= today && today <= window.to;
}
