// @vitest-environment jsdom
import { getInstallments, getInvoice } from '@sportello/contract/endpoints';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installmentFixture, invoiceFixture } from '../../../testing/fixtures-invoices';
import { answer, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { InstallmentsToPay } from './installments-to-pay';

const rates = [
  installmentFixture({
    id: 1,
    number: 1,
    amount: '40.00',
    status: 2,
    toBePaid: false,
    paidDate: '2026-10-01',
  }),
  installmentFixture({ id: 2, number: 2, amount: '40.00' }),
  installmentFixture({ id: 3, number: 3, amount: '40.50' }),
];

const server = setupTestServer(
  answer(getInvoice, {
    getInvoiceResponse: invoiceFixture({ paymentLevel: 'Rateizzata', installments: rates }),
  }),
  answer(getInstallments, { getInstallmentsResponse: { installments: rates } }),
);

const renderPage = () => renderWithProviders(<InstallmentsToPay invoiceId={11} />);

describe('InstallmentsToPay', () => {
  it('loading while the invoice, then its instalments, are asked', async () => {
    const held = hold(getInstallments);
    server.use(held.handler);
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento delle rate…');
    expect(await screen.findByText('Bolletta n. FT2026-0011')).toBeTruthy();
    held.release();
    expect(await screen.findAllByTestId('installment-to-pay')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Rate da pagare' }));
  });

  it('the invoice failing: an alert, and "Riprova" asks again', async () => {
    server.use(refuse(getInvoice, 500, 'Errore', { once: true }));
    const { user } = renderPage();
    expect(await screen.findByText('Non è stato possibile caricare le rate.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('installment-to-pay')).toHaveLength(2);
  });

  it('the instalments failing: "Riprova" asks them again', async () => {
    server.use(refuse(getInstallments, 503, 'Non disponibile', { once: true }));
    const { user } = renderPage();
    expect(await screen.findByText('Non è stato possibile caricare le rate.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('installment-to-pay')).toHaveLength(2);
  });

  it('all paid: says so, no payment', async () => {
    server.use(answer(getInstallments, { getInstallmentsResponse: { installments: [rates[0]!] } }));
    renderPage();
    expect(await screen.findByText('Non ci sono rate da pagare: sono tutte saldate.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Paga online' })).toBeNull();
  });

  it('the unpaid ones come chosen; unchoosing them all disables the payment', async () => {
    const { user } = renderPage();
    const boxes = (await screen.findAllByRole('checkbox')) as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    expect(screen.getByText(/Totale da pagare/).textContent).toMatch(/80,50\s€/);
    await user.click(boxes[0]!);
    expect(screen.getByText(/Totale da pagare/).textContent).toMatch(/40,50\s€/);
    await user.click(boxes[1]!);
    expect((screen.getByRole('button', { name: 'Paga online' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Scegli almeno una rata.')).toBeTruthy();
  });

  it('pays the chosen instalments only; a refusal is announced and the choice stays', async () => {
    let sent: unknown;
    server.use(
      http.post('*/Erp/v1/payments', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { error: { code: 'conflict', message: 'Un pagamento di queste rate è già in corso' } },
          { status: 409 },
        );
      }),
    );
    const { user } = renderPage();
    const boxes = (await screen.findAllByRole('checkbox')) as HTMLInputElement[];
    await user.click(boxes[0]!);
    await user.click(screen.getByRole('button', { name: 'Paga online' }));
    expect((await screen.findByText('Un pagamento di queste rate è già in corso')).getAttribute('role')).toBe(
      'alert',
    );
    // Only instalment 3 (40,50 €) was still chosen.
    const body = JSON.stringify(sent);
    expect([...body.matchAll(/"installmentId":(\d+)/g)].map((m) => m[1])).toEqual(['3']);
    expect(body).toMatch(/"totalAmount":"?40\.50?"?/);
    expect(boxes.map((b) => b.checked)).toEqual([false, true]);
  });
});
