import { BAND_NOTES, type PriceBand } from './price-bands';
import { toNumber } from './lists';

/** An offer's prices by band (the ERP's f1, f2, f3) and their unit ("€/kWh", "€/Smc"). */
export interface OfferPricesLike {
  f1: string | null;
  f2: string | null;
  f3: string | null;
  unit: string;
}

export interface OfferPriceRow {
  /** 'F1', 'F2', 'F3', or null for the one price of a monovariant offer. */
  band: PriceBand | null;
  label: string;
  price: string;
  unit: string;
  /** When the band applies (ARERA hours), for a band only. */
  note: string | null;
}

/**
 * The rows of an offer's price table: one per band (F1, F2, F3) when the bands are priced
 * differently, else the one price ("Prezzo unico", monovariant). Missing or unreadable bands are
 * left out.
 */
export function offerPriceRows(prices: OfferPricesLike): OfferPriceRow[] {
  const bands = (['f1', 'f2', 'f3'] as const)
    .map((key) => ({ band: key.toUpperCase() as 'F1' | 'F2' | 'F3', price: prices[key] }))
    .filter(
      (b): b is { band: 'F1' | 'F2' | 'F3'; price: string } =>
        b.price !== null && Number.isFinite(toNumber(b.price)),
    );
  if (bands.length === 0) return [];
  const distinct = new Set(bands.map((b) => toNumber(b.price)));
  if (bands.length === 1 || distinct.size === 1) {
    return [{ band: null, label: 'Prezzo unico', price: bands[0]!.price, unit: prices.unit, note: null }];
  }
  return bands.map((b) => ({
    band: b.band,
    label: `Fascia ${b.band}`,
    price: b.price,
    unit: prices.unit,
    note: BAND_NOTES[b.band].replace(/^F\d: /, ''),
  }));
}

/** The offer's price type in words. */
export const OFFER_PRICE_TYPE_LABELS: Readonly<Record<'Fisso' | 'Variabile' | 'Orario', string>> = {
  Fisso: 'Prezzo fisso: la componente energia resta bloccata per la durata indicata',
  Variabile: 'Prezzo variabile: segue l’andamento del mercato all’ingrosso',
  Orario: 'Prezzo orario: segue il PUN ora per ora, più uno spread fisso',
};
