/** Lists arriving as a single object (or nothing) become a list (spec section 7). */
export function toList<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value == null) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** Reads an amount or id that may travel as a number or a decimal string; NaN when unreadable. */
export function toNumber(value: number | string | null | undefined): number {
  if (value == null) return Number.NaN;
  if (typeof value === 'number') return value;
  const v = value.trim();
  if (v === '') return Number.NaN;
  return Number(v);
}
