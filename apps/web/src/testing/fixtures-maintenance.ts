import type { MaintenanceContractDetail } from '@sportello/contract';

/** A maintenance contract as the API lists it: active, a visit due, unless overridden. */
export function maintenanceContractFixture(
  overrides: Partial<Omit<MaintenanceContractDetail, 'visits'>> = {},
): Omit<MaintenanceContractDetail, 'visits'> {
  return {
    id: 7,
    key: 'MAN0000007',
    customerId: 1,
    supplyId: null,
    description: 'Manutenzione programmata caldaia a condensazione',
    status: 'Attivo',
    startDate: '2025-01-01',
    endDate: null,
    nextVisitDate: '2026-10-15',
    annualFee: '120.00',
    ...overrides,
  };
}

/** The same contract read alone, with its visits: one done, one planned, unless overridden. */
export function maintenanceContractDetailFixture(
  overrides: Partial<MaintenanceContractDetail> = {},
): MaintenanceContractDetail {
  return {
    ...maintenanceContractFixture(),
    visits: [
      {
        id: 1,
        visitDate: '2025-10-10',
        kind: 'Controllo annuale',
        status: 'Eseguita',
        notes: 'Tutto regolare',
      },
      { id: 2, visitDate: '2026-10-15', kind: 'Controllo annuale', status: 'Programmata', notes: null },
    ],
    ...overrides,
  };
}
