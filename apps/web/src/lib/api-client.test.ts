import { describe, expect, it } from 'vitest';
import { asList, unwrapNamed } from './api-client';

describe('named responses and lists', () => {
  it.each([
    [{ getSuppliesResponse: { supplies: [] } }, { supplies: [] }],
    [{ doLoginFailed: { message: 'x' } }, { doLoginFailed: { message: 'x' } }],
    [{ a: 1, bResponse: 2 }, { a: 1, bResponse: 2 }],
    [[1, 2], [1, 2]],
  ])('unwraps %j', (body, expected) => {
    expect(unwrapNamed(body)).toEqual(expected);
  });

  it.each([
    [undefined, []],
    [null, []],
    [{ id: 1 }, [{ id: 1 }]],
    [[{ id: 1 }, { id: 2 }], [{ id: 1 }, { id: 2 }]],
  ])('normalises %j to a list', (value, expected) => {
    expect(asList(value)).toEqual(expected);
  });
});
