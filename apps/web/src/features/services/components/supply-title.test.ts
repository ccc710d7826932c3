import { describe, expect, it } from 'vitest';
import { servicesSupplyFixture } from '../../../testing/fixtures-services';
import { supplyTitle } from './supply-title';

describe('supplyTitle', () => {
  it('is the nickname with the commodity when the customer named the supply', () => {
    expect(supplyTitle(servicesSupplyFixture({ nickname: 'Casa', commodity: 'gas' }))).toBe('Casa (Gas)');
  });

  it('is the commodity and the address otherwise', () => {
    expect(supplyTitle(servicesSupplyFixture())).toBe('Luce – Via Roma 1, Torino');
  });
});
