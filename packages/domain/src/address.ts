import { ADDRESS_MIN_SCORE } from './constants';
import { toNumber } from './lists';

/** The address service's score (root.Indirizzo.Score): 50 or more is a valid address. */
export function isAddressScoreValid(score: number | string | null | undefined): boolean {
  const n = toNumber(score);
  return Number.isFinite(n) && n >= ADDRESS_MIN_SCORE;
}

export interface ShippingAddress {
  streetGeneric?: string | null;
  streetName?: string | null;
  civicNumber?: string | null;
  civicNumberExt?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
  locality?: string | null;
  istatCode?: string | null;
  country?: string | null;
  floor?: string | null;
  building?: string | null;
  flatNumber?: string | null;
}

/** One-line Italian address: "Via Roma 1/A, 00184 Roma (RM)". */
export function formatShippingAddress(a: ShippingAddress): string {
  const street = [a.streetGeneric, a.streetName].filter((s) => s && s.trim()).join(' ');
  const civic = [a.civicNumber, a.civicNumberExt].filter((s) => s && s.trim()).join('/');
  const first = [street, civic].filter(Boolean).join(' ');
  const town = [a.postalCode, a.city || a.locality].filter((s) => s && s.trim()).join(' ');
  const province = a.province ? ` (${a.province.toUpperCase()})` : '';
  return [first, town + (town ? province : '')].filter(Boolean).join(', ');
}
