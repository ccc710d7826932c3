import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { asFormError } from './request-error';

describe('asFormError', () => {
  it('keeps a refusal the customer can act on (4xx) as the API error, fields included', () => {
    const refusal = new ApiError(409, 'conflict', 'Già in lavorazione', { 'x.email': 'No' });
    expect(asFormError(refusal)).toBe(refusal);
  });

  it('turns a server fault or a lost network into a plain error, so the form says its own words', () => {
    for (const status of [0, 500, 503]) {
      const turned = asFormError(new ApiError(status, 'internal', 'NullPointerException'));
      expect(turned).toBeInstanceOf(Error);
      expect(turned).not.toBeInstanceOf(ApiError);
    }
  });

  it('leaves other errors as they are', () => {
    const bug = new TypeError('x is undefined');
    expect(asFormError(bug)).toBe(bug);
  });
});
