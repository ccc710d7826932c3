import { MESSAGES } from './messages';

/**
 * Italian VAT number (partita IVA): 11 digits. Digits 1–7 are the holder's number, digits 8–10
 * the code of the revenue office that issued it, the 11th a Luhn-style check digit. A number
 * counts as valid only when the check digit is right AND the office code exists.
 */

export function normalizeVatNumber(value: string | null | undefined): string {
  let v = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (v.startsWith('IT')) v = v.slice(2);
  return v;
}

/** The check digit for the first 10 digits. */
export function vatCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(first10[i] ?? 0);
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Office codes (digits 8–10) that exist: the provincial offices 001–100, 120 and 121, 888
 * (numbers given by the Agenzia delle Entrate's central office) and 999 (non-residents).
 */
export function isExistingVatOfficeCode(office: string): boolean {
  if (!/^\d{3}$/.test(office)) return false;
  const n = Number(office);
  return (n >= 1 && n <= 100) || n === 120 || n === 121 || n === 888 || n === 999;
}

/**
 * True for 11 digits with an existing office code and a right check digit (an "IT" prefix and
 * spaces are tolerated).
 */
export function isValidVatNumber(value: string | null | undefined): boolean {
  const v = normalizeVatNumber(value);
  if (!/^\d{11}$/.test(v)) return false;
  if (!isExistingVatOfficeCode(v.slice(7, 10))) return false;
  return vatCheckDigit(v) === Number(v[10]);
}

export function validateVatNumber(value: string | null | undefined): string | null {
  return isValidVatNumber(value) ? null : MESSAGES.vatNumberInvalid;
}
