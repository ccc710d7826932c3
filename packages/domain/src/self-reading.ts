import { selectChannelMeasures, type MeasureLike, type MeterGroupLike } from './supplies';
import { isDigitsOnly } from './validation';

/**
 * Self-reading (autolettura) rules the form checks before sending; the server checks them again
 * and also refuses a reading lower than the last one (only it knows the last one for sure).
 * Texts are the server's, so the person reads the same words either way.
 */
export const SELF_READING_MESSAGES = {
  required: 'Inserire la lettura',
  digitsOnly: 'La lettura deve contenere solo cifre',
  tooManyDigits: (n: number) => `La lettura può avere al massimo ${n} cifre`,
  windowClosed: "Non è possibile inserire l'autolettura fuori dal periodo di lettura",
  notExpected: "Per questa fornitura l'autolettura non è prevista: il contatore è telegestito",
} as const;

/** The reading's own checks: present, digits only, no more digits than the meter has. */
export function validateMeterReading(
  value: string | null | undefined,
  meter: { digits: number },
): string | null {
  const v = (value ?? '').trim();
  if (v === '') return SELF_READING_MESSAGES.required;
  if (!isDigitsOnly(v)) return SELF_READING_MESSAGES.digitsOnly;
  if (v.length > meter.digits) return SELF_READING_MESSAGES.tooManyDigits(meter.digits);
  return null;
}

/** Whether a reading of `day` may be sent: the window is open and `day` lies inside it. */
export function isInsideReadingWindow(
  window: { open: boolean; startDate: string | null; endDate: string | null },
  day: string,
): boolean {
  if (!window.open || !window.startDate || !window.endDate) return false;
  return window.startDate <= day && day <= window.endDate;
}

/**
 * The registers a person reads: the measures of channel type 1 that are the meter's totalizer
 * (no price band); a meter that only has banded ones shows those.
 */
export function readingRegisters<M extends MeasureLike & { band?: string | null }>(
  meterGroup: MeterGroupLike<M> | null | undefined,
): M[] {
  const measures = selectChannelMeasures(meterGroup);
  const totals = measures.filter((m) => !m.band);
  return totals.length > 0 ? totals : measures;
}

const ORIGIN_LABELS: Record<string, string> = {
  effettiva: 'Lettura effettiva',
  stimata: 'Lettura stimata',
  autolettura: 'Autolettura',
};

/** The Italian label of a reading's origin. */
export function readingOriginLabel(origin: string): string {
  return ORIGIN_LABELS[origin] ?? origin;
}
