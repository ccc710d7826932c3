// @vitest-environment jsdom
import { getConsumptions, getSupply, type ResponseOf } from '@sportello/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { supplyDetailFixture } from '../../../testing/fixtures';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ConsumptionGraphs } from './consumption-graphs';

// uPlot draws on a canvas jsdom does not have: the chart's own lifecycle is tested in useChart.
const drawn = vi.hoisted(() => [] as number[][][]);
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    constructor(_options: unknown, data: number[][]) {
      drawn.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const gas = supplyDetailFixture({
  id: 8,
  key: 'FOR0008',
  nickname: 'Caldaia',
  commodity: 'gas',
  podPdr: '00880000000008',
  consumptionUnit: 'Smc',
});

/** Monthly gas consumption of the asked year: 10 Smc in January, 20 in February… */
function monthlyGas(query: { startDate?: string; endDate?: string }): ResponseOf<typeof getConsumptions> {
  const year = (query.startDate ?? '2026-01-01').slice(0, 4);
  const total = [10, 20, 30, ...Array<number | null>(9).fill(null)];
  return {
    getConsumptionsResponse: {
      supplyId: 8,
      supplyKey: 'FOR0008',
      commodity: 'gas',
      unit: 'Smc',
      detail: 'monthly',
      hourly: false,
      bands: false,
      startDate: query.startDate ?? '',
      endDate: query.endDate ?? '',
      columns: {
        step: 'month',
        start: `${year}-01-01`,
        total,
        f1: null,
        f2: null,
        f3: null,
        band: null,
        estimated: [2],
      },
      totals: { total: 60, f1: null, f2: null, f3: null },
    },
  };
}
const consumptions = handle(getConsumptions, ({ query }) => monthlyGas(query));

const server = setupTestServer(answer(getSupply, { getSupplyResponse: gas }), consumptions);

const show = () =>
  renderWithProviders(<ConsumptionGraphs id="8" backTo="/supplies/8" />, {
    route: '/supplies/8/graphs',
    path: '/supplies/:id/graphs',
  });

describe('ConsumptionGraphs', () => {
  it('loading: the supply, then the consumption', async () => {
    const held = hold(getConsumptions);
    server.use(held.handler);
    show();
    expect(screen.getByRole('status').textContent).toBe('Caricamento della fornitura…');
    expect(await screen.findByText('Caricamento dei consumi…')).toBeTruthy();
    held.release();
    expect(await screen.findByTestId('graph-data')).toBeTruthy();
  });

  it('the consumption failing: the message and "Riprova", which draws the chart', async () => {
    server.use(refuse(getConsumptions, 500, 'Errore', { once: true }));
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare i consumi.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('graph-data')).toBeTruthy();
  });

  it('a supply that is not the customer’s: not found, no consumption asked', async () => {
    server.use(refuse(getSupply, 403, 'Vietato'));
    show();
    expect((await screen.findByTestId('supply-error')).textContent).toContain('Fornitura non trovata');
    expect(screen.queryByTestId('graph-data')).toBeNull();
  });

  it('answered: the chart drawn with the figures, totals and the data table', async () => {
    show();
    const data = await screen.findByTestId('graph-data');
    expect(data.getAttribute('data-detail')).toBe('monthly');
    expect(screen.getByText(/Caldaia/).closest('p')?.textContent).toContain('PDR 00880000000008');
    expect(screen.getByRole('link', { name: 'Torna alla fornitura' }).getAttribute('href')).toBe(
      '/supplies/8',
    );
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('Grafico a barre dei consumi, mensile');
    await waitFor(() => expect(Array.from(drawn.at(-1)?.[1]?.slice(0, 3) ?? [])).toEqual([10, 20, 30]));
    const totals = within(screen.getByRole('list', { name: 'Totali del periodo' }));
    expect(totals.getByRole('listitem').textContent).toMatch(/^Consumo: 60 Smc$/);
    const table = screen.getByTestId('consumption-table');
    expect(within(table).getAllByRole('row')[3]?.textContent).toContain('(stimato)');
  });

  it('the data table opens as a region on request', async () => {
    const { user } = show();
    await screen.findByTestId('graph-data');
    const toggle = screen.getByRole('button', { name: 'Mostra la tabella dei dati' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('region', { name: 'Tabella dei dati' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Nascondi la tabella dei dati' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('comparing with the previous year asks that year too and adds its column', async () => {
    const starts: string[] = [];
    server.use(
      handle(getConsumptions, ({ query }) => {
        starts.push(query.startDate ?? '');
        return monthlyGas(query);
      }),
    );
    const { user } = show();
    await screen.findByTestId('graph-data');
    await user.click(screen.getByTestId('compare-toggle'));
    expect(await screen.findByTestId('previous-total')).toBeTruthy();
    expect(new Set(starts.map((s) => s.slice(0, 4))).size).toBe(2);
    expect(
      within(screen.getByTestId('consumption-table')).getByRole('columnheader', { name: 'Anno precedente' }),
    ).toBeTruthy();
  });

  it('gas: only the monthly detail; says why', async () => {
    show();
    await screen.findByTestId('graph-data');
    expect(
      within(screen.getByRole('group', { name: 'Dettaglio dei consumi' })).getAllByRole('button'),
    ).toHaveLength(1);
    expect(screen.getByText(/solo per le forniture con misura oraria/)).toBeTruthy();
  });
});
