import type { Customer } from '@sportello/contract';

/** A customer as GET /Erp/v1/customers answers it; each test names only what it looks at. */
export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    customerId: 1,
    key: 'CLI0001',
    customerType: 'private',
    relation: 'owner',
    scope: null,
    fiscalCode: 'RSSMRA80A01L219X',
    vatNumber: null,
    account: { name: 'Mario Rossi', phoneMobile: '3331234567', phoneHome: null, email: 'mario@example.it' },
    privacyCompany: true,
    privacyOthers: false,
    ...overrides,
  };
}
