// @vitest-environment jsdom
import { getInvoices } from '@sportello/contract/endpoints';
import type { Invoice } from '@sportello/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { invoiceFixture } from '../../../testing/fixtures-invoices';
import { answer, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { InvoiceList, type InvoiceListProps } from './invoice-list';

const toPay = invoiceFixture();
const late = invoiceFixture({ id: 12, key: 'FT2026-0012', paymentLevel: 'Scaduta', amountToPay: '30.00' });
const paid = invoiceFixture({
  id: 13,
  key: 'NC2026-0013',
  invoiceTypeCode: 3, // not a list-view type: downloaded, not opened
  invoiceTypeDescription: 'Nota di credito',
  paymentLevel: 'Pagata',
  amountToPay: '0',
  supplyId: null,
});

const page = (invoices: Invoice[], total = invoices.length, outstandingAmount = '150.50') => ({
  getInvoicesResponse: { invoices, total, outstandingAmount },
});

const server = setupTestServer(answer(getInvoices, page([toPay, late, paid])));

function renderList(props: Partial<InvoiceListProps> = {}) {
  const onOutstandingOnlyChange = vi.fn<(value: boolean) => void>();
  const result = renderWithProviders(
    <InvoiceList
      params={{ customerId: 1 }}
      outstandingOnly={false}
      onOutstandingOnlyChange={onOutstandingOnlyChange}
      {...props}
    />,
    { routes: [{ path: '/invoice/:id' }] },
  );
  return { ...result, onOutstandingOnlyChange };
}

describe('InvoiceList', () => {
  it('loading: says the bills are being loaded', async () => {
    const held = hold(getInvoices);
    server.use(held.handler);
    renderList();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento delle bollette…');
    held.release();
    expect(await screen.findAllByTestId('invoice-card')).toHaveLength(3);
  });

  it('error: an alert, and "Riprova" loads them', async () => {
    server.use(refuse(getInvoices, 500, 'Errore', { once: true }));
    const { user } = renderList();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare le bollette.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('invoice-card')).toHaveLength(3);
  });

  it('empty: worded for the filter', async () => {
    server.use(answer(getInvoices, page([], 0, '0')));
    renderList({ outstandingOnly: true });
    expect(await screen.findByText('Non ci sono bollette da pagare.')).toBeTruthy();
    expect(screen.queryByTestId('outstanding-amount')).toBeNull();
  });

  it('empty without the filter', async () => {
    server.use(answer(getInvoices, page([], 0, '0')));
    renderList();
    expect(await screen.findByText('Non ci sono bollette da mostrare.')).toBeTruthy();
  });

  it('answered: count, total to pay, a card per bill; list-view types open, others download', async () => {
    let asked: Record<string, string | undefined> = {};
    server.use(
      handle(getInvoices, ({ query }) => {
        asked = query;
        return page([toPay, late, paid], 7);
      }),
    );
    renderList({ supplyName: (id) => (id === 7 ? 'Casa' : undefined) });
    const cards = await screen.findAllByTestId('invoice-card');
    expect(asked).toMatchObject({ customerId: '1', pagingSkip: '0' });
    expect(screen.getByTestId('invoice-count').textContent).toBe('Visualizzate 3 di 7 bollette');
    expect(screen.getByTestId('outstanding-amount').textContent).toMatch(/Totale da pagare: 150,50\s€/);
    expect(within(cards[0]!).getByRole('link', { name: 'Fattura n. FT2026-0011' }).getAttribute('href')).toBe(
      '/invoice/11',
    );
    expect(cards[0]!.textContent).toContain('Casa (luce)');
    expect(within(cards[2]!).queryByRole('link')).toBeNull();
    expect(within(cards[2]!).getByRole('button', { name: /Scarica PDF NC2026-0013/ })).toBeTruthy();
    expect(cards[2]!.textContent).toContain('Più forniture (bolletta multisito)');
  });

  it('the "only to pay" box follows the click and tells the page', async () => {
    const { user, onOutstandingOnlyChange } = renderList();
    await screen.findAllByTestId('invoice-card');
    const box = screen.getByRole('checkbox', {
      name: 'Mostra solo le bollette da pagare',
    }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(onOutstandingOnlyChange).toHaveBeenCalledWith(true);
  });

  it('"Mostra altre bollette" loads the next page and focuses its first bill', async () => {
    const more = invoiceFixture({ id: 14, key: 'FT2026-0014' });
    server.use(
      handle(getInvoices, ({ query }) =>
        query.pagingSkip === '0' ? page([toPay, late], 3) : page([more], 3),
      ),
    );
    const { user } = renderList();
    await screen.findAllByTestId('invoice-card');
    await user.click(screen.getByRole('button', { name: 'Mostra altre bollette' }));
    await waitFor(() => expect(screen.getAllByTestId('invoice-card')).toHaveLength(3));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Fattura n. FT2026-0014' })),
    );
    expect(screen.queryByRole('button', { name: 'Mostra altre bollette' })).toBeNull();
  });

  it('bills to pay can be chosen together; the overdue ones when asked by the banner', async () => {
    const { user } = renderList({ preselect: 'scadute' });
    const summary = await screen.findByTestId('pay-several-summary');
    await waitFor(() => expect(summary.textContent).toMatch(/^1 bolletta scelta, totale 30,00\s€$/));
    await user.click(screen.getByRole('button', { name: 'Scegli tutte le bollette da pagare' }));
    expect(summary.textContent).toMatch(/^2 bollette scelte, totale 150,50\s€$/);
    // The paid bill has no box.
    expect(screen.getAllByRole('checkbox', { name: /Paga insieme ad altre/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Togli la scelta' }));
    expect(summary.textContent).toBe('Scegli le bollette da pagare con le caselle.');
  });
});
