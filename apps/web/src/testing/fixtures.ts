import type { Supply } from '@sportello/contract';

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
