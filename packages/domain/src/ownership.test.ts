import { describe, expect, it } from 'vitest';
import {
  isValidDelegateName,
  parseAmountToCents,
  quotedDelegateName,
  relationAllows,
  relationLabel,
  type CustomerAction,
} from './ownership';

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

describe('the delegate name rule (issue 18)', () => {
  it.each([
    ['Mario Rossi', true],
    ["Gianna D'Amico", true],
    ['Anna-Maria Niccolò', true],
    ['Mario. Clicca qui www.x.it', false],
    ['Mario <b>', false],
    ['Mario 2', false],
    ['-Mario', false],
    ['', false],
    ['A'.repeat(40), true],
    ['A'.repeat(41), false],
  ])('%j → %s', (name, valid) => {
    expect(isValidDelegateName(name)).toBe(valid);
  });

  it('quotes the name, and reduces one that breaks the rule to its allowed characters', () => {
    expect(quotedDelegateName('Mario  Rossi')).toBe('«Mario Rossi»');
    expect(quotedDelegateName('Mario. Clicca qui www.x.it')).toBe('«Mario Clicca qui www x it»');
    expect(quotedDelegateName('https://x.it/?a=1')).toBe('«https x it a»');
    expect(quotedDelegateName('demo.ast.delegato')).toBe('«demo ast delegato»');
    expect(quotedDelegateName('12345')).toBe('«un utente»');
    expect(quotedDelegateName('B'.repeat(60))).toBe(`«${'B'.repeat(40)}»`);
  });
});
