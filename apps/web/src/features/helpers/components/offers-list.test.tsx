// @vitest-environment jsdom
import { getOffers } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerFixture } from '../../../testing/fixtures-helpers';
import { answer, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { OffersList } from './offers-list';

const fixed = offerFixture();
const bands = offerFixture({
  id: 2,
  key: 'LUCE-BI',
  name: 'Luce Bioraria',
  priceType: 'Variabile',
  prices: { f1: '0.15', f2: '0.11', f3: null, unit: '€/kWh' },
});
const gas = offerFixture({
  id: 3,
  key: 'GAS-ORA',
  name: 'Gas Orario',
  commodity: 'gas',
  priceType: 'Orario',
  prices: { f1: '0.9', f2: '0.9', f3: '0.9', unit: 'Smc' },
  monthlyFee: '12.00',
});

const server = setupTestServer(answer(getOffers, { getOffersResponse: { offers: [fixed, bands, gas] } }));

describe('OffersList', () => {
  it('loading', async () => {
    const held = hold(getOffers);
    server.use(held.handler);
    renderWithProviders(<OffersList />);
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento delle offerte…');
    held.release();
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(3);
  });

  it('error, then "Riprova" lists the offers', async () => {
    server.use(refuse(getOffers, 503, 'Non disponibile', { once: true }));
    const { user } = renderWithProviders(<OffersList />);
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare le offerte.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(3);
  });

  it('empty', async () => {
    server.use(answer(getOffers, { getOffersResponse: { offers: [] } }));
    renderWithProviders(<OffersList />);
    expect((await screen.findByText('Al momento non ci sono offerte.')).getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('offer-card')).toBeNull();
  });

  it('answered: one price when the bands agree, a price per band otherwise, the monthly fee', async () => {
    renderWithProviders(<OffersList />);
    const cards = await screen.findAllByTestId('offer-card');
    expect(screen.getByRole('list', { name: 'Offerte' })).toBeTruthy();

    const one = within(cards[0]!);
    expect(one.getByRole('heading', { level: 2 }).textContent).toBe('Luce Fissa 12');
    expect(cards[0]!.textContent).toContain('Prezzo fisso');
    expect(cards[0]!.textContent).toContain('Prezzo0,12345 €/kWh');
    expect(cards[0]!.textContent).toMatch(/Quota fissa9,90\s€ al mese/);

    const two = cards[1]!.textContent;
    expect(two).toContain('Prezzo variabile');
    expect(two).toContain('Fascia F10,15 €/kWh');
    expect(two).toContain('Fascia F20,11 €/kWh');
    expect(two).not.toContain('Fascia F3');

    expect(cards[2]!.textContent).toContain('Prezzo orario');
    expect(cards[2]!.textContent).toContain('Prezzo0,90 €/Smc');
  });
});
