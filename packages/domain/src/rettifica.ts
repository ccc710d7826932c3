import { validateMeterReading } from './self-reading';

/**
 * Rettifica of an estimated bill (issue 25): a bill whose period closed on an estimated reading
 * may be contested with the customer's own reading of the meter. The registers follow the meter's
 * rules (those of the self-reading: digits only, no more digits than the meter has, exactly its
 * registers) and none may be lower than the real reading the period opened with; a photo of the
 * meter is optional (a JPEG, PNG or WebP image up to 5 MB, its type read from its bytes). The
 * request is a practice; a new bill may later replace the estimated one.
 */

export const RETTIFICA_REQUEST_TYPE = 'RettificaLettura';

export const METER_PHOTO_RULES = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;
export type MeterPhotoType = (typeof METER_PHOTO_RULES.types)[number];

export const RETTIFICA_MESSAGES = {
  notEstimated: 'Questa bolletta si basa su una lettura reale: non c’è una stima da correggere',
  noSupply: 'Questa bolletta non riguarda una sola fornitura: non si può rettificare con una lettura',
  registersMismatch: (names: string[]) =>
    `Inserire una lettura per ciascun registro del contatore: ${names.join(', ')}`,
  lowerThanOpening: (value: string) =>
    `La lettura non può essere inferiore a quella reale di inizio periodo (${value})`,
  photoType: 'La foto deve essere un’immagine JPEG, PNG o WebP',
  photoSize: 'La foto può essere al massimo di 5 MB',
  photoEmpty: 'La foto è vuota',
  inProgress: 'È già in corso una rettifica per questa bolletta',
  replaced: (key: string) =>
    `Questa bolletta è stata sostituita dalla bolletta ${key}: non c’è più una stima da correggere`,
} as const;

/** The image type its first bytes say (JPEG, PNG, WebP), or null. */
export function detectImageType(bytes: Uint8Array): MeterPhotoType | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The photo's check: an allowed type, the declared type the same as its bytes', not empty, not over 5 MB. */
export function validateMeterPhoto(photo: {
  contentType: string;
  size: number;
  bytes?: Uint8Array;
}): string | null {
  if (!(METER_PHOTO_RULES.types as readonly string[]).includes(photo.contentType))
    return RETTIFICA_MESSAGES.photoType;
  if (photo.size === 0) return RETTIFICA_MESSAGES.photoEmpty;
  if (photo.size > METER_PHOTO_RULES.maxBytes) return RETTIFICA_MESSAGES.photoSize;
  if (photo.bytes && detectImageType(photo.bytes) !== photo.contentType) return RETTIFICA_MESSAGES.photoType;
  return null;
}

export interface RettificaRegister {
  /** The register's band (F1, F2, F3), or null for the totalizer. */
  band: string | null;
  value: string;
}

/** "totalizzatore", "F1"… */
export function registerName(band: string | null): string {
  return band ?? 'totalizzatore';
}

/**
 * The registers' checks, field by field (keyed `registers.<band|totalizzatore>`; `registers` when
 * they are not exactly the meter's): the self-reading's rule for each value, and none lower than
 * the real reading the period opened with.
 */
export function validateRettificaRegisters(
  sent: readonly RettificaRegister[],
  meter: { digits: number; registers: readonly (string | null)[] },
  opening: readonly { band: string | null; value: string }[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const bands = sent.map((r) => r.band);
  if (
    bands.length !== meter.registers.length ||
    new Set(bands).size !== bands.length ||
    !bands.every((b) => meter.registers.includes(b))
  ) {
    errors.registers = RETTIFICA_MESSAGES.registersMismatch(meter.registers.map(registerName));
    return errors;
  }
  for (const r of sent) {
    const field = `registers.${registerName(r.band)}`;
    const message = validateMeterReading(r.value, meter);
    if (message) {
      errors[field] = message;
      continue;
    }
    const open = opening.find((o) => o.band === r.band);
    if (open && BigInt(r.value.trim()) < BigInt(String(open.value).split('.')[0]!))
      errors[field] = RETTIFICA_MESSAGES.lowerThanOpening(String(open.value).split('.')[0]!);
  }
  return errors;
}
