// @vitest-environment jsdom
import { getInsolvencies } from '@sportello/contract/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayFromToday } from '../../../testing/fixtures-invoices';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import type { Insolvency } from '../api/get-insolvencies';
import { InsolvencyBanner } from './insolvency-banner';

function overdue(overrides: Partial<Insolvency> = {}): Insolvency {
  return {
    invoiceId: 11,
    invoiceKey: 'FT2026-0011',
    installmentId: null,
    contractId: 1,
    contractKey: 'CTR-AST0001001-01',
    customerId: 1,
    dueDate: dayFromToday(-5),
    amount: '120.50',
    daysOverdue: 5,
    ...overrides,
  };
}

const answerWith = (insolvencies: Insolvency[]) =>
  answer(getInsolvencies, { getInsolvenciesResponse: { insolvencies, totalAmount: '0' } });

const server = setupTestServer(answerWith([overdue()]));

const renderBanner = (moduleKeys: string[] = ['panoram']) =>
  renderWithProviders(<InsolvencyBanner customerKey="CLI0001" moduleKeys={moduleKeys} />);

describe('InsolvencyBanner', () => {
  it('a hint, never a blocker: nothing while loading', async () => {
    const held = hold(getInsolvencies);
    server.use(held.handler);
    const { container } = renderBanner();
    await waitFor(() => expect(container.textContent).toBe(''));
    held.release();
    expect(await screen.findByTestId('insolvency-banner')).toBeTruthy();
  });

  it('nothing when the call fails', async () => {
    server.use(refuse(getInsolvencies, 500, 'Errore'));
    const { container, queryClient } = renderBanner();
    await waitFor(() => expect(queryClient.getQueryState(['insolvencies', 'CLI0001'])?.status).toBe('error'));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('nothing asked without the panoram module', async () => {
    let asked = false;
    server.use(
      handle(getInsolvencies, () => {
        asked = true;
        return { getInsolvenciesResponse: { insolvencies: [overdue()], totalAmount: '0' } };
      }),
    );
    const { container } = renderBanner(['pay']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(false);
    expect(container.textContent).toBe('');
  });

  it('nothing when nothing is overdue (empty, or not yet due)', async () => {
    server.use(answerWith([overdue({ dueDate: dayFromToday(3), daysOverdue: 0 })]));
    const { container, queryClient } = renderBanner();
    await waitFor(() =>
      expect(queryClient.getQueryState(['insolvencies', 'CLI0001'])?.status).toBe('success'),
    );
    expect(container.textContent).toBe('');
  });

  it('an overdue bill: amount, days, pay now and ask for instalments (inside the window)', async () => {
    renderBanner();
    const banner = await screen.findByTestId('insolvency-banner');
    expect(within(banner).getByRole('heading', { level: 2 }).textContent).toBe('Hai pagamenti scaduti');
    expect(screen.getByTestId('insolvency-amount').textContent).toMatch(/^120,50\s€$/);
    expect(screen.getByTestId('insolvency-days').textContent).toBe('5 giorni');
    expect(banner.textContent).toContain('C’è 1 pagamento scaduto');
    expect(within(banner).getByRole('link', { name: 'Paga ora' }).getAttribute('href')).toBe(
      '/invoices-list?outstandingOnly=true&seleziona=scadute',
    );
    expect(within(banner).getByRole('link', { name: 'Chiedi la rateizzazione' }).getAttribute('href')).toBe(
      '/invoice/11/request-installments/CTR-AST0001001-01/FT2026-0011',
    );
    expect(within(banner).getByRole('link', { name: 'Contattaci' }).getAttribute('href')).toBe('/support');
  });

  it('overdue instalments of two bills: a way to pay each, no "Paga ora", no request past the window', async () => {
    server.use(
      answerWith([
        overdue({
          installmentId: 1,
          invoiceId: 20,
          invoiceKey: 'FT-20',
          dueDate: dayFromToday(-40),
          amount: '10',
        }),
        overdue({
          installmentId: 2,
          invoiceId: 21,
          invoiceKey: 'FT-21',
          dueDate: dayFromToday(-2),
          amount: '15',
        }),
      ]),
    );
    renderBanner();
    const banner = await screen.findByTestId('insolvency-banner');
    expect(banner.textContent).toContain('Ci sono 2 pagamenti scaduti');
    expect(screen.getByTestId('insolvency-days').textContent).toBe('40 giorni');
    const links = within(banner).getAllByRole('link', { name: /Paga le rate scadute/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/invoice/20/installments-to-pay',
      '/invoice/21/installments-to-pay',
    ]);
    expect(links[1]!.textContent).toContain('della bolletta FT-21');
    expect(within(banner).queryByRole('link', { name: 'Paga ora' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Chiedi la rateizzazione' })).toBeNull();
  });
});
