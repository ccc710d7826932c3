/**
 * "Why this bill is different" (issue 25): the difference between a bill and another one (the
 * previous bill, the same period last year) split, from the bills' own lines, into consumption,
 * unit price, fixed charges, taxes and other items. The parts add up to the difference, to the
 * cent. The readings behind each bill (real or estimated) are told beside it.
 */

export interface ExplainedLine {
  section: 'energia' | 'trasporto' | 'oneri' | 'imposte' | 'altro';
  description: string;
  quantity: string | number | null;
  unit: string | null;
  unitPrice: string | number | null;
  amount: string | number;
}

export interface ExplainedBill {
  total: string | number;
  lines: ExplainedLine[];
  /** The reading that closes the period. */
  reading: 'effettiva' | 'stimata' | null;
}

export type DifferencePart = 'consumo' | 'prezzo' | 'quote-fisse' | 'imposte' | 'altro';

export const DIFFERENCE_PART_LABELS: Record<DifferencePart, string> = {
  consumo: 'Consumi',
  prezzo: 'Prezzo unitario',
  'quote-fisse': 'Quote fisse',
  imposte: 'Imposte e IVA',
  altro: 'Altre partite',
};

export interface BillDifference {
  /** Cents: this bill minus the other. */
  difference: number;
  parts: { code: DifferencePart; amount: number }[];
  /** The quantity billed on each (the energy lines' sum), when both have one. */
  consumption: { current: number; other: number; unit: string } | null;
  readings: { current: ExplainedBill['reading']; other: ExplainedBill['reading'] };
}

const ENERGY_UNITS = new Set(['kwh', 'smc', 'mwh', 'mc', 'kw']);
const cents = (v: string | number | null) => Math.round(Number(v ?? 0) * 100);
const num = (v: string | number | null) => Number(v ?? 0);

function isVariable(line: ExplainedLine): boolean {
  return (
    line.section !== 'imposte' &&
    line.section !== 'altro' &&
    line.quantity !== null &&
    line.unitPrice !== null &&
    ENERGY_UNITS.has((line.unit ?? '').toLowerCase())
  );
}

const keyOf = (l: ExplainedLine) => `${l.section}|${l.description}`;

/**
 * Splits `current.total − other.total` into parts. Energy lines found on both bills (same
 * section and description) split into consumption ((q₁ − q₀) × p₀) and unit price (the rest of
 * the line's change); an energy line on one bill only is consumption; taxes and IVA are
 * "imposte"; the other lines of energy, transport and system charges are "quote fisse"; the
 * "altre partite" section and whatever the lines leave of the totals are "altro".
 */
export function explainDifference(current: ExplainedBill, other: ExplainedBill): BillDifference {
  const sums: Record<DifferencePart, number> = {
    consumo: 0,
    prezzo: 0,
    'quote-fisse': 0,
    imposte: 0,
    altro: 0,
  };
  const before = new Map<string, ExplainedLine[]>();
  for (const l of other.lines) before.set(keyOf(l), [...(before.get(keyOf(l)) ?? []), l]);
  const matched = new Set<ExplainedLine>();
  const partOf = (l: ExplainedLine): DifferencePart =>
    l.section === 'imposte'
      ? 'imposte'
      : l.section === 'altro'
        ? 'altro'
        : isVariable(l)
          ? 'consumo'
          : 'quote-fisse';

  for (const l of current.lines) {
    const previous = (before.get(keyOf(l)) ?? []).find((p) => !matched.has(p));
    if (previous) matched.add(previous);
    const change = cents(l.amount) - cents(previous?.amount ?? 0);
    if (previous && isVariable(l) && isVariable(previous)) {
      const volume = Math.round((num(l.quantity) - num(previous.quantity)) * num(previous.unitPrice) * 100);
      sums.consumo += volume;
      sums.prezzo += change - volume;
    } else sums[partOf(l)] += change;
  }
  for (const p of other.lines) if (!matched.has(p)) sums[partOf(p)] -= cents(p.amount);

  const difference = cents(current.total) - cents(other.total);
  const explained = Object.values(sums).reduce((t, v) => t + v, 0);
  sums.altro += difference - explained;

  const energy = (b: ExplainedBill) => b.lines.filter(isVariable);
  const unitOf = (b: ExplainedBill) => energy(b)[0]?.unit ?? null;
  // Bands (F1, F2, F3) are one quantity: energy lines of the "energia" section.
  const quantity = (b: ExplainedBill) =>
    energy(b)
      .filter((l) => l.section === 'energia')
      .reduce((t, l) => t + num(l.quantity), 0);
  const unit = unitOf(current);
  return {
    difference,
    parts: (Object.keys(sums) as DifferencePart[]).map((code) => ({ code, amount: sums[code] })),
    consumption:
      unit && unit === unitOf(other)
        ? {
            current: Math.round(quantity(current) * 1000) / 1000,
            other: Math.round(quantity(other) * 1000) / 1000,
            unit,
          }
        : null,
    readings: { current: current.reading, other: other.reading },
  };
}

const euro = (c: number) =>
  `${(Math.abs(c) / 100).toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** One sentence in plain Italian for a part ("I consumi pesano 12,30 € in più"). */
export function describePart(code: DifferencePart, amount: number): string {
  if (amount === 0) return `${DIFFERENCE_PART_LABELS[code]}: nessuna differenza.`;
  const more = amount > 0 ? 'in più' : 'in meno';
  switch (code) {
    case 'consumo':
      return `Hai consumato ${amount > 0 ? 'di più' : 'di meno'}: ${euro(amount)} ${more}.`;
    case 'prezzo':
      return `Il prezzo per unità è ${amount > 0 ? 'salito' : 'sceso'}: ${euro(amount)} ${more}.`;
    case 'quote-fisse':
      return `Le quote fisse (commercializzazione, trasporto, potenza) pesano ${euro(amount)} ${more}.`;
    case 'imposte':
      return `Imposte e IVA pesano ${euro(amount)} ${more}.`;
    default:
      return `Altre partite (ad esempio il canone TV) pesano ${euro(amount)} ${more}.`;
  }
}

/** What the readings mean for the comparison, in plain Italian. */
export function describeReadings(readings: BillDifference['readings']): string {
  const word = (r: ExplainedBill['reading']) =>
    r === 'stimata' ? 'consumi stimati' : r === 'effettiva' ? 'una lettura reale' : 'letture non disponibili';
  if (readings.current === 'effettiva' && readings.other === 'stimata')
    return 'Questa bolletta si basa su una lettura reale, l’altra su consumi stimati: la differenza comprende il conguaglio delle stime.';
  if (readings.current === 'stimata')
    return `Questa bolletta si basa su consumi stimati (l’altra su ${word(readings.other)}): puoi correggerla comunicando la tua lettura.`;
  return `Questa bolletta si basa su ${word(readings.current)}, l’altra su ${word(readings.other)}.`;
}
