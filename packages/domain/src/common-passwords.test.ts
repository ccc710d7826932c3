import { describe, expect, it } from 'vitest';
import { commonPasswordStems, isCommonPassword } from './common-passwords';

const LIST = new Set(['password', 'password1', 'qwerty123', 'dragon', 'p@ssw0rd', 'ciao']);

describe('isCommonPassword', () => {
  it.each([
    ['Password1!', true],
    ['PASSWORD', true],
    ['Qwerty123!', true],
    ['!Dragon2026', true],
    ['P@ssw0rd', true],
    ['P@ssw0rd!!', true],
    ['Ciao!2026', true],
    ['Sportello!2026', false],
    ['Nuova!Pass1', false],
    ['Dragonfly!7', false],
    ['x!Password', false],
  ])('%s → %s', (password, common) => {
    expect(isCommonPassword(password, LIST)).toBe(common);
  });

  it('ignores stems shorter than four characters', () => {
    expect(commonPasswordStems('Ab!12345')).toEqual(['ab!12345']);
    expect(isCommonPassword('Ab!12345', new Set(['ab']))).toBe(false);
  });
});
