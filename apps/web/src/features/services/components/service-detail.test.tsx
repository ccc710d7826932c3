// @vitest-environment jsdom
import { getServices } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceFixture, servicesFixture, servicesSupplyFixture } from '../../../testing/fixtures-services';
import { answer, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ServiceDetail } from './service-detail';

const overview = servicesFixture({
  supplies: [
    servicesSupplyFixture({
      services: [{ code: 'PIE', status: 'Attivo', requestId: 12, activatedOn: '2026-03-01' }],
    }),
    servicesSupplyFixture({ supplyId: 9, supplyKey: 'SUP-0009', nickname: 'Ufficio' }),
  ],
});

const server = setupTestServer(answer(getServices, { getServicesResponse: overview }));

describe('ServiceDetail', () => {
  it('loading, then the service', async () => {
    const held = hold(getServices);
    server.use(held.handler);
    renderWithProviders(<ServiceDetail code="PIE" customerKey="CLI0001" />);
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei servizi…');
    held.release();
    expect(await screen.findByTestId('service-detail')).toBeTruthy();
  });

  it('error: an alert, and "Riprova" loads it', async () => {
    server.use(refuse(getServices, 503, 'Non disponibile', { once: true }));
    const { user } = renderWithProviders(<ServiceDetail code="PIE" customerKey="CLI0001" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare i servizi.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pronto Intervento Elettricista' }),
    ).toBeTruthy();
  });

  it('a code not in the catalogue: "Servizio non trovato." with the way back', async () => {
    renderWithProviders(<ServiceDetail code="NESSUNO" customerKey="CLI0001" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Servizio non trovato.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Servizio');
    expect(screen.getByRole('link', { name: 'Torna ai servizi' }).getAttribute('href')).toBe('/services');
  });

  it('a supply without the service is not found either', async () => {
    renderWithProviders(<ServiceDetail code="PIE" supplyId={99} customerKey="CLI0001" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Servizio non trovato.');
  });

  it('answered: what it is and costs, and its state on each supply', async () => {
    renderWithProviders(<ServiceDetail code="PIE" customerKey="CLI0001" />);
    const detail = await screen.findByTestId('service-detail');
    expect(detail.textContent).toContain('Un elettricista a casa tua entro 24 ore.');
    expect(detail.textContent).toMatch(/3,50\s€ al mese/);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sulle tue forniture');
    const rows = screen.getAllByTestId('service-row');
    expect(rows[0]!.textContent).toContain('attivo dal 01-03-2026');
    expect(within(rows[0]!).getByRole('link', { name: 'Vedi la pratica' }).getAttribute('href')).toBe(
      '/practices/12',
    );
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /^Attiva\s*su Ufficio \(Luce\)/ })
        .getAttribute('href'),
    ).toBe('/services/activation/PIE?supply=9');
  });

  it('on one supply: only that row', async () => {
    renderWithProviders(<ServiceDetail code="PIE" supplyId={9} customerKey="CLI0001" />);
    await screen.findByTestId('service-detail');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sulla fornitura');
    expect(screen.getAllByTestId('service-row')).toHaveLength(1);
  });

  it('a free service for gas supplies the customer lacks', async () => {
    server.use(
      answer(getServices, {
        getServicesResponse: servicesFixture({
          catalogue: [
            serviceFixture({ code: 'CALDAIA', commodity: 'gas', name: 'Caldaia sicura', monthlyFee: '0' }),
          ],
        }),
      }),
    );
    renderWithProviders(<ServiceDetail code="CALDAIA" customerKey="CLI0001" />);
    const detail = await screen.findByTestId('service-detail');
    expect(detail.textContent).toContain('Gratuito');
    expect(detail.textContent).toContain('Gas');
    expect(screen.getByText('Non hai forniture attive su cui attivare questo servizio.')).toBeTruthy();
  });
});
