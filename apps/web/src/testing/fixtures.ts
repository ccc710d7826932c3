import type { offerSchema, readingSchema, Supply, supplyDetailSchema } from '@sportello/contract';
import type { z } from 'zod';

type SupplyDetail = z.infer<typeof supplyDetailSchema>;
type Offer = z.infer<typeof offerSchema>;
type Reading = z.infer<typeof readingSchema>;

/** A supply as the API answers it; each test names only what it looks at. */
export function supplyFixture(overrides: Partial<Supply> = {}): Supply {
  return {
    id: 7,
    key: 'FOR0007',
    nickname: null,
    customerId: 1,
    customerKey: 'CLI0001',
    contractId: 3,
    contractKey: 'CTR-0003',
    commodity: 'luce',
    podPdr: 'IT001E12345678',
    status: 'Attiva',
    address: { address: 'Via Roma 1', postalCode: '10100', locality: 'Torino', province: 'TO' },
    activationDate: '2024-01-01',
    endDate: null,
    offerCode: null,
    consumptionUnit: 'kWh',
    ...overrides,
  };
}

/** A supply's detail (GET /supplies/{id}): the supply, its offer and technical data. */
export function supplyDetailFixture(overrides: Partial<SupplyDetail> = {}): SupplyDetail {
  return {
    ...supplyFixture(),
    offer: null,
    hourly: false,
    offerCode: 'OFF-LUCE-1',
    technicalData: {
      meterSerial: 'MTR-123',
      meterDigits: 5,
      contractedPowerKw: '3',
      annualConsumption: '2700',
      useType: 'Domestico',
      fullCapacityStartDate: null,
    },
    ...overrides,
  };
}

/** An offer (GET /offers/{code}). */
export function offerFixture(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    key: 'OFF-LUCE-1',
    name: 'Luce Semplice',
    commodity: 'luce',
    priceType: 'Fisso',
    description: 'Prezzo bloccato per 12 mesi',
    prices: { f1: '0.12', f2: null, f3: null, unit: '€/kWh' },
    monthlyFee: '8.50',
    validFrom: '2024-01-01',
    ...overrides,
  };
}

/** A reading of the archive. */
export function readingFixture(overrides: Partial<Reading> = {}): Reading {
  return {
    id: 1,
    supplyId: 7,
    meterSerial: 'MTR-123',
    readingDate: '2026-10-01',
    value: '12345',
    origin: 'effettiva',
    band: null,
    ...overrides,
  };
}
