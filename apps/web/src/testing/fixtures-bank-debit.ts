import type { Contract, CustomerRequest } from '@sportello/contract';

/** A contract as GET /Erp/v1/contracts answers it (paid by bollettino unless told). */
export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 1,
    key: 'CTR-AST0001001-01',
    customerId: 1,
    customerKey: 'CLI0001',
    status: 'Attivo',
    startDate: '2020-01-01',
    endDate: null,
    multiPodInvoicing: false,
    bollettaclick: false,
    shippingAddress: {
      streetGeneric: 'Via',
      streetName: 'Roma',
      civicNumber: '1',
      civicNumberExt: null,
      city: 'Torino',
      province: 'TO',
      postalCode: '10121',
      locality: null,
      istatCode: null,
      country: 'IT',
      floor: null,
      building: null,
      flatNumber: null,
    },
    banking: {
      paymentMethod: 'Bollettino',
      iban: null,
      bic: null,
      accountHolder: null,
      accountHolderFiscalCode: null,
      sddStatus: null,
    },
    supplyCount: 1,
    ...overrides,
  } as Contract;
}

/** A customer request (GET /Erp/v1/requests, or the answer of a POST creating one). */
export function requestFixture(overrides: Partial<CustomerRequest> = {}): CustomerRequest {
  return {
    id: 1,
    requestId: 1,
    ticketKey: 'TCK-0001',
    requestType: 'GestioneSDD',
    CreatedDate: '2026-11-20T10:00:00Z',
    PhaseCode: 'Aperta',
    Status: 'Aperta',
    customerId: 1,
    customerKey: 'CLI0001',
    contractId: 1,
    contractKey: 'CTR-AST0001001-01',
    invoiceId: null,
    details: {},
    ...overrides,
  };
}
