import { describe, expect, it } from 'vitest';
import { supplyName } from '../components/supply-labels';
import { isSupplyCode } from './get-supply';
import { SUPPLY_NAME_REQUIRED, supplyNameFormSchema } from './update-supply-name';

describe('rename form schema (the contract rule, name required)', () => {
  it.each([
    ['Casa al mare', null],
    ["Casa dell'Aquila (2)", null],
    ['', SUPPLY_NAME_REQUIRED],
    ['   ', SUPPLY_NAME_REQUIRED],
    ['Casa <al> mare', 'Il nome può contenere solo lettere, numeri, spazi e punteggiatura semplice'],
    ['x'.repeat(41), 'Il nome può avere al massimo 40 caratteri'],
  ])('%j → %s', (nickname, message) => {
    const result = supplyNameFormSchema.safeParse({ nickname });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('supply references and names', () => {
  it.each([
    ['12', false],
    ['AST0001001-01', true],
    ['1a', true],
  ])('route id %s is a supply code: %s', (id, code) => {
    expect(isSupplyCode(id)).toBe(code);
  });

  it.each([
    [{ nickname: 'Casa', commodity: 'luce' as const }, 'Casa'],
    [{ nickname: null, commodity: 'gas' as const }, 'Fornitura gas'],
    [{ nickname: '', commodity: 'teleriscaldamento' as const }, 'Fornitura teleriscaldamento'],
  ])('%j is called %s', (supply, name) => {
    expect(supplyName(supply)).toBe(name);
  });
});
