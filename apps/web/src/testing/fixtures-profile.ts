import type { Contract, CustomerRequest } from '@sportello/contract';
import { REGISTRY_CHANGE_REQUEST_TYPE } from '@sportello/domain';

/** A contract as GET /Erp/v1/contracts answers it: active, paid by bank slip, unless overridden. */
export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 3,
    key: 'CTR-0003',
    customerId: 1,
    customerKey: 'CLI0001',
    status: 'Attivo',
    startDate: '2024-01-01',
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
      postalCode: '10100',
      locality: null,
      istatCode: '001272',
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
  };
}

/** A registry change request (Var_Anagrafica); phase IR010 means "in progress". */
export function registryRequestFixture(
  phase = 'IR010',
  overrides: Partial<CustomerRequest> = {},
): CustomerRequest {
  return {
    id: 40,
    requestId: 40,
    ticketKey: 'TCK-0040',
    requestType: REGISTRY_CHANGE_REQUEST_TYPE,
    CreatedDate: '2026-03-01T10:00:00Z',
    PhaseCode: phase,
    Status: 'Aperta',
    customerId: 1,
    customerKey: 'CLI0001',
    contractId: null,
    contractKey: null,
    invoiceId: null,
    details: {},
    ...overrides,
  };
}
