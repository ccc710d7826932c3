// @vitest-environment jsdom
import { getMaintenanceContract } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maintenanceContractDetailFixture } from '../../../testing/fixtures-maintenance';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { MaintenanceDetail } from './maintenance-detail';

const server = setupTestServer(
  answer(getMaintenanceContract, { getMaintenanceContractResponse: maintenanceContractDetailFixture() }),
);

describe('MaintenanceDetail', () => {
  it('loading, under the page title', async () => {
    const held = hold(getMaintenanceContract);
    server.use(held.handler);
    renderWithProviders(<MaintenanceDetail id={7} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contratto di manutenzione');
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento del contratto…');
    held.release();
    expect(await screen.findByTestId('maintenance-detail')).toBeTruthy();
  });

  it('error, then "Riprova" shows the contract', async () => {
    server.use(refuse(getMaintenanceContract, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<MaintenanceDetail id={7} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare il contratto.',
    );
    expect(screen.getByRole('link', { name: 'Torna ai servizi' }).getAttribute('href')).toBe('/services');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('maintenance-detail')).toBeTruthy();
  });

  it('an unknown contract: "non trovato", no retry, the way back', async () => {
    server.use(refuse(getMaintenanceContract, 404, 'Contratto di manutenzione non trovato'));
    renderWithProviders(<MaintenanceDetail id={99} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Contratto di manutenzione non trovato.');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna ai servizi' })).toBeTruthy();
  });

  it('answered: facts, the next planned visit and every visit', async () => {
    let askedId: string | undefined;
    server.use(
      handle(getMaintenanceContract, ({ params }) => {
        askedId = String(params.id);
        return { getMaintenanceContractResponse: maintenanceContractDetailFixture() };
      }),
    );
    renderWithProviders(<MaintenanceDetail id={7} />);
    const detail = await screen.findByTestId('maintenance-detail');
    expect(askedId).toBe('7');
    expect(within(detail).getByRole('heading', { level: 1 }).textContent).toBe(
      'Manutenzione programmata caldaia a condensazione',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('maintenance-state').textContent).toBe('Contratto attivo');
    const facts = detail.querySelector('dl')!;
    expect(facts.textContent).toContain('MAN0000007');
    expect(facts.textContent).toContain('Prossima visita15-10-2026');
    const visits = screen.getAllByTestId('maintenance-visit');
    expect(visits.map((v) => v.className)).toEqual([
      'maintenance-visit maintenance-visit--done',
      'maintenance-visit maintenance-visit--planned',
    ]);
    expect(visits[0]!.textContent).toContain('Tutto regolare');
  });

  it('a contract without visits', async () => {
    server.use(
      answer(getMaintenanceContract, {
        getMaintenanceContractResponse: maintenanceContractDetailFixture({
          status: 'Cessato',
          endDate: '2025-12-31',
          visits: [],
        }),
      }),
    );
    renderWithProviders(<MaintenanceDetail id={7} />);
    expect((await screen.findByTestId('maintenance-state')).textContent).toBe('Contratto cessato');
    expect(screen.getByText('Nessuna visita registrata.')).toBeTruthy();
    expect(screen.getByText('nessuna in programma')).toBeTruthy();
    expect(screen.getByText('31-12-2025')).toBeTruthy();
  });
});
