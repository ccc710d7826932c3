import { describe, expect, it } from 'vitest';
import { parseAmountToCents, relationAllows, relationLabel, type CustomerAction } from './ownership';

describe('relationAllows: who may read, pay or change for a customer', () => {
  it.each([
    ['owner', null, 'read', true],
    ['owner', null, 'pay', true],
    ['owner', null, 'change', true],
    ['agency', null, 'change', true],
    ['delegate', 'read', 'read', true],
    ['delegate', 'read', 'pay', false],
    ['delegate', 'read', 'change', false],
    ['delegate', 'pay', 'read', true],
    ['delegate', 'pay', 'pay', true],
    ['delegate', 'pay', 'change', false],
    ['delegate', null, 'pay', false],
  ] as const)('%s with scope %s, %s → %s', (relation, scope, action, allowed) => {
    expect(relationAllows(relation, scope, action as CustomerAction)).toBe(allowed);
  });
});

describe('relationLabel', () => {
  it.each([
    ['owner', null, 'Titolare'],
    ['agency', null, 'Agenzia'],
    ['delegate', 'read', 'Delegato (sola lettura)'],
    ['delegate', 'pay', 'Delegato (lettura e pagamenti)'],
    ['delegate', null, 'Delegato (sola lettura)'],
  ] as const)('%s %s → %s', (relation, scope, label) => {
    expect(relationLabel(relation, scope)).toBe(label);
  });
});

describe('parseAmountToCents: a bill amount as typed', () => {
  it.each([
    ['123,45', 12345],
    ['123.45', 12345],
    ['€ 1.234,50', 123450],
    ['1234', 123400],
    ['1.234', 123400],
    ['0,5', 50],
    [' 78,00 ', 7800],
    ['12,345', null],
    ['abc', null],
    ['', null],
    ['-5,00', null],
  ] as const)('%s → %s', (input, cents) => {
    expect(parseAmountToCents(input)).toBe(cents);
  });
});
