// @vitest-environment jsdom
import { createBankAccountChangeRequest, getContracts, getRequests } from '@sportello/contract/endpoints';
import { IBAN_MESSAGES, MESSAGES } from '@sportello/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractFixture, requestFixture } from '../../../testing/fixtures-bank-debit';
import { answer, failNetwork, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { BankDebitScreen } from './bank-debit-form';

const IBAN = 'IT60X0542811101000000123456';
const first = contractFixture();
const second = contractFixture({
  id: 2,
  key: 'CTR-AST0001001-02',
  banking: { ...first.banking, paymentMethod: 'SDD', iban: IBAN, sddStatus: 'Attiva' },
});

const server = setupTestServer(
  answer(getContracts, { getContractsResponse: { contracts: [first], total: 1 } }),
  answer(getRequests, { getRequestsResponse: { requests: [], total: 0 } }),
);

function renderScreen(mode: 'add' | 'edit' = 'add') {
  return renderWithProviders(<BankDebitScreen customerKey="CLI0001" mode={mode} />, {
    route: `/${mode}-bank-debit`,
    path: `/${mode}-bank-debit`,
    routes: [{ path: '/profile' }],
  });
}

const ibanBox = () => screen.getByRole('textbox', { name: /IBAN del conto/ });
const holderBox = () => screen.getByRole('textbox', { name: 'Intestatario del conto' });
const fiscalBox = () => screen.getByRole('textbox', { name: /Codice fiscale del sottoscrittore/ });

describe('BankDebitScreen: the contracts', () => {
  it('loading: says the contracts are being loaded', async () => {
    const held = hold(getContracts);
    server.use(held.handler);
    renderScreen();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei contratti…');
    held.release();
    expect(await screen.findByTestId('debit-status')).toBeTruthy();
  });

  it('error: an alert, and "Riprova" loads the contract', async () => {
    server.use(refuse(getContracts, 500, 'Errore interno', { once: true }));
    const { user } = renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare i contratti.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await screen.findByTestId('debit-status')).textContent).toBe('Domiciliazione non attiva');
  });

  it('empty: says there is no active contract, and shows no form', async () => {
    server.use(answer(getContracts, { getContractsResponse: { contracts: [], total: 0 } }));
    renderScreen();
    expect(await screen.findByText(MESSAGES.noActiveContract)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('without a customer asks nothing and says nothing', () => {
    renderWithProviders(<BankDebitScreen customerKey={undefined} mode="add" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Attiva la domiciliazione bancaria');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('answered with two contracts: a choice, and the chosen one is shown', async () => {
    server.use(answer(getContracts, { getContractsResponse: { contracts: [first, second], total: 2 } }));
    const { user } = renderScreen('edit');
    const select = await screen.findByRole('combobox', { name: 'Contratto' });
    expect(screen.getByTestId('debit-current').textContent).toContain(first.key);
    expect(await screen.findByText(/la domiciliazione non è attiva/)).toBeTruthy();
    await user.selectOptions(select, second.key);
    expect(screen.getByTestId('debit-current').textContent).toContain('IT60 •••• 3456');
    expect(screen.getByTestId('debit-status').textContent).toBe('Domiciliazione bancaria attiva');
    expect(await screen.findByRole('form', { name: 'Cambia il conto di addebito' })).toBeTruthy();
  });

  it('a change in progress (newest request not closed) shows the notice instead of the form', async () => {
    server.use(
      answer(getRequests, {
        getRequestsResponse: { requests: [requestFixture({ Status: 'Aperta' })], total: 1 },
      }),
    );
    renderScreen();
    expect((await screen.findByTestId('debit-in-progress')).textContent).toBe(
      MESSAGES.bankDebitChangeInProgress,
    );
    expect(screen.queryByRole('textbox', { name: /IBAN del conto/ })).toBeNull();
  });

  it('add mode on a contract already paid by direct debit links to the change', async () => {
    server.use(answer(getContracts, { getContractsResponse: { contracts: [second], total: 1 } }));
    renderScreen('add');
    const link = await screen.findByRole('link', { name: 'Cambia il conto' });
    expect(link.getAttribute('href')).toBe('/edit-bank-debit');
  });
});

describe('BankDebitScreen: the IBAN form', () => {
  it('checks an Italian IBAN live, with the domain rule, and confirms a valid one', async () => {
    const { user } = renderScreen();
    await user.type(
      await screen.findByRole('textbox', { name: /IBAN del conto/ }),
      'IT60X054281110100000012345',
    );
    expect(screen.queryByRole('alert')).toBeNull(); // not whole, not left yet
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(IBAN_MESSAGES.italianLength);
    expect(ibanBox().getAttribute('aria-invalid')).toBe('true');

    await user.clear(ibanBox());
    await user.type(ibanBox(), 'IT61X0542811101000000123456');
    expect((await screen.findByText(IBAN_MESSAGES.checkDigits)).getAttribute('role')).toBe('alert');

    await user.clear(ibanBox());
    await user.type(ibanBox(), 'IT60 X054 2811 1010 0000 0123 456');
    const ok = await screen.findByText('IBAN valido: IT60 X054 2811 1010 0000 0123 456');
    expect(ibanBox().getAttribute('aria-invalid')).toBeNull();
    expect(ibanBox().getAttribute('aria-describedby')).toContain(ok.id);
  });

  it('a whole Italian IBAN is checked before the box is left', async () => {
    const { user } = renderScreen();
    await user.type(
      await screen.findByRole('textbox', { name: /IBAN del conto/ }),
      'IT61X0542811101000000123456',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(IBAN_MESSAGES.checkDigits);
    expect(document.activeElement).toBe(ibanBox());
  });

  it('an empty submit shows every message and focuses the first invalid field', async () => {
    let posted = false;
    server.use(
      handle(createBankAccountChangeRequest, () => {
        posted = true;
        return { createRequestResponse: requestFixture() };
      }),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Attiva la domiciliazione' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      IBAN_MESSAGES.required,
      "Inserire l'intestatario del conto",
      MESSAGES.signerTaxCodeInvalid,
    ]);
    await waitFor(() => expect(document.activeElement).toBe(ibanBox()));
    expect(holderBox().getAttribute('aria-invalid')).toBe('true');
    expect(fiscalBox().getAttribute('aria-describedby')).toContain(alerts[2]!.id);
    expect(posted).toBe(false);
  });

  it('the signer fiscal code is checked when left', async () => {
    const { user } = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: /Codice fiscale/ }), 'RSSMRA80A01H501X');
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.signerTaxCodeInvalid);
  });

  async function fillValid(user: ReturnType<typeof renderScreen>['user']) {
    await user.type(
      await screen.findByRole('textbox', { name: /IBAN del conto/ }),
      'it60 x054 2811 1010 0000 0123 456',
    );
    await user.type(holderBox(), '  Officine Bianchi S.r.l. ');
    await user.type(fiscalBox(), 'rssmra80a01h501u');
  }

  it('sends the normalised request and says it was sent', async () => {
    let body: unknown;
    server.use(
      handle(
        createBankAccountChangeRequest,
        ({ body: sent }) => {
          body = sent;
          return { createRequestResponse: requestFixture({ Status: 'Aperta' }) };
        },
        { status: 201 },
      ),
    );
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Attiva la domiciliazione' }));
    expect((await screen.findByTestId('debit-sent')).textContent).toContain('Richiesta inviata');
    expect(body).toEqual({
      bankAccountChangeRequest: {
        contractKey: first.key,
        action: 'Activate',
        iban: IBAN,
        accountHolder: 'Officine Bianchi S.r.l.',
        accountHolderFiscalCode: 'RSSMRA80A01H501U',
      },
    });
    expect(await screen.findByTestId('debit-in-progress')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /IBAN del conto/ })).toBeNull();
  });

  it('a refusal naming the IBAN shows on the IBAN box', async () => {
    server.use(
      refuse(createBankAccountChangeRequest, 400, 'Dati non validi', {
        fields: { 'bankAccountChangeRequest.iban': 'IBAN non accettato dalla banca' },
      }),
    );
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Attiva la domiciliazione' }));
    expect((await screen.findByRole('alert')).textContent).toBe('IBAN non accettato dalla banca');
    expect(ibanBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('debit-error')).toBeNull();
    expect(screen.queryByTestId('debit-sent')).toBeNull();
  });

  it('a refusal without a field shows as the form error', async () => {
    server.use(
      refuse(
        createBankAccountChangeRequest,
        409,
        'È già in corso una variazione della domiciliazione bancaria per questo contratto',
      ),
    );
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Attiva la domiciliazione' }));
    expect((await screen.findByTestId('debit-error')).textContent).toBe(
      'È già in corso una variazione della domiciliazione bancaria per questo contratto',
    );
    expect(screen.getByRole('button', { name: 'Attiva la domiciliazione' })).toBeTruthy();
  });

  it('a lost network shows the generic message', async () => {
    server.use(failNetwork(createBankAccountChangeRequest));
    const { user } = renderScreen();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Attiva la domiciliazione' }));
    expect(await screen.findByTestId('debit-error')).toBeTruthy();
  });

  it('the revocation (edit mode) sends a Revoke and shows a refusal', async () => {
    let body: unknown;
    server.use(
      answer(getContracts, { getContractsResponse: { contracts: [second], total: 1 } }),
      handle(createBankAccountChangeRequest, ({ body: sent }) => {
        body = sent;
        return refuseBody();
      }),
    );
    const { user } = renderScreen('edit');
    await user.click(await screen.findByRole('button', { name: 'Revoca la domiciliazione' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Revoca non possibile');
    expect(body).toEqual({ bankAccountChangeRequest: { contractKey: second.key, action: 'Revoke' } });
  });
});

function refuseBody(): Response {
  return Response.json({ error: { code: 'conflict', message: 'Revoca non possibile' } }, { status: 409 });
}
