/**
 * Common passwords (issue 9): a password that passes the rules of section 5 may still be one of
 * the first an attacker tries. The list itself is data the caller brings (the server loads a
 * maintained dictionary from a package); this is the pure rule over it.
 */

export const COMMON_PASSWORD_MESSAGE = 'Questa password è tra le più usate: scegline una meno prevedibile';

/** Shorter stems are too general to refuse on (every word has a common 3-letter start). */
const MIN_STEM = 4;

/**
 * The forms of a password an attacker's list covers: itself in lower case, and the same without
 * the digits and symbols added at its ends to satisfy the rules ("Password1!" → "password1",
 * "password").
 */
export function commonPasswordStems(password: string): string[] {
  const lower = password.normalize('NFC').toLowerCase();
  const stems = new Set<string>([lower]);
  const noTrailingSymbols = lower.replace(/[^\p{L}\p{N}]+$/u, '');
  stems.add(noTrailingSymbols);
  stems.add(lower.replace(/[^\p{L}]+$/u, ''));
  const inner = noTrailingSymbols.replace(/^[^\p{L}\p{N}]+/u, '');
  stems.add(inner);
  stems.add(inner.replace(/[^\p{L}]+$/u, '').replace(/^[^\p{L}]+/u, ''));
  return [...stems].filter((s) => s.length >= MIN_STEM);
}

/** Whether a password, or a stem of it, is in the list of common passwords (lower case). */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  return commonPasswordStems(password).some((stem) => common.has(stem));
}
