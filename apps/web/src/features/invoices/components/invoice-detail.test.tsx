// @vitest-environment jsdom
import {
  getInstallments,
  getInvoice,
  getInvoiceDetail,
  getInvoiceExplanation,
  getRettificaOptions,
} from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installmentFixture, invoiceDetailFixture, invoiceFixture } from '../../../testing/fixtures-invoices';
import { answer, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { InvoiceDetailView } from './invoice-detail';

const invoice = invoiceFixture();

const server = setupTestServer(
  answer(getInvoice, { getInvoiceResponse: invoice }),
  answer(getInvoiceDetail, { getInvoiceDetailResponse: invoiceDetailFixture() }),
  answer(getInvoiceExplanation, { getInvoiceExplanationResponse: { invoiceId: 11, comparisons: [] } }),
  answer(getRettificaOptions, {
    getRettificaOptionsResponse: {
      invoiceId: 11,
      estimated: false,
      reason: 'Questa bolletta si basa su una lettura reale: non c’è una stima da correggere',
      supplyKey: null,
      unit: null,
      meter: null,
      estimatedReadings: [],
      openingReadings: [],
      inProgress: false,
      photo: { maxBytes: 5242880, types: ['image/jpeg'] },
    },
  }),
);

// The "Paga senza carta" QR code is its own chunk: loaded once here, not inside a test's time.
beforeAll(() => import('./epc-qr-code'), 30_000);

const renderDetail = (props: { moduleKeys?: string[]; canCompare?: boolean } = {}) =>
  renderWithProviders(
    <InvoiceDetailView id={11} moduleKeys={props.moduleKeys ?? []} canCompare={props.canCompare} />,
  );

describe('InvoiceDetailView: the invoice', () => {
  it('loading: "Dettaglio bolletta" while it is asked, then its heading is focused', async () => {
    const held = hold(getInvoice);
    server.use(held.handler);
    renderDetail();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento della bolletta…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dettaglio bolletta');
    held.release();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fattura n. FT2026-0011' });
    expect(document.activeElement).toBe(heading);
  });

  it('error: an alert, "Riprova" and the way back; "Riprova" loads it', async () => {
    server.use(refuse(getInvoice, 500, 'Errore', { once: true }));
    const { user } = renderDetail();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare la bolletta.',
    );
    expect(screen.getByRole('link', { name: 'Torna alle bollette' }).getAttribute('href')).toBe(
      '/invoices-list',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('invoice-total')).toBeTruthy();
  });

  it("someone else's invoice (403): the message without Riprova", async () => {
    server.use(refuse(getInvoice, 403, 'Non autorizzato'));
    renderDetail();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare la bolletta.',
    );
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('answered: amounts, dates, supply, the actions it allows', async () => {
    renderDetail({ canCompare: true });
    expect((await screen.findByTestId('invoice-total')).textContent).toMatch(/^120,50\s€$/);
    expect(screen.getByTestId('invoice-to-pay').textContent).toMatch(/^120,50\s€$/);
    const actions = screen.getByRole('region', { name: 'Azioni sulla bolletta' });
    expect(
      within(actions).getByRole('link', { name: 'Richiedi la rateizzazione' }).getAttribute('href'),
    ).toBe('/invoice/11/request-installments/CTR-AST0001001-01/FT2026-0011');
    expect(within(actions).getByRole('link', { name: 'Confronta con un’altra bolletta' })).toBeTruthy();
    expect(within(actions).queryByRole('link', { name: 'Paga le rate' })).toBeNull();
  });
});

describe('InvoiceDetailView: the summary and the instalments', () => {
  it('summary loading, then its sections and total', async () => {
    const held = hold(getInvoiceDetail);
    server.use(held.handler);
    renderDetail();
    expect(await screen.findByText('Caricamento del riepilogo…')).toBeTruthy();
    held.release();
    const sections = await screen.findAllByTestId('invoice-section');
    expect(sections).toHaveLength(2);
    expect(sections[0]!.textContent).toContain('Energia F1');
    expect(sections[0]!.textContent).toMatch(/200 kWh × 0,4 €/);
    // One supply: its POD is not repeated on each line.
    expect(sections[0]!.textContent).not.toContain('IT001E00000007');
  });

  it('summary error: an alert, and "Riprova" asks it again', async () => {
    server.use(refuse(getInvoiceDetail, 500, 'Errore', { once: true }));
    const { user } = renderDetail();
    // (The download button keeps an empty alert of its own: the message is found by its text.)
    const message = await screen.findByText('Non è stato possibile caricare il riepilogo della bolletta.');
    expect(message.getAttribute('role')).toBe('alert');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('invoice-section')).toHaveLength(2);
  });

  it('an invoice in instalments lists them, with "Paga le rate" for the pay module', async () => {
    const rates = [
      installmentFixture({
        id: 1,
        number: 1,
        status: 2,
        toBePaid: false,
        paidDate: '2026-10-01',
        dueDate: '2026-10-01',
      }),
      installmentFixture({ id: 2, number: 2 }),
    ];
    server.use(
      answer(getInvoice, {
        getInvoiceResponse: invoiceFixture({
          paymentLevel: 'Rateizzata',
          installmentsRequestable: false,
          installments: rates,
        }),
      }),
      answer(getInstallments, { getInstallmentsResponse: { installments: rates } }),
    );
    renderDetail({ moduleKeys: ['pay'] });
    const items = await screen.findAllByTestId('installment');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Pagata il 01-10-2026');
    expect(screen.getByRole('link', { name: 'Paga le rate' }).getAttribute('href')).toBe(
      '/invoice/11/installments-to-pay',
    );
  });

  it('instalments error: an alert with "Riprova"', async () => {
    const rates = [installmentFixture()];
    server.use(
      answer(getInvoice, { getInvoiceResponse: invoiceFixture({ installments: rates }) }),
      refuse(getInstallments, 500, 'Errore', { once: true }),
      answer(getInstallments, { getInstallmentsResponse: { installments: rates } }),
    );
    const { user } = renderDetail();
    expect(await screen.findByText('Non è stato possibile caricare le rate.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('installment')).toHaveLength(1);
  });
});
