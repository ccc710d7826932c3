// @vitest-environment jsdom
import { getBillForecasts } from '@sportello/contract/endpoints';
import type { SupplyForecast } from '@sportello/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, hold, on, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { BillForecast } from './bill-forecast';

const forecast = (over: Partial<SupplyForecast> = {}): SupplyForecast => ({
  supplyId: 5,
  supplyKey: 'SUP-5',
  commodity: 'gas',
  nickname: null,
  unit: 'Smc',
  forecast: {
    periodStart: '2026-11-01',
    periodEnd: '2026-12-31',
    issueDate: '2027-01-08',
    dueDate: '2027-01-28',
    amount: '327.00',
    low: '282.00',
    high: '372.00',
    consumption: 400,
    basis: 'lastYear',
    assumptions: [
      'Consumi come negli stessi mesi dell’anno scorso: circa 400 Smc.',
      'Prezzi dell’offerta Gas Fisso, fissi.',
    ],
  },
  reason: null,
  ...over,
});

const server = setupTestServer(
  answer(getBillForecasts, {
    getBillForecastsResponse: {
      forecasts: [
        forecast(),
        forecast({
          supplyId: 6,
          commodity: 'luce',
          nickname: 'Casa',
          forecast: null,
          reason: 'Non c’è ancora una bolletta.',
        }),
      ],
    },
  }),
);

describe('BillForecast', () => {
  it('loading', async () => {
    const held = hold(getBillForecasts);
    server.use(held.handler);
    renderWithProviders(<BillForecast customerKey="MES0001013" />);
    expect((await screen.findByRole('status')).textContent).toBe('Calcolo della previsione…');
    held.release();
  });

  it('error, then "Riprova"', async () => {
    server.use(refuse(getBillForecasts, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<BillForecast customerKey="MES0001013" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile calcolare la previsione della prossima bolletta.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('forecast')).toHaveLength(2);
  });

  it('empty', async () => {
    server.use(answer(getBillForecasts, { getBillForecastsResponse: { forecasts: [] } }));
    renderWithProviders(<BillForecast customerKey="MES0001013" />);
    expect(await screen.findByText('Nessuna fornitura attiva di cui prevedere la bolletta.')).toBeTruthy();
  });

  it('shows each supply’s amount, date, range and assumptions, or why not', async () => {
    const { user } = renderWithProviders(<BillForecast customerKey="MES0001013" />);
    const [gas, luce] = await screen.findAllByTestId('forecast');
    expect(within(gas!).getByRole('heading', { name: 'Gas' })).toBeTruthy();
    expect(within(gas!).getByTestId('forecast-amount').textContent).toMatch(/^327,00\s€$/);
    expect(gas!.textContent).toMatch(/08-01-2027/);
    expect(within(gas!).getByTestId('forecast-range').textContent).toMatch(/Tra 282,00\s€ e 372,00\s€/);
    await user.click(within(gas!).getByText('Cosa assume la previsione'));
    expect(within(gas!).getByText(/stessi mesi dell’anno scorso/)).toBeTruthy();
    expect(within(luce!).getByRole('heading', { name: 'Luce · Casa' })).toBeTruthy();
    expect(luce!.textContent).toMatch(/Non c’è ancora una bolletta/);
  });

  it('on a supply’s page, asks for that supply only', async () => {
    let asked: unknown;
    server.use(
      on(getBillForecasts).reply(({ query }) => {
        asked = query;
        return { getBillForecastsResponse: { forecasts: [forecast()] } };
      }),
    );
    renderWithProviders(<BillForecast customerKey="MES0001013" supplyId={5} />);
    expect(await screen.findAllByTestId('forecast')).toHaveLength(1);
    expect(asked).toMatchObject({ customerKey: 'MES0001013', supplyId: '5' });
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});
