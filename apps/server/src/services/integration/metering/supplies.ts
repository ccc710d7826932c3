import type { Db } from '../../../db/index';

/** A supply as the metering imports need it: found by its POD/PDR on a day. */
export interface PodSupply {
  id: number;
  commodity: 'luce' | 'gas' | 'teleriscaldamento';
  activationDate: string;
  endDate: string | null;
  offerCode: string | null;
}

const MAX_CACHED = 20_000;

/**
 * The supplies of a POD/PDR (one code may have had several over time: a change of customer, a
 * new contract), kept while a file is read so each code costs one query, bounded so a file of
 * many codes keeps memory flat.
 */
export class PodSupplies {
  private readonly cache = new Map<string, PodSupply[]>();

  constructor(private readonly db: Db) {}

  async of(podPdr: string): Promise<PodSupply[]> {
    const code = podPdr.trim().toUpperCase();
    const cached = this.cache.get(code);
    if (cached) return cached;
    const rows = await this.db
      .selectFrom('supplies')
      .select(['id', 'commodity', 'activation_date', 'end_date', 'offer_code'])
      .where('pod_pdr', '=', code)
      .orderBy('activation_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const supplies = rows.map((r) => ({
      id: r.id,
      commodity: r.commodity,
      activationDate: r.activation_date,
      endDate: r.end_date,
      offerCode: r.offer_code,
    }));
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(code, supplies);
    return supplies;
  }

  /**
   * The supply of a POD/PDR in force between two days (the newest one active on any of them), or
   * the Italian reason why there is none.
   */
  async active(podPdr: string, from: string, to: string = from): Promise<PodSupply | string> {
    const supplies = await this.of(podPdr);
    if (supplies.length === 0)
      return `POD/PDR ${podPdr.trim().toUpperCase()} sconosciuto: importare prima la fornitura`;
    const supply = supplies.find((s) => s.activationDate <= to && (s.endDate === null || s.endDate >= from));
    return (
      supply ??
      `Nessuna fornitura attiva sul POD/PDR ${podPdr.trim().toUpperCase()} ${from === to ? `il ${from}` : `tra ${from} e ${to}`}`
    );
  }
}

/** The POD/PDR cell of a line under any of its usual names. */
export const POD_COLUMNS = ['pod', 'pdr', 'podpdr', 'fornitura', 'puntodiprelievo', 'codicepod', 'codicepdr'];

/** The first of several column names the header has, or undefined. */
export function pickColumn(columns: readonly string[], names: readonly string[]): string | undefined {
  return names.find((n) => columns.includes(n));
}
