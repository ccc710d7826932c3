import { describe, expect, it } from 'vitest';
import type { Invoice } from '@sportello/contract';
import { supplyLabel } from './commodity';

const invoice = (over: Partial<Invoice>) =>
  ({ supplyId: 3, supplyKey: 'IT001E1', commodity: 'luce', ...over }) as Invoice;

describe('the supply an invoice belongs to', () => {
  it.each([
    [{}, undefined, 'Luce IT001E1'],
    [{}, 'Casa Roma', 'Casa Roma (luce)'],
    [{ commodity: 'gas' as const, supplyKey: 'PDR9' }, undefined, 'Gas PDR9'],
    [{ commodity: null, supplyKey: null }, undefined, 'Fornitura'],
    [{ supplyId: null }, 'ignored', 'Più forniture (bolletta multisito)'],
  ])('%j named %j -> %j', (over, name, label) => {
    expect(supplyLabel(invoice(over), () => name)).toBe(label);
  });
});
