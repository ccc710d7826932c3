import { MESSAGES } from './messages';

/** Italian VAT number (partita IVA): 11 digits, the last a Luhn-style check digit. */

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

/** True for 11 digits with a valid check digit (an "IT" prefix and spaces are tolerated). */
export function isValidVatNumber(value: string | null | undefined): boolean {
  const v = normalizeVatNumber(value);
  if (!/^\d{11}$/.test(v) || v === '00000000000') return false;
  return vatCheckDigit(v) === Number(v[10]);
}

export function validateVatNumber(value: string | null | undefined): string | null {
  return isValidVatNumber(value) ? null : MESSAGES.vatNumberInvalid;
}
