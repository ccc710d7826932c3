import { describe, expect, it } from 'vitest';
import { hasConsentCookie } from './consent-cookie';

describe('hasConsentCookie', () => {
  it.each([
    ['', false],
    ['other=1', false],
    ['sportello_consent=%7B%7D', true],
    ['a=1; sportello_consent=%7B%7D; b=2', true],
    ['not_sportello_consent=1', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasConsentCookie(cookies)).toBe(expected);
  });
});
