// @vitest-environment jsdom
import { getMaintenanceContracts } from '@sportello/contract/endpoints';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maintenanceContractFixture } from '../../../testing/fixtures-maintenance';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { MaintenanceList } from './maintenance-list';

const boiler = maintenanceContractFixture();
const ended = maintenanceContractFixture({
  id: 8,
  key: 'MAN0000008',
  description: 'Manutenzione condizionatore',
  status: 'Cessato',
  endDate: '2025-12-31',
  nextVisitDate: null,
  annualFee: '80.00',
});

const server = setupTestServer(
  answer(getMaintenanceContracts, {
    getMaintenanceContractsResponse: { maintenanceContracts: [boiler, ended], total: 2 },
  }),
);

describe('MaintenanceList', () => {
  it('loading', async () => {
    const held = hold(getMaintenanceContracts);
    server.use(held.handler);
    renderWithProviders(<MaintenanceList customerKey="C001" />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Caricamento dei contratti di manutenzione…',
    );
    held.release();
    expect(await screen.findAllByTestId('maintenance-item')).toHaveLength(2);
  });

  it('error, then "Riprova" lists the contracts', async () => {
    server.use(refuse(getMaintenanceContracts, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<MaintenanceList customerKey="C001" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare i contratti di manutenzione.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('maintenance-item')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empty', async () => {
    server.use(
      answer(getMaintenanceContracts, {
        getMaintenanceContractsResponse: { maintenanceContracts: [], total: 0 },
      }),
    );
    renderWithProviders(<MaintenanceList customerKey="C001" />);
    expect((await screen.findByText('Non hai contratti di manutenzione.')).getAttribute('role')).toBe(
      'status',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('answered: each contract with its state, fee and next visit, linking to its page', async () => {
    let asked: string | null | undefined;
    server.use(
      handle(getMaintenanceContracts, ({ query }) => {
        asked = query.customerKey;
        return { getMaintenanceContractsResponse: { maintenanceContracts: [boiler, ended], total: 2 } };
      }),
    );
    renderWithProviders(<MaintenanceList customerKey="C001" />);
    const items = await screen.findAllByTestId('maintenance-item');
    expect(asked).toBe('C001');
    expect(screen.getByRole('list', { name: 'Contratti di manutenzione' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('Manutenzione programmata caldaia a condensazione');
    expect(items[0]!.textContent).toContain('Contratto MAN0000007');
    expect(items[0]!.textContent).toContain('Prossima visita il 15-10-2026');
    expect(items[0]!.textContent).toMatch(/120,00\s€ all’anno/);
    expect(items[1]!.textContent).toContain('Cessato');
    expect(items[1]!.textContent).not.toContain('Prossima visita');
    expect(screen.getByRole('link', { name: /condizionatore/ }).getAttribute('href')).toBe('/maintenance/8');
  });
});
