import { MESSAGES } from './messages';

/**
 * Italian personal fiscal code (codice fiscale), 16 characters:
 * surname (3 letters), name (3), year (2 digits), month (letter), day (2 digits, +40 for women),
 * birthplace (letter + 3 digits), check character. Omocodia: any of the seven digits may be
 * replaced by the letters L M N P Q R S T U V (for 0-9) when two people would share a code.
 */

const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const MONTH_LETTERS = 'ABCDEHLMPRST';
/** Positions (0-based) that hold digits, or their omocodia letters. */
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;

/** Values of characters in odd positions (1st, 3rd, ...): digits 0-9 then letters A-Z. */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
] as const;

const SHAPE_RE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Trims, removes inner spaces and upper-cases. */
export function normalizeFiscalCode(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

function charValue(ch: string, odd: boolean): number {
  const code = ch.charCodeAt(0);
  const isDigit = code >= 48 && code <= 57;
  const index = isDigit ? code - 48 : code - 65;
  if (odd) return ODD_VALUES[index] ?? 0;
  return index;
}

/** The check character for the first 15 characters of a fiscal code (upper case). */
export function fiscalCodeCheckChar(first15: string): string {
  const s = normalizeFiscalCode(first15);
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += charValue(s[i] ?? 'A', i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26));
}

/** Replaces omocodia letters with the digits they stand for. */
export function decodeOmocodia(code: string): string {
  const chars = normalizeFiscalCode(code).split('');
  for (const p of DIGIT_POSITIONS) {
    const ch = chars[p];
    if (ch === undefined) continue;
    const i = OMOCODIA_LETTERS.indexOf(ch);
    if (i >= 0) chars[p] = String(i);
  }
  return chars.join('');
}

export interface FiscalCodeInfo {
  /** Two-digit year of birth. */
  year: number;
  month: number;
  day: number;
  sex: 'M' | 'F';
  /** Cadastral code of the birthplace (comune or foreign state, e.g. H501 or Z404). */
  birthplace: string;
  omocodic: boolean;
}

/** Reads birth data from a structurally valid code; null when invalid. */
export function parseFiscalCode(value: string | null | undefined): FiscalCodeInfo | null {
  const code = normalizeFiscalCode(value);
  if (!isValidFiscalCode(code)) return null;
  const plain = decodeOmocodia(code);
  const rawDay = Number(plain.slice(9, 11));
  return {
    year: Number(plain.slice(6, 8)),
    month: MONTH_LETTERS.indexOf(plain[8] ?? '') + 1,
    day: rawDay > 40 ? rawDay - 40 : rawDay,
    sex: rawDay > 40 ? 'F' : 'M',
    birthplace: plain.slice(11, 15),
    omocodic: plain !== code,
  };
}

/** True for a 16-character personal fiscal code with a valid check character (any case). */
export function isValidFiscalCode(value: string | null | undefined): boolean {
  const code = normalizeFiscalCode(value);
  if (!SHAPE_RE.test(code)) return false;
  const plain = decodeOmocodia(code);
  const day = Number(plain.slice(9, 11));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  if (!/^\d{3}$/.test(plain.slice(12, 15))) return false;
  return fiscalCodeCheckChar(code) === code[15];
}

/** null when valid, else the Italian message. */
export function validateFiscalCode(value: string | null | undefined): string | null {
  return isValidFiscalCode(value) ? null : MESSAGES.fiscalCodeInvalid;
}
