import type { Delegation } from '@sportello/contract';

/** A delegation as GET /Core/v1/delegations lists it: pending, read only, unless overridden. */
export function delegationFixture(overrides: Partial<Delegation> = {}): Delegation {
  return {
    workflowId: 'wf-del-1',
    delegateId: 20,
    delegateName: 'Lucia Bianchi',
    customerId: 1,
    customerKey: 'CLI0001',
    customerName: 'Mario Rossi',
    status: 'pending',
    scope: 'read',
    requestedScope: 'read',
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}
