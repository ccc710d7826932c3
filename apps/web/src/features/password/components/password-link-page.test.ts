import { describe, expect, it } from 'vitest';
import { linkUserId } from './password-link-page';

describe('linkUserId', () => {
  it.each([
    ['?userId=42', 42],
    ['?userId=0', null],
    ['?userId=-3', null],
    ['?userId=4.5', null],
    ['?userId=abc', null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(linkUserId(new URLSearchParams(search))).toBe(expected);
  });
});
