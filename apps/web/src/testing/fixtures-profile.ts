import type { Contract, CustomerRequest } from '@sportello/contract';
import { REGISTRY_CHANGE_REQUEST_TYPE } from '@sportello/domain';
import { contractFixture as commonContractFixture } from './fixtures-bank-debit';

/**
 * The profile's contract: the common one (fixtures-bank-debit.ts) with the profile tests' own id,
 * start date and an address that has its ISTAT code.
 */
export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  const base = commonContractFixture();
  return commonContractFixture({
    id: 3,
    key: 'CTR-0003',
    startDate: '2024-01-01',
    shippingAddress: { ...base.shippingAddress, postalCode: '10100', istatCode: '001272' },
    ...overrides,
  });
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
