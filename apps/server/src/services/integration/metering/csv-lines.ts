/**
 * The CSV files the retailer's ERP exports (readings, consumption), read as a stream: never the
 * whole file in memory, one record at a time with its line number, so a wrong line is answered
 * by number and never stops the others.
 *
 * The format is the one Italian ERPs and spreadsheets write: a header line naming the columns
 * (case and spaces ignored, in any order), cells separated by `;` (also `,` or a tab, taken from
 * the header), optionally in double quotes (`""` for a quote), UTF-8 with or without BOM, CRLF or
 * LF line ends. Empty lines are skipped.
 */

/** A refusal of one line: its number (1 = the header), the column and the reason in Italian. */
export interface LineError {
  line: number;
  field: string;
  message: string;
}

/** One data line: its number in the file and its cells by the header's (normalised) names. */
export interface CsvRecord {
  line: number;
  cells: ReadonlyMap<string, string>;
}

/** A line longer than this is refused (and its cells never kept): a file is lines, not blobs. */
export const MAX_LINE_CHARS = 16_384;

/** A header name as compared: lower case, no spaces, underscores or dots, accents kept. */
export function columnName(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s_.\-/]+/g, '');
}

/** The cells of one line, or a message when its quotes are not closed. */
export function splitCells(text: string, separator: string): string[] | string {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
    i += 1;
  }
  if (quoted) return 'Virgolette non chiuse nella riga';
  cells.push(cell.trim());
  return cells;
}

/** The separator a header line uses: `;` first (the Italian export), then tab, then comma. */
export function separatorOf(header: string): string {
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** Lines of text from a stream of bytes (UTF-8, BOM dropped), each with its number from 1. */
export async function* textLines(
  source: AsyncIterable<Uint8Array | string>,
): AsyncGenerator<{ line: number; text: string; tooLong: boolean }> {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  let number = 0;
  let skipping = false; // inside a line already refused as too long
  let first = true;
  const take = (chunk: string) => {
    if (first) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      if (chunk.length > 0) first = false;
    }
    return chunk;
  };
  for await (const chunk of source) {
    rest += take(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    let nl: number;
    while ((nl = rest.indexOf('\n')) >= 0) {
      const text = rest.slice(0, nl).replace(/\r$/, '');
      rest = rest.slice(nl + 1);
      if (skipping) {
        // The end of the line already answered as too long.
        skipping = false;
        continue;
      }
      number += 1;
      yield { line: number, text, tooLong: text.length > MAX_LINE_CHARS };
    }
    if (rest.length > MAX_LINE_CHARS && !skipping) {
      // A line with no end in sight: answer it once, then drop what follows until its end.
      number += 1;
      yield { line: number, text: '', tooLong: true };
      skipping = true;
      rest = '';
    } else if (skipping) rest = '';
  }
  rest += take(decoder.decode());
  if (rest.length > 0 && !skipping) {
    number += 1;
    const text = rest.replace(/\r$/, '');
    yield { line: number, text, tooLong: text.length > MAX_LINE_CHARS };
  }
}

export type CsvItem =
  | { kind: 'header'; line: number; columns: string[] }
  | { kind: 'record'; record: CsvRecord }
  | { kind: 'error'; error: LineError };

/**
 * The records of a CSV stream: first its header (the normalised column names), then one record
 * per data line, or an error for a line that cannot be split (too long, unclosed quotes, more
 * cells than the header). A file without a header line yields one error for line 1.
 */
export async function* csvRecords(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<CsvItem> {
  let columns: string[] | null = null;
  let separator = ';';
  for await (const { line, text, tooLong } of textLines(source)) {
    if (tooLong) {
      yield {
        kind: 'error',
        error: { line, field: 'riga', message: `Riga troppo lunga (oltre ${MAX_LINE_CHARS} caratteri)` },
      };
      continue;
    }
    if (text.trim() === '') continue;
    if (!columns) {
      separator = separatorOf(text);
      const cells = splitCells(text, separator);
      if (typeof cells === 'string') {
        yield { kind: 'error', error: { line, field: 'riga', message: cells } };
        return;
      }
      columns = cells.map(columnName);
      yield { kind: 'header', line, columns };
      continue;
    }
    const cells = splitCells(text, separator);
    if (typeof cells === 'string') {
      yield { kind: 'error', error: { line, field: 'riga', message: cells } };
      continue;
    }
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c !== '')) {
      yield {
        kind: 'error',
        error: {
          line,
          field: 'riga',
          message: `La riga ha ${cells.length} valori, l'intestazione ${columns.length} colonne`,
        },
      };
      continue;
    }
    const map = new Map<string, string>();
    columns.forEach((name, i) => map.set(name, cells[i] ?? ''));
    yield { kind: 'record', record: { line, cells: map } };
  }
  if (!columns)
    yield {
      kind: 'error',
      error: {
        line: 1,
        field: 'riga',
        message: "File vuoto: manca la riga d'intestazione con i nomi delle colonne",
      },
    };
}
