// @vitest-environment jsdom
import { getSupplies } from '@sportello/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { supplyFixture } from '../../../testing/fixtures';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { SupplyList } from './supply-list';

const luce = supplyFixture({ id: 7, nickname: 'Casa al mare', podPdr: 'IT001E00000007' });
const gas = supplyFixture({
  id: 8,
  commodity: 'gas',
  podPdr: '00880000000008',
  nickname: null,
  consumptionUnit: 'Smc',
  address: { address: 'Corso Francia 3', postalCode: '10138', locality: 'Torino', province: 'TO' },
});

const server = setupTestServer(
  answer(getSupplies, { getSuppliesResponse: { supplies: [luce, gas], total: 2 } }),
);

describe('SupplyList', () => {
  it('loading: says so politely while the list is asked', async () => {
    const held = hold(getSupplies);
    server.use(held.handler);
    renderWithProviders(<SupplyList />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Caricamento delle forniture…');
    expect(status.getAttribute('aria-busy')).toBe('true');
    held.release();
    expect(await screen.findByRole('list', { name: 'Forniture' })).toBeTruthy();
  });

  it('error: an alert with the message, and "Riprova" asks again and shows the list', async () => {
    server.use(refuse(getSupplies, 500, 'Errore interno', { once: true }));
    const { user } = renderWithProviders(<SupplyList />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare le forniture.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('supply-card')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('empty: the message of an empty list, worded for active supplies when asked for those', async () => {
    let asked: Record<string, string | undefined> = {};
    server.use(
      handle(getSupplies, ({ query }) => {
        asked = query;
        return { getSuppliesResponse: { supplies: [], total: 0 } };
      }),
    );
    renderWithProviders(<SupplyList activeOnly />);
    const empty = await screen.findByText('Non ci sono forniture attive da mostrare.');
    expect(empty.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list')).toBeNull();
    expect(asked.activeOnly).toBe('true');
  });

  it('answered: a card per supply with its name, link, address and identifier', async () => {
    renderWithProviders(<SupplyList customerKey="CLI0001" titleLevel={2} />);
    const cards = await screen.findAllByTestId('supply-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2 }).textContent).toBe('Casa al mare');
    expect(first.getByRole('link', { name: 'Casa al mare' }).getAttribute('href')).toBe('/supplies/7');
    expect(cards[0]!.textContent).toContain('IT001E00000007');
    expect(cards[1]!.textContent).toContain('Corso Francia 3');
    expect(cards[1]!.className).toContain('supply-card--gas');
  });

  it('asks the list of the customer it is given', async () => {
    let customerKey: string | undefined;
    server.use(
      handle(getSupplies, ({ query }) => {
        customerKey = query.customerKey;
        return { getSuppliesResponse: { supplies: [luce], total: 1 } };
      }),
    );
    renderWithProviders(<SupplyList customerKey="CLI0042" />);
    await waitFor(() => expect(customerKey).toBe('CLI0042'));
    expect(await screen.findAllByTestId('supply-card')).toHaveLength(1);
  });
});
