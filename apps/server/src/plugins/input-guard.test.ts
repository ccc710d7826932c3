import { describe, expect, it } from 'vitest';
import { holdsNul } from './input-guard';

describe('holdsNul', () => {
  it.each([
    ['a plain string', 'Via Roma', false],
    ['a NUL in a string', 'Via\u0000Roma', true],
    ['a NUL deep in an object', { a: [{ b: 'x\u0000' }] }, true],
    ['a NUL in a key', { ['k\u0000']: 1 }, true],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, false],
    ['other control characters', '\u0001\u001f\uffff', false],
    ['nothing', undefined, false],
  ])('%s', (_name, value, expected) => {
    expect(holdsNul(value)).toBe(expected);
  });

  it('walks 100,000 levels of nesting without overflowing', () => {
    let deep: unknown = 'fine\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});
