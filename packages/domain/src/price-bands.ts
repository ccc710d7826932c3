/** Price periods (fasce) of Italian electricity prices, as set by the regulator ARERA. */
export const PRICE_BANDS = ['F1', 'F2', 'F3'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number] | 'F23';

/** Bands shown for a price: F1 and F23 (F2 and F3 merged) for a two-period price. */
export function priceBandsFor(twoPeriod: boolean): PriceBand[] {
  return twoPeriod ? ['F1', 'F23'] : ['F1', 'F2', 'F3'];
}

export interface BandValues {
  f1?: number | null;
  f2?: number | null;
  f3?: number | null;
}

/** Values per band; for a two-period price F2 and F3 are summed into F23. */
export function bandValues(values: BandValues, twoPeriod: boolean): Partial<Record<PriceBand, number>> {
  const f1 = values.f1 ?? 0;
  const f2 = values.f2 ?? 0;
  const f3 = values.f3 ?? 0;
  return twoPeriod ? { F1: f1, F23: f2 + f3 } : { F1: f1, F2: f2, F3: f3 };
}

export const BAND_NOTES: Record<PriceBand, string> = {
  F1: 'F1: dal lunedì al venerdì dalle 8:00 alle 19:00, esclusi i giorni festivi',
  F2: 'F2: dal lunedì al venerdì dalle 7:00 alle 8:00 e dalle 19:00 alle 23:00, il sabato dalle 7:00 alle 23:00, esclusi i giorni festivi',
  F3: 'F3: dal lunedì al sabato dalle 23:00 alle 7:00, la domenica e i giorni festivi tutto il giorno',
  F23: 'F23: somma delle fasce F2 e F3',
};

export type Commodity = 'electricity' | 'gas' | 'heat';

export interface ChartPeriod {
  label: string;
  f1: number;
  f2?: number;
  f3?: number;
}

/** A period with zero values: f1, plus f2 and f3 for electricity. */
export function zeroPeriod(label: string, commodity: Commodity): ChartPeriod {
  return commodity === 'electricity' ? { label, f1: 0, f2: 0, f3: 0 } : { label, f1: 0 };
}

/**
 * Pads chart periods to the required labels: the result has one period per label, in the
 * labels' order; a label without data gets a zero period. Periods whose label is not required
 * are dropped.
 */
export function padChartPeriods<P extends ChartPeriod>(
  periods: readonly P[],
  labels: readonly string[],
  commodity: Commodity,
): Array<P | ChartPeriod> {
  const byLabel = new Map(periods.map((p) => [p.label, p] as const));
  return labels.map((label) => byLabel.get(label) ?? zeroPeriod(label, commodity));
}

/** Pads to a length by appending zero periods labelled by `labelAt(index)`. */
export function padChartPeriodsTo<P extends ChartPeriod>(
  periods: readonly P[],
  length: number,
  commodity: Commodity,
  labelAt: (index: number) => string,
): Array<P | ChartPeriod> {
  const out: Array<P | ChartPeriod> = [...periods];
  for (let i = periods.length; i < length; i++) out.push(zeroPeriod(labelAt(i), commodity));
  return out;
}

/** Legend modes of the graph footer (1 adds a text note). */
export type LegendMode = 1 | 2;

export interface GraphLegend {
  consumptionNote: true;
  /** The year-consumed note, unless the period is a whole year ("YYYY"). */
  yearNote: boolean;
  bands: PriceBand[];
  textNote: boolean;
}

/** What the graph footer legend shows (spec section 2). */
export function graphLegend(input: {
  period: string;
  mode: LegendMode;
  commodity: Commodity;
  twoPeriod?: boolean;
}): GraphLegend {
  return {
    consumptionNote: true,
    yearNote: input.period !== 'YYYY',
    bands: input.commodity === 'electricity' ? priceBandsFor(input.twoPeriod ?? false) : [],
    textNote: input.mode === 1,
  };
}
