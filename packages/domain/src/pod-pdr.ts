/**
 * The points of delivery of a supply, as the retailer's systems name them:
 * - POD (electricity, Punto di Prelievo): `IT`, the distributor's 3 digits, `E`, then 8 digits
 *   (9 for a few distributors), e.g. IT001E12345678;
 * - PDR (gas, Punto di Riconsegna): 14 digits, e.g. 00880000123456;
 * - district heating: the network's own code (no national format), 1–40 letters, digits, `-`,
 *   `/`, `.` or `_`.
 * Normalized without spaces, uppercase.
 */

export type Commodity = 'luce' | 'gas' | 'teleriscaldamento';

const POD_RE = /^IT\d{3}E\d{8,9}$/;
const PDR_RE = /^\d{14}$/;
const HEATING_RE = /^[A-Z0-9][A-Z0-9/._-]{0,39}$/;

export const POD_PDR_MESSAGES = {
  podInvalid: 'POD non valido: IT, 3 cifre del distributore, E e 8 cifre (es. IT001E12345678)',
  pdrInvalid: 'PDR non valido: 14 cifre (es. 00880000123456)',
  heatingInvalid:
    'Codice della fornitura di teleriscaldamento non valido: da 1 a 40 lettere, cifre, -, /, . o _',
} as const;

/** Without spaces, uppercase (`it 001 e 12345678` → `IT001E12345678`). */
export function normalizePodPdr(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

export function isValidPod(value: string | null | undefined): boolean {
  return POD_RE.test(normalizePodPdr(value));
}

export function isValidPdr(value: string | null | undefined): boolean {
  return PDR_RE.test(normalizePodPdr(value));
}

/** null when valid, else the Italian message. */
export function validatePod(value: string | null | undefined): string | null {
  return isValidPod(value) ? null : POD_PDR_MESSAGES.podInvalid;
}

/** null when valid, else the Italian message. */
export function validatePdr(value: string | null | undefined): string | null {
  return isValidPdr(value) ? null : POD_PDR_MESSAGES.pdrInvalid;
}

/** The point of delivery for its commodity: POD for electricity, PDR for gas, the network's code for heat. */
export function validatePodPdr(commodity: Commodity, value: string | null | undefined): string | null {
  if (commodity === 'luce') return validatePod(value);
  if (commodity === 'gas') return validatePdr(value);
  return HEATING_RE.test(normalizePodPdr(value)) ? null : POD_PDR_MESSAGES.heatingInvalid;
}
