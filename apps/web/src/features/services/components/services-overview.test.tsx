// @vitest-environment jsdom
import { getServices } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceFixture, servicesFixture, servicesSupplyFixture } from '../../../testing/fixtures-services';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ServicesOverview } from './services-overview';

const overview = servicesFixture({
  catalogue: [serviceFixture(), serviceFixture({ code: 'VERDE', name: 'Energia Verde', monthlyFee: '0' })],
  supplies: [
    servicesSupplyFixture({
      nickname: 'Casa',
      services: [
        { code: 'PIE', status: 'Attivabile', requestId: null, activatedOn: null },
        { code: 'VERDE', status: 'InAttivazione', requestId: 44, activatedOn: null },
        { code: 'SCONOSCIUTO', status: 'Attivo', requestId: null, activatedOn: null },
      ],
    }),
    servicesSupplyFixture({ supplyId: 8, commodity: 'gas', podPdr: '00880000000008', services: [] }),
  ],
});

const server = setupTestServer(answer(getServices, { getServicesResponse: overview }));

const renderOverview = () => renderWithProviders(<ServicesOverview customerKey="CLI0001" />);

describe('ServicesOverview', () => {
  it('loading: says the services are being loaded', async () => {
    const held = hold(getServices);
    server.use(held.handler);
    renderOverview();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei servizi…');
    held.release();
    expect(await screen.findAllByTestId('service-supply')).toHaveLength(2);
  });

  it('error: an alert, and "Riprova" loads them', async () => {
    server.use(refuse(getServices, 500, 'Errore', { once: true }));
    const { user } = renderOverview();
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare i servizi.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('service-supply')).toHaveLength(2);
  });

  it('empty: no active supply to activate services on', async () => {
    server.use(answer(getServices, { getServicesResponse: servicesFixture({ supplies: [] }) }));
    renderOverview();
    expect(await screen.findByText('Non hai forniture attive su cui attivare servizi.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('answered: per supply its services, state, cost and the way to activate or follow them', async () => {
    let customerKey: string | undefined;
    server.use(
      handle(getServices, ({ query }) => {
        customerKey = query.customerKey;
        return { getServicesResponse: overview };
      }),
    );
    renderOverview();
    const [casa, gas] = await screen.findAllByTestId('service-supply');
    expect(customerKey).toBe('CLI0001');
    expect(within(casa!).getByRole('heading', { level: 3 }).textContent).toBe('Casa (Luce)');
    expect(casa!.textContent).toContain('POD IT001E00000007');
    expect(gas!.textContent).toContain('PDR 00880000000008');
    // A service missing from the catalogue is left out.
    const rows = within(casa!).getAllByTestId('service-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('service-state').textContent).toBe('Attivabile');
    expect(rows[0]!.textContent).toMatch(/3,50\s€ al mese/);
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /^Attiva\s*Pronto Intervento Elettricista/ })
        .getAttribute('href'),
    ).toBe('/services/activation/PIE?supply=7');
    expect(within(rows[1]!).getByTestId('service-state').textContent).toBe('In attivazione');
    expect(rows[1]!.textContent).toContain('Gratuito');
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /^Vedi la pratica\s*di Energia Verde/ })
        .getAttribute('href'),
    ).toBe('/practices/44');
    expect(within(rows[1]!).getByRole('link', { name: 'Energia Verde' }).getAttribute('href')).toBe(
      '/services/VERDE/7',
    );
  });
});
