// @vitest-environment jsdom
import { getInvoice, getInvoiceDetail, getInvoices } from '@sportello/contract/endpoints';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceDetailFixture, invoiceFixture } from '../../../testing/fixtures-invoices';
import { answer, errorBody, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { InvoiceComparison } from './invoice-comparison';

const first = invoiceFixture();
const earlier = invoiceFixture({
  id: 10,
  key: 'FT2026-0010',
  issueDate: '2026-09-10',
  totalAmount: '100.00',
});
const otherSupply = invoiceFixture({ id: 9, key: 'FT2026-0009', supplyId: 8 });

const server = setupTestServer(
  handle(getInvoice, ({ params }) => ({ getInvoiceResponse: params.id === '10' ? earlier : first })),
  answer(getInvoices, {
    getInvoicesResponse: { invoices: [first, earlier, otherSupply], total: 3, outstandingAmount: '0' },
  }),
  handle(getInvoiceDetail, ({ params }) => ({
    getInvoiceDetailResponse: invoiceDetailFixture({ invoiceId: Number(params.id) }),
  })),
);

describe('InvoiceComparison: the first bill', () => {
  it('loading, then the choice of the second', async () => {
    const held = hold(getInvoice);
    server.use(held.handler);
    renderWithProviders(<InvoiceComparison id={11} />);
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento della bolletta…');
    held.release();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Scegli la bolletta da mettere a confronto' }),
    ).toBeTruthy();
  });

  it('error: an alert, the way back, and "Riprova"', async () => {
    server.use(refuse(getInvoice, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<InvoiceComparison id={11} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare la bolletta.',
    );
    expect(screen.getByRole('link', { name: 'Torna alle bollette' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(/Stai confrontando la bolletta/)).toBeTruthy();
  });
});

describe('InvoiceComparison: the choice of the second bill', () => {
  it('only the same supply bills, linking to the comparison', async () => {
    let asked: string | undefined;
    server.use(
      handle(getInvoices, ({ query }) => {
        asked = query.supplyId;
        return {
          getInvoicesResponse: { invoices: [first, earlier, otherSupply], total: 3, outstandingAmount: '0' },
        };
      }),
    );
    renderWithProviders(<InvoiceComparison id={11} />);
    const candidates = await screen.findAllByTestId('comparison-candidate');
    expect(asked).toBe('7');
    expect(candidates).toHaveLength(1);
    expect(candidates[0]!.querySelector('a')?.getAttribute('href')).toBe('/invoice/11/comparation/10');
  });

  it('candidates loading and error with "Riprova"', async () => {
    server.use(refuse(getInvoices, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<InvoiceComparison id={11} />);
    expect(await screen.findByText('Non è stato possibile caricare le altre bollette.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('comparison-candidate')).toHaveLength(1);
  });

  it('none to compare: says so', async () => {
    server.use(
      answer(getInvoices, { getInvoicesResponse: { invoices: [first], total: 1, outstandingAmount: '0' } }),
    );
    renderWithProviders(<InvoiceComparison id={11} />);
    expect(
      await screen.findByText('Non ci sono altre bollette della stessa fornitura da confrontare.'),
    ).toBeTruthy();
  });
});

describe('InvoiceComparison: side by side', () => {
  it('the two bills and their sections line by line', async () => {
    renderWithProviders(<InvoiceComparison id={11} otherId={10} />);
    expect(await screen.findByTestId('comparison-lines')).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: /Bolletta/ }).length).toBeGreaterThanOrEqual(2);
  });

  it('the same bill twice: asks for another', async () => {
    renderWithProviders(<InvoiceComparison id={11} otherId={11} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Scegli una bolletta diversa da questa.');
    expect(screen.getByRole('link', { name: 'Scegli un’altra bolletta da confrontare' })).toBeTruthy();
  });

  it('the second bill failing: an alert, "Riprova" and the way to choose another', async () => {
    let failed = false;
    server.use(
      handle(getInvoice, ({ params }) => {
        if (params.id === '10' && !failed) {
          failed = true;
          return Response.json(errorBody(500, 'Errore'), { status: 500 });
        }
        return { getInvoiceResponse: params.id === '10' ? earlier : first };
      }),
    );
    const { user } = renderWithProviders(<InvoiceComparison id={11} otherId={10} />);
    expect(await screen.findByText('Non è stato possibile caricare la seconda bolletta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scegli un’altra bolletta da confrontare' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('comparison-lines')).toBeTruthy();
  });

  it('the details failing: an alert with "Riprova"', async () => {
    server.use(refuse(getInvoiceDetail, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<InvoiceComparison id={11} otherId={10} />);
    expect(
      await screen.findByText('Non è stato possibile caricare il dettaglio delle bollette.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('comparison-lines')).toBeTruthy();
  });
});
