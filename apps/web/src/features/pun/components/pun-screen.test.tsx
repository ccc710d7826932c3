// @vitest-environment jsdom
import { getConsumptions, getQuotations, getSupplies, getSupply } from '@sportello/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offerFixture, supplyDetailFixture, supplyFixture } from '../../../testing/fixtures';
import { answer, hold, on, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { PunScreen } from './pun-screen';

// uPlot draws on a canvas jsdom does not have: the chart's lifecycle is tested in useChart.
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    setSize() {}
    destroy() {}
  },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const DAY = '2026-11-24';

/** The PUN of a day, hour by hour (0,1000 €/kWh at midnight, a tenth of a cent more each hour), or the month's average. */
const quotations = on(getQuotations).reply(({ query }) => {
  const day = query.startDate ?? DAY;
  const hourly = query.detail !== 'monthly';
  return {
    getQuotationsResponse: {
      type: 'PUN',
      detail: hourly ? 'hourly' : 'monthly',
      unit: '€/kWh',
      startDate: day,
      endDate: query.endDate ?? day,
      firstDate: '2026-01-01',
      lastDate: DAY,
      average: null,
      quotations: hourly
        ? Array.from({ length: 24 }, (_, hour) => ({
            period: `${day}T${String(hour).padStart(2, '0')}`,
            date: day,
            hour,
            price: 0.1 + hour / 1000,
            min: 0.1,
            max: 0.2,
          }))
        : [{ period: day.slice(0, 7), date: day, hour: null, price: 0.1234, min: 0.1, max: 0.2 }],
    },
  };
});

const hourlySupply = supplyDetailFixture({
  id: 7,
  nickname: 'Casa',
  hourly: true,
  offer: offerFixture({ priceType: 'Orario' }),
  technicalData: { ...supplyDetailFixture().technicalData!, fullCapacityStartDate: '2025-01-01' },
});

const server = setupTestServer(quotations);

/** A customer with one hourly supply, whose day used 1 kWh each hour. */
function withHourlySupply(kWhPerHour: number | null = 1) {
  server.use(
    answer(getSupplies, {
      getSuppliesResponse: { supplies: [supplyFixture({ id: 7, nickname: 'Casa' })], total: 1 },
    }),
    answer(getSupply, { getSupplyResponse: hourlySupply }),
    on(getConsumptions).reply(({ query }) => ({
      getConsumptionsResponse: {
        supplyId: 7,
        supplyKey: 'FOR0007',
        commodity: 'luce',
        unit: 'kWh',
        detail: 'hourly',
        hourly: true,
        bands: true,
        startDate: query.startDate ?? DAY,
        endDate: query.endDate ?? DAY,
        columns: {
          step: 'hour',
          start: query.startDate ?? DAY,
          total: Array<number | null>(24).fill(kWhPerHour),
          f1: null,
          f2: null,
          f3: null,
          band: kWhPerHour === null ? '-'.repeat(24) : '3'.repeat(24),
          estimated: [],
        },
        totals: { total: 24, f1: null, f2: null, f3: null },
      },
    })),
  );
}

const show = (route = '/pun', customerKey?: string) =>
  renderWithProviders(<PunScreen {...(customerKey ? { customerKey } : {})} />, { route, path: '/pun' });

describe('PunScreen', () => {
  it('loading: the PUN’s own loading text', async () => {
    const held = hold(getQuotations);
    server.use(held.handler);
    show();
    expect((await screen.findByText('Caricamento del PUN…')).getAttribute('role')).toBe('status');
    held.release();
    expect(await screen.findByTestId('pun-day')).toBeTruthy();
  });

  it('a failure: the message and "Riprova", which shows the day', async () => {
    server.use(refuse(getQuotations, 500, 'Errore', { once: true }));
    const { user } = show();
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare il PUN.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('pun-day')).toBeTruthy();
  });

  it('a day outside the published range: the server’s reason and a way back to the newest day', async () => {
    server.use(
      refuse(getQuotations, 400, 'Il PUN è disponibile dal 01-01-2026 al 24-11-2026', { once: true }),
    );
    const { user, router } = show('/pun?giorno=2001-01-01');
    const error = await screen.findByTestId('pun-error');
    expect(error.textContent).toContain('Il PUN è disponibile dal 01-01-2026');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    await user.click(within(error).getByRole('button', { name: 'Mostra l’ultimo giorno disponibile' }));
    expect(router.state.location.search).toBe('');
  });

  it('answered: the day, its averages, the hour-by-hour table and the chart', async () => {
    show();
    const section = await screen.findByTestId('pun-day');
    expect(section.getAttribute('data-day')).toBe(DAY);
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('martedì 24-11-2026');
    expect(screen.getByTestId('pun-day-average').textContent).toBe('0,1115 €/kWh');
    expect(await screen.findByText('0,1234 €/kWh')).toBeTruthy();
    const rows = within(screen.getByTestId('pun-table')).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[1]!.textContent).toBe('00–01F30,1000');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'Grafico del PUN ora per ora, 24-11-2026',
    );
    expect((screen.getByLabelText('Giorno') as HTMLInputElement).value).toBe(DAY);
    expect((screen.getByRole('button', { name: 'Giorno successivo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByTestId('pun-cost-box')).toBeNull();
  });

  it('the previous day is asked through the address', async () => {
    const { user, router } = show();
    await screen.findByTestId('pun-day');
    await user.click(screen.getByRole('button', { name: 'Giorno precedente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?giorno=2026-11-23'));
    expect((await screen.findByTestId('pun-day')).getAttribute('data-day')).toBe('2026-11-23');
  });

  it('an hourly supply: what its day cost at the PUN', async () => {
    withHourlySupply(1);
    show('/pun', 'CLI0001');
    const cost = await screen.findByTestId('pun-cost');
    expect(screen.getByTestId('pun-cost-kwh').textContent).toBe('24 kWh');
    expect(cost.textContent).toContain('la fornitura Casa ha consumato');
    expect(screen.getByTestId('pun-cost-euro').textContent).toMatch(/^2,68\s€$/);
    expect(
      within(screen.getByTestId('pun-table')).getByRole('columnheader', { name: 'Costo (€)' }),
    ).toBeTruthy();
  });

  it('an hourly supply whose day is not measured yet: says so, no cost', async () => {
    withHourlySupply(null);
    show('/pun', 'CLI0001');
    expect(await screen.findByText(/non sono ancora disponibili/)).toBeTruthy();
    expect(screen.queryByTestId('pun-cost')).toBeNull();
  });

  it('the supply’s consumption failing: its message and "Riprova"', async () => {
    withHourlySupply(1);
    server.use(refuse(getConsumptions, 500, 'Errore', { once: true }));
    const { user } = show('/pun', 'CLI0001');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare i tuoi consumi di questo giorno.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('pun-cost')).toBeTruthy();
  });
});
