import type { z } from 'zod';
import type { offerSchema } from '@sportello/contract';

type Offer = z.infer<typeof offerSchema>;

/** An offer as the API lists it: electricity, one price for every band, unless overridden. */
export function offerFixture(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    key: 'LUCE-FIX',
    name: 'Luce Fissa 12',
    commodity: 'luce',
    priceType: 'Fisso',
    description: 'Prezzo bloccato per 12 mesi.',
    prices: { f1: '0.12345', f2: '0.12345', f3: '0.12345', unit: '€/kWh' },
    monthlyFee: '9.90',
    validFrom: '2026-01-01',
    ...overrides,
  };
}
