// @vitest-environment jsdom
import { createCreditRefundRequest, getCustomerBalance } from '@sportello/contract/endpoints';
import type { CustomerBalanceView, CustomerRequest } from '@sportello/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, hold, on, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { CreditRefund } from './credit-refund';

const balance = (over: Partial<CustomerBalanceView> = {}): CustomerBalanceView => ({
  customerKey: 'MES0001013',
  credit: '420.00',
  owed: '80.00',
  requested: '0.00',
  balance: '340.00',
  inCredit: true,
  refundable: '340.00',
  refundInProgress: false,
  ...over,
});

const practice = (details: Record<string, unknown>): CustomerRequest => ({
  id: 77,
  requestId: 77,
  ticketKey: 'RIC-2026-ABCD1234',
  requestType: 'RimborsoCredito',
  CreatedDate: '2026-11-26T10:00:00.000Z',
  PhaseCode: 'RC010',
  Status: 'Aperto',
  customerId: 1,
  customerKey: 'MES0001013',
  contractId: null,
  contractKey: null,
  invoiceId: null,
  details,
  StatusMessage: null,
  StatusDate: null,
});

const server = setupTestServer(answer(getCustomerBalance, { getCustomerBalanceResponse: balance() }));

describe('CreditRefund', () => {
  it('loading', async () => {
    const held = hold(getCustomerBalance);
    server.use(held.handler);
    renderWithProviders(<CreditRefund customerKey="MES0001013" />);
    expect((await screen.findByTestId('credit-loading')).textContent).toBe('Caricamento del saldo…');
    held.release();
  });

  it('error, then "Riprova"', async () => {
    server.use(refuse(getCustomerBalance, 500, 'Errore', { once: true }));
    const { user } = renderWithProviders(<CreditRefund customerKey="MES0001013" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile leggere il saldo.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('credit-amount')).toBeTruthy();
  });

  it('empty: a balance not in credit shows nothing', async () => {
    server.use(
      answer(getCustomerBalance, {
        getCustomerBalanceResponse: balance({ inCredit: false, balance: '-10.00', refundable: '0.00' }),
      }),
    );
    const { queryClient } = renderWithProviders(<CreditRefund customerKey="MES0001013" />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['money', 'balance', 'MES0001013'])?.status).toBe('success'),
    );
    expect(screen.queryByTestId('credit-refund')).toBeNull();
  });

  it('refuses an invalid IBAN before sending, then files the transfer', async () => {
    let sent: unknown;
    server.use(
      on(createCreditRefundRequest).reply(({ body }) => {
        sent = body;
        return {
          createRequestResponse: practice({
            mode: 'bonifico',
            amount: '340.00',
            iban: 'IT60X0542811101000000123456',
            accountHolder: 'Francesco Ricci',
          }),
        };
      }),
    );
    const { user } = renderWithProviders(<CreditRefund customerKey="MES0001013" />);
    expect((await screen.findByTestId('credit-amount')).textContent).toMatch(/^340,00\s€$/);
    await user.click(screen.getByRole('button', { name: 'Chiedi il rimborso del credito' }));
    await user.type(await screen.findByLabelText('IBAN'), 'IT60X0542811101000000123457');
    await user.type(screen.getByLabelText('Intestatario del conto'), 'Francesco Ricci');
    await user.click(screen.getByRole('button', { name: 'Chiedi il rimborso' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/IBAN non valido/);
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBeUndefined();
    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'IT60X0542811101000000123456');
    await user.click(screen.getByRole('button', { name: 'Chiedi il rimborso' }));
    expect((await screen.findByTestId('refund-filed')).textContent).toMatch(
      /RIC-2026-ABCD1234.*340,00\s€ con bonifico/,
    );
    expect(sent).toEqual({
      creditRefundRequest: {
        customerKey: 'MES0001013',
        mode: 'bonifico',
        iban: 'IT60X0542811101000000123456',
        accountHolder: 'Francesco Ricci',
      },
    });
  });

  it('keeps the credit for the next bills, and shows the server’s refusal', async () => {
    server.use(
      refuse(createCreditRefundRequest, 409, 'È già in corso una richiesta di rimborso del credito'),
    );
    const { user } = renderWithProviders(<CreditRefund customerKey="MES0001013" />);
    await user.click(await screen.findByRole('button', { name: 'Chiedi il rimborso del credito' }));
    await user.click(await screen.findByLabelText('Tenuto per le prossime bollette'));
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chiedi il rimborso' }));
    expect((await screen.findByTestId('refund-refused')).textContent).toBe(
      'È già in corso una richiesta di rimborso del credito',
    );
  });

  it('a refund in progress says so', async () => {
    server.use(
      answer(getCustomerBalance, {
        getCustomerBalanceResponse: balance({ inCredit: false, refundInProgress: true, requested: '340.00' }),
      }),
    );
    renderWithProviders(<CreditRefund customerKey="MES0001013" />);
    expect((await screen.findByRole('status')).textContent).toMatch(
      /in corso la tua richiesta di rimborso di 340,00\s€/,
    );
  });
});
