import { amountToCents, centsToAmount } from './invoice-payments';
import { toNumber } from './lists';

/**
 * Two bills side by side (spec: /invoice/{id1}/comparation/{id2}): the bills a bill can be
 * compared with, the average unit price, and the differences in amount, consumption and unit
 * price, overall and line by line. Differences are "first − second": how the bill the customer
 * started from differs from the one chosen beside it. Money is worked in cents, quantities in
 * thousandths, never as floats.
 */

const MILLI = 1000;
/** Digits of an average unit price (€/kWh, €/Smc): 4, as bills print them. */
export const UNIT_PRICE_DECIMALS = 4;

/** Thousandths of a quantity ("123.456" → 123456); NaN when unreadable or missing. */
export function quantityToMilli(value: number | string | null | undefined): number {
  if (value == null || value === '') return Number.NaN;
  const n = toNumber(value);
  return Number.isFinite(n) ? Math.round(n * MILLI) : Number.NaN;
}

function milliToQuantity(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / MILLI)}.${String(abs % MILLI).padStart(3, '0')}`;
}

/**
 * The average unit price of a bill: its amount over its consumption, to 4 decimals ("0.2310");
 * null without a positive consumption or a readable amount.
 */
export function averageUnitPrice(
  amount: number | string | null | undefined,
  consumption: number | string | null | undefined,
): string | null {
  const cents = amountToCents(amount);
  const milli = quantityToMilli(consumption);
  if (!Number.isFinite(cents) || !Number.isFinite(milli) || milli <= 0) return null;
  // cents / 100 / (milli / 1000) = cents * 10 / milli, scaled to 4 decimals and rounded half up.
  const scaled = Math.round((cents * 10 * 10 ** UNIT_PRICE_DECIMALS) / milli);
  const sign = scaled < 0 ? '-' : '';
  const abs = Math.abs(scaled);
  const unit = 10 ** UNIT_PRICE_DECIMALS;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(UNIT_PRICE_DECIMALS, '0')}`;
}

export interface Difference {
  first: string | null;
  second: string | null;
  /** first − second, as decimal text; null when either side is missing. */
  diff: string | null;
  /** The change in percent of the second, one decimal; null when it cannot be said. */
  percent: number | null;
}

function percentOf(diff: number, base: number): number | null {
  if (base === 0) return null;
  return Math.round((diff / Math.abs(base)) * 1000) / 10;
}

/** The difference of two amounts of money (2 decimals). */
export function amountDifference(
  first: number | string | null | undefined,
  second: number | string | null | undefined,
): Difference {
  const a = first == null || first === '' ? Number.NaN : amountToCents(first);
  const b = second == null || second === '' ? Number.NaN : amountToCents(second);
  const both = Number.isFinite(a) && Number.isFinite(b);
  return {
    first: Number.isFinite(a) ? centsToAmount(a) : null,
    second: Number.isFinite(b) ? centsToAmount(b) : null,
    diff: both ? centsToAmount(a - b) : null,
    percent: both ? percentOf(a - b, b) : null,
  };
}

/** The difference of two quantities (3 decimals). */
export function quantityDifference(
  first: number | string | null | undefined,
  second: number | string | null | undefined,
): Difference {
  const a = quantityToMilli(first);
  const b = quantityToMilli(second);
  const both = Number.isFinite(a) && Number.isFinite(b);
  return {
    first: Number.isFinite(a) ? milliToQuantity(a) : null,
    second: Number.isFinite(b) ? milliToQuantity(b) : null,
    diff: both ? milliToQuantity(a - b) : null,
    percent: both ? percentOf(a - b, b) : null,
  };
}

/** The difference of two unit prices (4 decimals). */
export function unitPriceDifference(first: string | null, second: string | null): Difference {
  const scale = 10 ** UNIT_PRICE_DECIMALS;
  const read = (v: string | null) => (v === null ? Number.NaN : Math.round(toNumber(v) * scale));
  const a = read(first);
  const b = read(second);
  const both = Number.isFinite(a) && Number.isFinite(b);
  const text = (n: number) => {
    const sign = n < 0 ? '-' : '';
    const abs = Math.abs(n);
    return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(UNIT_PRICE_DECIMALS, '0')}`;
  };
  return {
    first: Number.isFinite(a) ? text(a) : null,
    second: Number.isFinite(b) ? text(b) : null,
    diff: both ? text(a - b) : null,
    percent: both ? percentOf(a - b, b) : null,
  };
}

export interface ComparedInvoiceLike {
  totalAmount: string | number;
  consumption: string | number | null;
  consumptionUnit: string | null;
}

export interface InvoiceComparison {
  amount: Difference;
  consumption: Difference;
  /** Average unit price (amount over consumption), in € per `unit`. */
  unitPrice: Difference;
  /** The consumption unit, when both bills share it (otherwise consumption is not compared). */
  unit: string | null;
}

/** The headline differences of two bills: amount, consumption and average unit price. */
export function compareInvoices(first: ComparedInvoiceLike, second: ComparedInvoiceLike): InvoiceComparison {
  const sameUnit = first.consumptionUnit !== null && first.consumptionUnit === second.consumptionUnit;
  const consumption = sameUnit
    ? quantityDifference(first.consumption, second.consumption)
    : quantityDifference(null, null);
  return {
    amount: amountDifference(first.totalAmount, second.totalAmount),
    consumption,
    unitPrice: sameUnit
      ? unitPriceDifference(
          averageUnitPrice(first.totalAmount, first.consumption),
          averageUnitPrice(second.totalAmount, second.consumption),
        )
      : unitPriceDifference(null, null),
    unit: sameUnit ? first.consumptionUnit : null,
  };
}

// ---- line by line ---------------------------------------------------------------------------

export interface ComparedLineLike {
  description: string;
  podPdr?: string | null;
  quantity: string | null;
  unit: string | null;
  amount: string;
}

export interface ComparedSectionLike {
  code: string;
  title: string;
  amount: string;
  lines: readonly ComparedLineLike[];
}

export interface LineComparison {
  description: string;
  podPdr: string | null;
  unit: string | null;
  amount: Difference;
  quantity: Difference;
}

export interface SectionComparison {
  code: string;
  title: string;
  amount: Difference;
  lines: LineComparison[];
}

const lineKey = (line: ComparedLineLike) => `${line.description}\u0000${line.podPdr ?? ''}`;

/**
 * The two bills' sections side by side: sections matched by code, lines by description (and
 * POD/PDR), in the first bill's order, then what only the second has. A line on one side only
 * has no difference (null): it is not a change of the same item.
 */
export function compareSections(
  first: readonly ComparedSectionLike[],
  second: readonly ComparedSectionLike[],
): SectionComparison[] {
  const codes: string[] = [];
  for (const s of [...first, ...second]) if (!codes.includes(s.code)) codes.push(s.code);
  return codes.map((code) => {
    const a = first.find((s) => s.code === code);
    const b = second.find((s) => s.code === code);
    const keys: string[] = [];
    const lines = new Map<string, { a?: ComparedLineLike; b?: ComparedLineLike }>();
    for (const [side, section] of [
      ['a', a],
      ['b', b],
    ] as const) {
      for (const line of section?.lines ?? []) {
        const key = lineKey(line);
        if (!lines.has(key)) {
          keys.push(key);
          lines.set(key, {});
        }
        const entry = lines.get(key)!;
        if (!entry[side]) entry[side] = line;
      }
    }
    return {
      code,
      title: (a ?? b)!.title,
      amount: amountDifference(a?.amount ?? null, b?.amount ?? null),
      lines: keys.map((key) => {
        const { a: la, b: lb } = lines.get(key)!;
        const line = (la ?? lb)!;
        const sameUnit = !la || !lb || la.unit === lb.unit;
        return {
          description: line.description,
          podPdr: line.podPdr ?? null,
          unit: sameUnit ? line.unit : null,
          amount: amountDifference(la?.amount ?? null, lb?.amount ?? null),
          quantity: sameUnit
            ? quantityDifference(la?.quantity ?? null, lb?.quantity ?? null)
            : quantityDifference(null, null),
        };
      }),
    };
  });
}

// ---- which bills can be compared ------------------------------------------------------------

export interface ComparableInvoiceLike {
  id: number;
  issueDate: string;
  supplyId: number | null;
  commodity?: string | null;
  contract: { id: number };
}

/**
 * The bills a bill can be compared with: the same supply (or, for a bill of no single supply, the
 * same contract with no single supply either), itself excluded, newest first.
 */
export function comparisonCandidates<T extends ComparableInvoiceLike>(
  invoice: T,
  invoices: readonly T[],
): T[] {
  return invoices
    .filter((other) => {
      if (other.id === invoice.id) return false;
      if (invoice.supplyId !== null) return other.supplyId === invoice.supplyId;
      return other.supplyId === null && other.contract.id === invoice.contract.id;
    })
    .sort((x, y) => y.issueDate.localeCompare(x.issueDate) || y.id - x.id);
}

/** The sign of a difference: 1 up, -1 down, 0 unchanged; null when there is none. */
export function signOf(diff: string | null): -1 | 0 | 1 | null {
  if (diff === null) return null;
  const n = toNumber(diff);
  if (!Number.isFinite(n)) return null;
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}
