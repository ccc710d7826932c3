// @vitest-environment jsdom
import { getReadings, getSupplies, getSupply } from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readingFixture, supplyDetailFixture, supplyFixture } from '../../../testing/fixtures';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ReadingsArchive, SupplyReadingsArchive } from './readings-archive';

const casa = supplyFixture({ id: 7, nickname: 'Casa', podPdr: 'IT001E7' });
const box = supplyFixture({ id: 8, nickname: 'Box', commodity: 'gas', podPdr: '0088008' });
const readingsOf = (supplyId: number, count: number, total = count) => ({
  getReadingsResponse: {
    readings: Array.from({ length: count }, (_, i) =>
      readingFixture({ id: supplyId * 1000 + i, supplyId, value: String(1000 + supplyId * 10 + i) }),
    ),
    total,
    startDate: '2024-11-26',
  },
});

const server = setupTestServer(
  answer(getSupplies, { getSuppliesResponse: { supplies: [casa, box], total: 2 } }),
  handle(getReadings, ({ query }) => readingsOf(Number(query.supplyId), 2)),
  answer(getSupply, { getSupplyResponse: supplyDetailFixture({ id: 7, nickname: 'Casa' }) }),
);

const rows = () => within(screen.getByTestId('readings-table')).getAllByRole('row').slice(1);

describe('ReadingsArchive (the customer’s supplies)', () => {
  it('loading the supplies', async () => {
    const held = hold(getSupplies);
    server.use(held.handler);
    renderWithProviders(<ReadingsArchive />);
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento delle forniture…');
    held.release();
    expect(await screen.findByTestId('readings-table')).toBeTruthy();
  });

  it('supplies failing: the message and "Riprova"', async () => {
    server.use(refuse(getSupplies, 503, 'Servizio non disponibile', { once: true }));
    const { user } = renderWithProviders(<ReadingsArchive />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare le forniture.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('readings-table')).toBeTruthy();
  });

  it('no supplies: says so', async () => {
    server.use(answer(getSupplies, { getSuppliesResponse: { supplies: [], total: 0 } }));
    renderWithProviders(<ReadingsArchive customerKey="CLI0009" />);
    expect(await screen.findByText('Non ci sono forniture da mostrare.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('answered: the first supply’s readings; choosing another shows its own', async () => {
    const { user } = renderWithProviders(<ReadingsArchive />);
    await screen.findByTestId('readings-table');
    const select = screen.getByRole('combobox', { name: 'Fornitura' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Casa (POD IT001E7)',
      'Box (PDR 0088008)',
    ]);
    expect(rows().map((r) => r.querySelector('td')?.textContent)).toEqual(['1070', '1071']);
    await user.selectOptions(select, '8');
    expect(await screen.findByText('1080')).toBeTruthy();
    expect(screen.getByTestId('readings-table').querySelector('caption')?.textContent).toContain(
      'Letture di Box',
    );
  });

  it('a single supply is still named in the select', async () => {
    server.use(answer(getSupplies, { getSuppliesResponse: { supplies: [casa], total: 1 } }));
    renderWithProviders(<ReadingsArchive />);
    await screen.findByTestId('readings-table');
    expect((screen.getByLabelText('Fornitura') as HTMLSelectElement).value).toBe('7');
  });

  it('readings failing: their own message and "Riprova"', async () => {
    server.use(refuse(getReadings, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<ReadingsArchive />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare le letture.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('readings-table')).toBeTruthy();
  });

  it('no readings: since when there are none', async () => {
    server.use(handle(getReadings, ({ query }) => readingsOf(Number(query.supplyId), 0)));
    renderWithProviders(<ReadingsArchive />);
    expect(await screen.findByText('Nessuna lettura dal 26-11-2024.')).toBeTruthy();
  });

  it('many readings: pages of 100, asked with pagingSkip', async () => {
    const skips: string[] = [];
    server.use(
      handle(getReadings, ({ query }) => {
        skips.push(query.pagingSkip ?? '');
        return readingsOf(Number(query.supplyId), 3, 250);
      }),
    );
    const { user } = renderWithProviders(<ReadingsArchive />);
    const pager = await screen.findByRole('navigation', { name: 'Pagine delle letture' });
    expect(pager.textContent).toContain('Pagina 1 di 3');
    expect(
      (within(pager).getByRole('button', { name: 'Pagina precedente' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Pagina 2 di 3')).toBeTruthy();
    expect(skips).toEqual(['0', '100']);
  });
});

describe('SupplyReadingsArchive (one supply)', () => {
  it('the supply, then its readings', async () => {
    renderWithProviders(<SupplyReadingsArchive id="7" />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento della fornitura…');
    await screen.findByTestId('readings-table');
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('a supply that is not the customer’s: not found, nothing asked of its readings', async () => {
    server.use(refuse(getSupply, 404, 'Non trovata'));
    renderWithProviders(<SupplyReadingsArchive id="99" />);
    expect((await screen.findByTestId('supply-error')).textContent).toContain('Fornitura non trovata');
    expect(screen.queryByTestId('readings-table')).toBeNull();
  });
});
