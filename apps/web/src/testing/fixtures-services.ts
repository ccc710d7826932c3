import type { Service, ServicesOverview, ServicesSupply } from '@sportello/contract';

/** A service of the catalogue. */
export function serviceFixture(overrides: Partial<Service> = {}): Service {
  return {
    code: 'PIE',
    commodity: 'luce',
    name: 'Pronto Intervento Elettricista',
    description: 'Un elettricista a casa tua entro 24 ore.',
    monthlyFee: '3.50',
    ...overrides,
  };
}

/** An active supply with its services' states. */
export function servicesSupplyFixture(overrides: Partial<ServicesSupply> = {}): ServicesSupply {
  return {
    supplyId: 7,
    supplyKey: 'SUP-0007',
    nickname: null,
    commodity: 'luce',
    podPdr: 'IT001E00000007',
    address: 'Via Roma 1, Torino',
    contractKey: 'CTR-AST0001001-01',
    services: [{ code: 'PIE', status: 'Attivabile', requestId: null, activatedOn: null }],
    ...overrides,
  };
}

/** GET /Erp/v1/services: the catalogue and the supplies. */
export function servicesFixture(overrides: Partial<ServicesOverview> = {}): ServicesOverview {
  return { catalogue: [serviceFixture()], supplies: [servicesSupplyFixture()], ...overrides };
}
