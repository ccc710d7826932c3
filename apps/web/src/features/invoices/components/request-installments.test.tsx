// @vitest-environment jsdom
import {
  createInstallmentsRequest,
  getInstallmentOptions,
  getInvoice,
  getRequests,
} from '@sportello/contract/endpoints';
import type { InstallmentOptions } from '@sportello/contract';
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

const eligible: InstallmentOptions = {
  invoiceId: 11,
  eligible: true,
  reasons: [],
  case: {
    code: 'ritardo-fatturazione',
    title: 'Bolletta emessa oltre 45 giorni dopo la fine del periodo fatturato.',
    source: 'ARERA, Testo integrato fatturazione (TIF)',
    regulated: true,
    interestFree: true,
  },
  amount: '120.50',
  minInstallments: 2,
  maxInstallments: 12,
  annualRate: 0,
  firstDueDate: '2026-12-10',
  periodMonths: 1,
  interestFrom: '2026-12-10',
};

const server = setupTestServer(
  answer(getInstallmentOptions, { getInstallmentOptionsResponse: eligible }),
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

describe('RequestInstallments: the case and the plan', () => {
  it('an eligible bill: the case with its source, and the plan simulated for the number chosen', async () => {
    const { user } = renderScreen();
    const notice = await screen.findByTestId('installments-case');
    expect(notice.textContent).toContain('Puoi pagare questa bolletta a rate.');
    expect(notice.textContent).toContain('Fonte: ARERA, Testo integrato fatturazione (TIF).');
    expect(notice.textContent).toContain('Da 2 a 12 rate, senza interessi.');
    expect(screen.getAllByTestId('planned-installment')).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Numero di rate' }), '2');
    const rows = screen.getAllByTestId('planned-installment');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^110-12-202660,25\s€$/),
      expect.stringMatching(/^210-01-202760,25\s€$/),
    ]);
    expect(screen.getByTestId('installment-plan-total').textContent).toMatch(/^120,50\s€$/);
    expect(screen.getByRole('table', { name: 'Piano simulato in 2 rate' })).toBeTruthy();
  });

  it('with interest: the rate and the interest of each instalment', async () => {
    server.use(
      answer(getInstallmentOptions, {
        getInstallmentOptionsResponse: {
          ...eligible,
          annualRate: 2.15,
          case: { ...eligible.case!, code: 'offerta-venditore', regulated: false, interestFree: false },
        },
      }),
    );
    renderScreen();
    expect((await screen.findByTestId('installments-case')).textContent).toContain(
      'con interessi al tasso annuo del 2,15%',
    );
    expect(screen.getByRole('columnheader', { name: 'di cui interessi' })).toBeTruthy();
  });

  it('not eligible: why, and no form', async () => {
    server.use(
      answer(getInstallmentOptions, {
        getInstallmentOptionsResponse: {
          ...eligible,
          eligible: false,
          reasons: ['L’importo da pagare è inferiore a 50 euro.'],
          case: null,
          amount: null,
          minInstallments: null,
          maxInstallments: null,
          annualRate: null,
          firstDueDate: null,
          periodMonths: null,
          interestFrom: null,
        },
      }),
    );
    renderScreen();
    const notice = await screen.findByTestId('installments-not-eligible');
    expect(notice.textContent).toContain('Questa bolletta non si può rateizzare.');
    expect(notice.textContent).toContain('L’importo da pagare è inferiore a 50 euro.');
    expect(screen.queryByRole('button', { name: 'Invia la richiesta' })).toBeNull();
  });

  it('the options failing: an alert with "Riprova"', async () => {
    server.use(refuse(getInstallmentOptions, 500, 'Errore', { once: true }));
    const { user } = renderScreen();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('installments-case')).toBeTruthy();
  });
});
