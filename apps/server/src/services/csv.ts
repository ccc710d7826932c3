/**
 * CSV cells the server writes (invoice detail, and any later export). A cell a spreadsheet
 * would read as a formula (starting with = + - @, or a tab or carriage return that some
 * programs skip before looking) is prefixed with an apostrophe, as OWASP advises, so a
 * description such as `=HYPERLINK(…)` shows as text instead of running. Plain numbers (-12,50)
 * stay numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** The value a spreadsheet cannot run. */
export function neutraliseFormula(value: string): string {
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** One cell for a `separator`-separated file: neutralised, then quoted when it must be. */
export function csvCell(value: string | null | undefined, separator = ';'): string {
  const safe = neutraliseFormula(value ?? '');
  const mustQuote = safe.includes(separator) || /["\r\n]/.test(safe);
  return mustQuote ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV with CRLF line ends and a BOM, so spreadsheet programs read UTF-8 accents. */
export function csvDocument(
  rows: readonly (readonly (string | null | undefined)[])[],
  separator = ';',
): Buffer {
  const text = rows.map((r) => r.map((c) => csvCell(c, separator)).join(separator)).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}
