// @vitest-environment jsdom
import { createInstallmentsRequest, getInvoice, getRequests } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestFixture } from '../../../testing/fixtures-bank-debit';
import { invoiceFixture } from '../../../testing/fixtures-invoices';
import { answer, failNetwork, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { RequestInstallments } from './request-installments';

const invoice = invoiceFixture();
const CONTRACT = invoice.contract.key;

const server = setupTestServer(
  answer(getInvoice, { getInvoiceResponse: invoice }),
  answer(getRequests, { getRequestsResponse: { requests: [], total: 0 } }),
);

function renderScreen() {
  return renderWithProviders(<RequestInstallments invoiceId={invoice.id} contractKey={CONTRACT} />, {
    routes: [{ path: '/invoice/:id' }],
  });
}

describe('RequestInstallments: the page', () => {
  it('loading, then the form with the heading focused', async () => {
    const held = hold(getInvoice);
    server.use(held.handler);
    renderScreen();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento…');
    held.release();
    expect(await screen.findByRole('button', { name: 'Invia la richiesta' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: '← Torna alla bolletta' }).getAttribute('href')).toBe(
      '/invoice/11',
    );
  });

  it('error: an alert, and "Riprova" loads the invoice', async () => {
    server.use(refuse(getInvoice, 500, 'Errore', { once: true }));
    const { user } = renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare la bolletta.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(/Bolletta n\. FT2026-0011/)).toBeTruthy();
  });

  it('a request in progress for this invoice: says so, no form', async () => {
    server.use(
      answer(getRequests, {
        getRequestsResponse: {
          requests: [
            requestFixture({ requestType: 'Rateizzazione', invoiceId: invoice.id, Status: 'Aperto' }),
          ],
          total: 1,
        },
      }),
    );
    renderScreen();
    expect((await screen.findByTestId('installments-in-progress')).textContent).toBe(
      MESSAGES.installmentRequestInProgress,
    );
    expect(screen.queryByRole('button', { name: 'Invia la richiesta' })).toBeNull();
  });

  it('outside the window: says when it could be asked', async () => {
    server.use(
      answer(getInvoice, {
        getInvoiceResponse: invoiceFixture({
          issueDate: '2025-01-01',
          dueDate: '2025-02-01',
          installmentsRequestable: false,
        }),
      }),
    );
    renderScreen();
    expect((await screen.findByTestId('installments-closed')).textContent).toBe(
      'La rateizzazione di questa bolletta non può essere richiesta: è possibile farlo dal 01-01-2025 al 11-02-2025, se la bolletta non è ancora pagata.',
    );
  });

  it('an invoice already in instalments says so', async () => {
    server.use(
      answer(getInvoice, {
        getInvoiceResponse: invoiceFixture({
          installmentsRequestable: false,
          paymentLevel: 'Rateizzata',
          installments: [
            {
              id: 1,
              invoiceId: 11,
              number: 1,
              dueDate: '2026-12-01',
              amount: '60',
              toBePaid: true,
              paidDate: null,
              status: 1,
            },
          ],
        }),
      }),
    );
    renderScreen();
    expect((await screen.findByTestId('installments-closed')).textContent).toBe(
      'Questa bolletta è già rateizzata.',
    );
  });
});

describe('RequestInstallments: the form', () => {
  it('sends the chosen number of rates and the trimmed note, then confirms', async () => {
    let body: unknown;
    server.use(
      handle(
        createInstallmentsRequest,
        ({ body: sent }) => {
          body = sent;
          return { createRequestResponse: requestFixture({ id: 40, requestId: 40, ticketKey: 'RAT-0040' }) };
        },
        { status: 201 },
      ),
    );
    const { user } = renderScreen();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Numero di rate' }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Note (facoltative)' }), '  Fine mese  ');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    const sent = await screen.findByTestId('installments-request-sent');
    expect(sent.textContent).toContain('Richiesta inviata!');
    expect(sent.textContent).toContain('n. RAT-0040');
    expect(body).toEqual({
      installmentsRequest: {
        invoiceId: 11,
        contractKey: CONTRACT,
        numberOfInstallments: 4,
        note: 'Fine mese',
      },
    });
  });

  it('without a note sends none, with three rates by default', async () => {
    let body: unknown;
    server.use(
      handle(createInstallmentsRequest, ({ body: sent }) => {
        body = sent;
        return { createRequestResponse: requestFixture({ id: 41 }) };
      }),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));
    await screen.findByTestId('installments-request-sent');
    expect(body).toEqual({
      installmentsRequest: { invoiceId: 11, contractKey: CONTRACT, numberOfInstallments: 3 },
    });
  });

  it('a refusal naming the number of rates shows on the select', async () => {
    server.use(
      refuse(createInstallmentsRequest, 400, 'Dati non validi', {
        fields: { 'installmentsRequest.numberOfInstallments': 'Le rate possono essere al massimo 6' },
      }),
    );
    const { user } = renderScreen();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Numero di rate' }), '12');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Le rate possono essere al massimo 6');
    const select = screen.getByRole('combobox', { name: 'Numero di rate' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    expect(screen.queryByTestId('installments-request-sent')).toBeNull();
  });

  it('a refusal without a field shows under the form, which stays', async () => {
    server.use(refuse(createInstallmentsRequest, 503, 'Servizio non disponibile, riprovare più tardi'));
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Servizio non disponibile, riprovare più tardi',
    );
    expect(screen.getByRole('button', { name: 'Invia la richiesta' })).toBeTruthy();
  });

  it('the server saying one is already in progress turns the page into that notice', async () => {
    server.use(
      refuse(createInstallmentsRequest, 409, MESSAGES.installmentRequestInProgress, {
        code: 'installment_request_in_progress',
      }),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByTestId('installments-in-progress')).toBeTruthy();
  });

  it('a lost network says to try again later', async () => {
    server.use(failNetwork(createInstallmentsRequest));
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Invia la richiesta' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/riprov/i);
  });
});
