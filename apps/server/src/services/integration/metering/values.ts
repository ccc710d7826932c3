/**
 * The values of an ERP's CSV cells, in the Italian forms: decimals with a comma (`1234,5`, also
 * `1.234,5` with the thousands' dot; a number with a dot and no comma is read as a decimal point,
 * `1234.5`), days as `2025-03-14` or `14/03/2025`, months as `2025-03` or `03/2025`. Each parser
 * answers the value or null (the caller names the field in its Italian message).
 */

const ITALIAN = /^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$|^[+-]?\d+(,\d+)?$/;
const DOTTED = /^[+-]?\d+(\.\d+)?$/;

/** A decimal number from an Italian or plain cell, or null. */
export function parseDecimal(raw: string): number | null {
  const text = raw.trim().replace(/\s/g, '');
  if (text === '') return null;
  let normal: string;
  if (ITALIAN.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (DOTTED.test(text)) normal = text;
  else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

function validDay(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** An ISO day from `YYYY-MM-DD` (also `YYYYMMDD`, the GME's) or `DD/MM/YYYY` (also `-` or `.`), or null. */
export function parseDay(raw: string): string | null {
  const text = raw.trim();
  let match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ]00:00(?::00)?)?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match) return validDay(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/** The first day of a month from `YYYY-MM` or `MM/YYYY` (a day of the month is also taken), or null. */
export function parseMonth(raw: string): string | null {
  const text = raw.trim();
  let match = /^(\d{4})-(\d{2})$/.exec(text);
  if (match) return validDay(Number(match[1]), Number(match[2]), 1);
  match = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match) return validDay(Number(match[2]), Number(match[1]), 1);
  const day = parseDay(text);
  return day ? `${day.slice(0, 8)}01` : null;
}

/** A whole number in a range from a cell (`7`, `07`), or null. */
export function parseWhole(raw: string, min: number, max: number): number | null {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}
