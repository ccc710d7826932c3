import { INSTALLMENT_REQUEST_GRACE_DAYS } from './constants';
import { addDays, romeDay, type IsoDay } from './dates';
import { installmentRequestWindow } from './installments';
import { addMonths } from './months';

/**
 * Instalments one may get (issue 25): the cases in which ARERA obliges the seller to offer a
 * bill in instalments, with their source, the retailer's own offer for the other unpaid bills
 * inside the request window, and the plan simulated before it is asked.
 *
 * Sources (ARERA, Testo integrato fatturazione — TIF, Allegato A alla delibera 463/2016/R/com e
 * successive modifiche, parte sulla rateizzazione; delibera 100/2016/R/com on the "bolletta 2.0"
 * information):
 * - the seller must offer instalments for a conguaglio bill (a bill on a real reading after bills
 *   on estimated consumption) over 150% of the average of those estimated bills; no fewer
 *   instalments than the estimated bills since the previous conguaglio, and never fewer than 2;
 * - and for a bill issued late: a periodic bill must be issued within 45 days of the end of the
 *   period it bills; the delay is the seller's, so its instalments carry no interest;
 * - and for a bill that recalculates consumption after a meter fault not due to the customer,
 *   with no interest;
 * - interest, where allowed, at most at the ECB reference rate; instalments not cumulated, as
 *   often as the bills; the customer asks by 10 days after the due date (the window rule).
 */

export type InstallmentCaseCode =
  'conguaglio-oltre-150' | 'ritardo-fatturazione' | 'malfunzionamento-misuratore' | 'offerta-venditore';

export interface InstallmentCase {
  code: InstallmentCaseCode;
  /** In plain Italian, for the customer. */
  title: string;
  /** Where the rule comes from. */
  source: string;
  /** The seller must offer it (ARERA) rather than choose to. */
  regulated: boolean;
  interestFree: boolean;
}

const TIF =
  'ARERA, Testo integrato fatturazione (TIF, Allegato A alla delibera 463/2016/R/com), rateizzazione';

export const INSTALLMENT_CASES: Record<InstallmentCaseCode, InstallmentCase> = {
  'conguaglio-oltre-150': {
    code: 'conguaglio-oltre-150',
    title:
      'Bolletta di conguaglio superiore al 150% della media delle bollette stimate dall’ultimo conguaglio: la rateizzazione ti spetta.',
    source: `${TIF}: conguaglio oltre il 150% dell’addebito medio delle bollette su consumi stimati`,
    regulated: true,
    interestFree: false,
  },
  'ritardo-fatturazione': {
    code: 'ritardo-fatturazione',
    title:
      'Bolletta emessa oltre 45 giorni dopo la fine del periodo fatturato: il ritardo è del venditore, la rateizzazione ti spetta senza interessi.',
    source: `${TIF}: fattura di periodo emessa oltre i 45 giorni, ritardo imputabile al venditore`,
    regulated: true,
    interestFree: true,
  },
  'malfunzionamento-misuratore': {
    code: 'malfunzionamento-misuratore',
    title:
      'Bolletta che ricalcola i consumi dopo un guasto del contatore non dovuto a te: la rateizzazione ti spetta senza interessi.',
    source: `${TIF}: ricostruzione dei consumi per malfunzionamento del misuratore non imputabile al cliente`,
    regulated: true,
    interestFree: true,
  },
  'offerta-venditore': {
    code: 'offerta-venditore',
    title: 'Il venditore ti offre la rateizzazione di questa bolletta non ancora pagata.',
    source: 'Condizioni del venditore: bollette non pagate, richiesta entro 10 giorni dalla scadenza',
    regulated: false,
    interestFree: false,
  },
};

/** A bill is late when issued more than this many days after its period's end (TIF). */
export const BILL_ISSUE_DEADLINE_DAYS = 45;
/** A conguaglio is "high" over this share of the average estimated bill (TIF). */
export const CONGUAGLIO_THRESHOLD = 1.5;
/** The retailer's own offer: not below this amount (euro), and at most this many instalments. */
export const SELLER_MIN_AMOUNT = 50;
export const MAX_INSTALLMENTS = 12;
/** ECB main refinancing rate, % per year, in force from 11 June 2025: the ceiling of the interest. */
export const ECB_REFERENCE_RATE = 2.15;

export interface EligibilityBill {
  amountToPay: string | number;
  paymentLevel: string;
  issueDate: IsoDay;
  dueDate: IsoDay;
  periodEnd: IsoDay;
  hasInstallments: boolean;
  /** The reading that closes the bill's period: real, estimated, or unknown. */
  closingReading: 'effettiva' | 'stimata' | null;
  /** Months one bill covers (1 monthly, 2 bimonthly…): the instalments' rhythm. */
  billingMonths: number;
  /** The bill recalculates consumption after a meter fault not due to the customer. */
  meterFault?: boolean;
}

export interface EligibilityHistory {
  /** The same supply's earlier bills, newest first, with their totals and closing readings. */
  previous: { amount: string | number; closingReading: 'effettiva' | 'stimata' | null }[];
}

export type Eligibility =
  | {
      eligible: true;
      case: InstallmentCase;
      amount: string;
      minInstallments: number;
      maxInstallments: number;
      /** % per year; 0 when interest-free. */
      annualRate: number;
      firstDueDate: IsoDay;
      periodMonths: number;
    }
  | { eligible: false; reasons: string[] };

const cents = (v: string | number) => Math.round(Number(v) * 100);

/** Estimated bills since the last real reading, newest first (they make the conguaglio). */
function estimatedSinceConguaglio(history: EligibilityHistory) {
  const out: number[] = [];
  for (const b of history.previous) {
    if (b.closingReading !== 'stimata') break;
    out.push(cents(b.amount));
  }
  return out;
}

/** Which case applies, if any (regulated cases first, the most favourable to the customer first). */
export function installmentCase(
  bill: EligibilityBill,
  history: EligibilityHistory,
): InstallmentCaseCode | null {
  if (bill.meterFault) return 'malfunzionamento-misuratore';
  if (bill.issueDate > addDays(bill.periodEnd, BILL_ISSUE_DEADLINE_DAYS)) return 'ritardo-fatturazione';
  const estimated = estimatedSinceConguaglio(history);
  if (bill.closingReading === 'effettiva' && estimated.length > 0) {
    const average = estimated.reduce((t, c) => t + c, 0) / estimated.length;
    if (cents(bill.amountToPay) > CONGUAGLIO_THRESHOLD * average) return 'conguaglio-oltre-150';
  }
  return cents(bill.amountToPay) >= SELLER_MIN_AMOUNT * 100 ? 'offerta-venditore' : null;
}

/** Whether the bill may be paid in instalments today, under which case and on what terms; or why not. */
export function installmentEligibility(
  bill: EligibilityBill,
  history: EligibilityHistory,
  now: Date,
  options: { ecbRate?: number; graceDays?: number } = {},
): Eligibility {
  const reasons: string[] = [];
  const owed = cents(bill.amountToPay);
  if (bill.paymentLevel === 'Sostituita')
    reasons.push('La bolletta è stata sostituita da una nuova bolletta: si paga quella.');
  else if (bill.paymentLevel === 'Pagata' || owed <= 0) reasons.push('La bolletta è già pagata.');
  else if (bill.hasInstallments) reasons.push('La bolletta è già rateizzata.');
  const window = installmentRequestWindow(bill, options.graceDays ?? INSTALLMENT_REQUEST_GRACE_DAYS);
  const today = romeDay(now);
  if (reasons.length === 0 && (!window || today < window.from || today > window.to))
    reasons.push(
      window
        ? `La rateizzazione si chiede dall’emissione fino a 10 giorni dopo la scadenza: per questa bolletta dal ${window.from.split('-').reverse().join('/')} al ${window.to.split('-').reverse().join('/')}.`
        : 'La rateizzazione si chiede entro 10 giorni dalla scadenza.',
    );
  const code = reasons.length === 0 ? installmentCase(bill, history) : null;
  if (reasons.length === 0 && code === null)
    reasons.push(
      `L’importo da pagare è inferiore a ${SELLER_MIN_AMOUNT} euro e non rientra nei casi in cui ARERA prevede la rateizzazione.`,
    );
  if (reasons.length > 0 || code === null) return { eligible: false, reasons };
  const theCase = INSTALLMENT_CASES[code];
  const minInstallments =
    code === 'conguaglio-oltre-150'
      ? Math.min(MAX_INSTALLMENTS, Math.max(2, estimatedSinceConguaglio(history).length))
      : 2;
  // Never a first instalment before the bill's due date, nor within a week from today.
  const soonest = addDays(today, 7);
  return {
    eligible: true,
    case: theCase,
    amount: (owed / 100).toFixed(2),
    minInstallments,
    // At least one euro of principal per instalment.
    maxInstallments: Math.max(minInstallments, Math.min(MAX_INSTALLMENTS, Math.floor(owed / 100))),
    annualRate: theCase.interestFree ? 0 : (options.ecbRate ?? ECB_REFERENCE_RATE),
    firstDueDate: bill.dueDate > soonest ? bill.dueDate : soonest,
    periodMonths: Math.max(1, Math.min(bill.billingMonths, 2)),
  };
}

export interface PlannedInstallment {
  number: number;
  dueDate: IsoDay;
  /** Principal + interest, euro with 2 decimals. */
  amount: string;
  principal: string;
  interest: string;
}

export interface InstallmentPlan {
  installments: PlannedInstallment[];
  principal: string;
  interest: string;
  total: string;
}

const days = (from: IsoDay, to: IsoDay) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The plan: equal parts of the amount (the last takes the cents left), one every `periodMonths`
 * from the first due date; simple interest at `annualRate` % on the capital still owed, from the
 * bill's due date to each instalment's. Interest-free: the parts add up to the amount exactly.
 */
export function simulateInstallmentPlan(input: {
  amount: string | number;
  count: number;
  firstDueDate: IsoDay;
  periodMonths: number;
  annualRate: number;
  /** From when interest runs (the bill's due date); defaults to the first due date. */
  interestFrom?: IsoDay;
}): InstallmentPlan {
  const total = cents(input.amount);
  const n = Math.trunc(input.count);
  if (!(n >= 1) || total <= 0) throw new Error('Piano non valido');
  const part = Math.floor(total / n);
  let owed = total;
  let previous = input.interestFrom ?? input.firstDueDate;
  let interestTotal = 0;
  const installments: PlannedInstallment[] = [];
  for (let k = 0; k < n; k++) {
    const dueDate = addMonths(input.firstDueDate, k * input.periodMonths);
    const principal = k === n - 1 ? owed : part;
    const interest = Math.round(
      (owed * (input.annualRate / 100) * Math.max(0, days(previous, dueDate))) / 365,
    );
    installments.push({
      number: k + 1,
      dueDate,
      amount: ((principal + interest) / 100).toFixed(2),
      principal: (principal / 100).toFixed(2),
      interest: (interest / 100).toFixed(2),
    });
    owed -= principal;
    interestTotal += interest;
    previous = dueDate;
  }
  return {
    installments,
    principal: (total / 100).toFixed(2),
    interest: (interestTotal / 100).toFixed(2),
    total: ((total + interestTotal) / 100).toFixed(2),
  };
}
