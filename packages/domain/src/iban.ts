import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { MESSAGES } from './messages';

/** Upper case without spaces or dashes, e.g. "IT60X0542811101000000123456". */
export function normalizeIban(value: string | null | undefined): string {
  return electronicFormatIBAN(value ?? '') ?? '';
}

/** Groups of four for display. */
export function formatIban(value: string | null | undefined): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? '';
}

export interface IbanOptions {
  /** Only these countries (ISO codes, e.g. ['IT']). */
  countries?: readonly string[];
  /** Only SEPA countries (direct debit). */
  sepaOnly?: boolean;
}

/** Valid IBAN of any country by its structure and mod-97 check (ibantools). */
export function isValidIban(value: string | null | undefined, options: IbanOptions = {}): boolean {
  const iban = normalizeIban(value);
  if (!isValidIBAN(iban)) return false;
  const country = iban.slice(0, 2);
  if (options.countries && !options.countries.includes(country)) return false;
  if (options.sepaOnly && !isSEPACountry(country)) return false;
  return true;
}

export function validateIban(value: string | null | undefined, options: IbanOptions = {}): string | null {
  return isValidIban(value, options) ? null : MESSAGES.ibanInvalid;
}

export function normalizeBic(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** Valid BIC/SWIFT code (8 or 11 characters, known country). */
export function isValidBic(value: string | null | undefined): boolean {
  return isValidBIC(normalizeBic(value));
}

export function validateBic(value: string | null | undefined): string | null {
  return isValidBic(value) ? null : MESSAGES.bicInvalid;
}
