import { daysBetween } from './billing-overview';
import { addDays, type IsoDay } from './dates';
import { amountToCents, centsToAmount } from './invoice-payments';
import { addMonths } from './months';

/**
 * The next bill's forecast (issue 25): its period follows the last bill's with the same length,
 * its issue and due dates keep the last bill's distance from the period's end; its consumption is
 * the same months' of last year (else the average month of the last year, less certain); its
 * price is the offer's, band by band, plus the offer's monthly fee; the rest of the bill (network
 * charges, system charges, taxes and VAT) weighs as much as on the last bill. The range widens
 * with what is less certain: an average instead of last year's months, a price that is not fixed.
 * Amounts in cents, as text.
 */

export interface ForecastBill {
  periodStart: IsoDay;
  periodEnd: IsoDay;
  issueDate: IsoDay;
  dueDate: IsoDay;
  totalAmount: string;
  /** The bill's consumption, in the supply's unit (null when unknown). */
  consumption: number | null;
}

export interface ForecastMonth {
  /** 'YYYY-MM-01'. */
  month: IsoDay;
  total: number;
  f1?: number | null;
  f2?: number | null;
  f3?: number | null;
}

export interface ForecastOffer {
  name: string;
  priceType: 'Fisso' | 'Variabile' | 'Orario';
  f1: string | null;
  f2: string | null;
  f3: string | null;
  monthlyFee: string;
  /** "€/kWh", "€/Smc"… */
  priceUnit: string;
}

export interface BillForecast {
  periodStart: IsoDay;
  periodEnd: IsoDay;
  issueDate: IsoDay;
  dueDate: IsoDay;
  amount: string;
  low: string;
  high: string;
  consumption: number;
  basis: 'lastYear' | 'average';
  /** What the forecast assumes, in Italian, one sentence each. */
  assumptions: string[];
}

/** When charges beyond energy and fee cannot be read from a last bill: how much they add. */
export const DEFAULT_OTHER_CHARGES_FACTOR = 1.45;

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? NaN : Number(v));
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Months from a period's start to its end (1 monthly, 2 bimonthly…). */
export function periodMonths(periodStart: IsoDay, periodEnd: IsoDay): number {
  const [y1, m1] = periodStart.split('-').map(Number) as [number, number];
  const [y2, m2] = periodEnd.split('-').map(Number) as [number, number];
  return Math.max(1, (y2 - y1) * 12 + (m2 - m1) + 1);
}

/** The energy's cost of a month at the offer's prices: band by band when both are banded, else at the F1 (single) price. */
function energyCents(
  month: { total: number; f1?: number | null; f2?: number | null; f3?: number | null },
  offer: ForecastOffer,
): number {
  const p1 = num(offer.f1);
  const p2 = Number.isFinite(num(offer.f2)) ? num(offer.f2) : p1;
  const p3 = Number.isFinite(num(offer.f3)) ? num(offer.f3) : p2;
  const banded = [month.f1, month.f2, month.f3].every(
    (v) => v !== null && v !== undefined && Number.isFinite(v),
  );
  const euro = banded ? month.f1! * p1 + month.f2! * p2 + month.f3! * p3 : month.total * p1;
  return euro * 100;
}

function monthKey(day: IsoDay): string {
  return day.slice(0, 7);
}

/**
 * The forecast of the bill after `last`, or null without a last bill, a price or any consumption
 * to go on.
 */
export function forecastNextBill(input: {
  last: ForecastBill | null;
  months: readonly ForecastMonth[];
  offer: ForecastOffer | null;
  unit: string;
}): BillForecast | null {
  const { last, offer, unit } = input;
  if (!last || !offer || !Number.isFinite(num(offer.f1))) return null;
  const span = periodMonths(last.periodStart, last.periodEnd);
  const periodStart = addDays(last.periodEnd, 1);
  const periodEnd = addDays(addMonths(periodStart, span), -1);
  const issueDate = addDays(periodEnd, daysBetween(last.periodEnd, last.issueDate) ?? 8);
  const dueDate = addDays(issueDate, daysBetween(last.issueDate, last.dueDate) ?? 20);

  const byMonth = new Map(input.months.map((m) => [monthKey(m.month), m]));
  const targets = Array.from({ length: span }, (_, i) => addMonths(periodStart, i));
  const lastYear = targets.map((t) => byMonth.get(monthKey(addMonths(t, -12))));
  let basis: BillForecast['basis'] = 'lastYear';
  let months: { total: number; f1?: number | null; f2?: number | null; f3?: number | null }[];
  if (lastYear.every((m) => m !== undefined)) months = lastYear as ForecastMonth[];
  else {
    // The average month of the twelve before the period (those there are).
    const recent = input.months.filter(
      (m) => m.month < periodStart && m.month >= addMonths(periodStart, -12),
    );
    if (recent.length === 0) return null;
    basis = 'average';
    const avg = (f: (m: ForecastMonth) => number | null | undefined) => {
      const values = recent.map(f);
      return values.every((v) => v !== null && v !== undefined)
        ? values.reduce<number>((t, v) => t + v!, 0) / values.length
        : null;
    };
    const month = {
      total: avg((m) => m.total)!,
      f1: avg((m) => m.f1),
      f2: avg((m) => m.f2),
      f3: avg((m) => m.f3),
    };
    months = targets.map(() => month);
  }
  const consumption = round3(months.reduce((t, m) => t + m.total, 0));
  const feeCents = amountToCents(offer.monthlyFee) * span;
  const energy = months.reduce((t, m) => t + energyCents(m, offer), 0);

  // What the rest of the bill adds, as on the last bill: its total against its energy and fee at these prices.
  let factor = DEFAULT_OTHER_CHARGES_FACTOR;
  let factorFromLast = false;
  if (last.consumption !== null && last.consumption > 0) {
    const base = energyCents({ total: last.consumption }, offer) + feeCents;
    const ratio = amountToCents(last.totalAmount) / base;
    if (Number.isFinite(ratio) && ratio >= 1 && ratio <= 3) {
      factor = ratio;
      factorFromLast = true;
    }
  }
  const priceAt = (share: number) => Math.round((energy * share + feeCents) * factor);
  const spread = (basis === 'lastYear' ? 0.15 : 0.25) + (offer.priceType === 'Fisso' ? 0 : 0.1);

  const fmt = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 0 });
  const assumptions = [
    basis === 'lastYear'
      ? `Consumi come negli stessi mesi dell’anno scorso: circa ${fmt(consumption)} ${unit}.`
      : `Consumi pari alla media mensile dell’ultimo anno (mancano i dati degli stessi mesi dell’anno scorso): circa ${fmt(consumption)} ${unit}.`,
    `Prezzi dell’offerta ${offer.name}${offer.priceType === 'Fisso' ? ', fissi' : ', che possono cambiare di mese in mese'}, e la sua quota fissa di ${centsToAmount(amountToCents(offer.monthlyFee)).replace('.', ',')} € al mese.`,
    factorFromLast
      ? 'Trasporto, oneri di sistema, imposte e IVA pesano come nell’ultima bolletta.'
      : 'Trasporto, oneri di sistema, imposte e IVA stimati in media (l’ultima bolletta non basta a calcolarli).',
    `Il periodo segue l’ultima bolletta (${span === 1 ? 'un mese' : `${span} mesi`}) e la bolletta arriva come di consueto.`,
  ];
  return {
    periodStart,
    periodEnd,
    issueDate,
    dueDate,
    amount: centsToAmount(priceAt(1)),
    low: centsToAmount(priceAt(1 - spread)),
    high: centsToAmount(priceAt(1 + spread)),
    consumption,
    basis,
    assumptions,
  };
}
