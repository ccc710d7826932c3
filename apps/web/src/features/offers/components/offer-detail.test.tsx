// @vitest-environment jsdom
import { getOffer } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { offerFixture } from '../../../testing/fixtures';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { OfferDetail } from './offer-detail';

const byBand = offerFixture({
  key: 'OFF-LUCE-3F',
  name: 'Luce Tre Fasce',
  priceType: 'Variabile',
  prices: { f1: '0.15', f2: '0.125', f3: '0.1', unit: '€/kWh' },
  monthlyFee: '9.00',
  validFrom: '2025-03-01',
});

const server = setupTestServer(answer(getOffer, { getOfferResponse: byBand }));

const renderOffer = (offerKey = 'OFF-LUCE-3F') =>
  renderWithProviders(<OfferDetail offerKey={offerKey} />, { routes: [{ path: '/supplies' }] });

describe('OfferDetail', () => {
  it('loading: the page is "Offerta" while it is asked', async () => {
    const held = hold(getOffer);
    server.use(held.handler);
    renderOffer();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dell’offerta…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Offerta');
    held.release();
    expect((await screen.findByRole('heading', { level: 1, name: 'Luce Tre Fasce' })).tabIndex).toBe(-1);
  });

  it('not found: says so without "Riprova", with the way back to the supplies', async () => {
    server.use(refuse(getOffer, 404, 'Offerta non trovata'));
    renderOffer('NESSUNA');
    expect((await screen.findByRole('alert')).textContent).toBe('Offerta non trovata.');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna alle forniture' }).getAttribute('href')).toBe('/supplies');
  });

  it('error: an alert, and "Riprova" loads the offer', async () => {
    server.use(refuse(getOffer, 500, 'Errore', { once: true }));
    const { user } = renderOffer();
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare l’offerta.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Luce Tre Fasce' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Torna alle forniture' })).toBeNull();
  });

  it('answered by bands: asked by its code, a row per band with its hours, and the conditions', async () => {
    let asked: { id?: string; useExtKey?: string } = {};
    server.use(
      handle(getOffer, ({ params, query }) => {
        asked = { id: params.id, useExtKey: query.useExtKey };
        return { getOfferResponse: byBand };
      }),
    );
    const headingRef = createRef<HTMLHeadingElement>();
    renderWithProviders(<OfferDetail offerKey="OFF-LUCE-3F" headingRef={headingRef} />);
    const rows = await screen.findAllByTestId('offer-price');
    expect(asked).toEqual({ id: 'OFF-LUCE-3F', useExtKey: 'true' });
    expect(headingRef.current?.textContent).toBe('Luce Tre Fasce');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent?.slice(0, 8))).toEqual([
      'Fascia F',
      'Fascia F',
      'Fascia F',
    ]);
    expect(within(rows[1]!).getByRole('cell').textContent).toBe('0,125 €/kWh');
    expect(screen.getByText(/Offerta luce · codice OFF-LUCE-3F/)).toBeTruthy();
    expect(screen.getByTestId('offer-price-type').textContent).toContain('Prezzo variabile');
    expect(screen.getByTestId('offer-fee').textContent).toMatch(/^9,00\s€ al mese$/);
    expect(screen.getByTestId('offer-valid-from').textContent).toBe('Valida dal 01-03-2025');
  });

  it('one price: a single row "Prezzo unico"', async () => {
    server.use(answer(getOffer, { getOfferResponse: offerFixture() }));
    renderOffer('OFF-LUCE-1');
    const [row] = await screen.findAllByTestId('offer-price');
    expect(within(row!).getByRole('rowheader').textContent).toBe('Prezzo unico');
    expect(within(row!).getByRole('cell').textContent).toBe('0,120 €/kWh');
  });

  it('without prices says they are not given', async () => {
    server.use(
      answer(getOffer, {
        getOfferResponse: offerFixture({ prices: { f1: null, f2: null, f3: null, unit: '€/kWh' } }),
      }),
    );
    renderOffer('OFF-LUCE-1');
    expect(await screen.findByText('Prezzi non indicati.')).toBeTruthy();
    expect(screen.queryByTestId('offer-prices')).toBeNull();
  });
});
