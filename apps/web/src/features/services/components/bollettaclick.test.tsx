// @vitest-environment jsdom
import {
  createEmailInvoiceRequest,
  getBollettaclickCanChange,
  getContracts,
  getRequests,
} from '@sportello/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contractFixture, requestFixture } from '../../../testing/fixtures-bank-debit';
import { answer, failNetwork, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { EmailInvoice } from './bollettaclick';

const contract = contractFixture();
const canChange = (over: { active?: boolean; canChange?: boolean; message?: string | null } = {}) => ({
  bollettaclickCanChangeResponse: {
    contractKey: contract.key,
    active: false,
    canChange: true,
    message: null,
    ...over,
  },
});

const server = setupTestServer(
  answer(getContracts, { getContractsResponse: { contracts: [contract], total: 1 } }),
  answer(getBollettaclickCanChange, canChange()),
  answer(getRequests, { getRequestsResponse: { requests: [], total: 0 } }),
);

const renderPage = (customerEmail: string | null = 'mario@example.it') =>
  renderWithProviders(<EmailInvoice customerKey="CLI0001" customerEmail={customerEmail} />, {
    routes: [{ path: '/practices/:id' }],
  });

const emailBox = () => screen.getByRole('textbox', { name: 'Indirizzo e-mail a cui inviare le bollette' });
const switchOn = () => screen.getByRole('button', { name: 'Attiva la bolletta via e-mail' });

describe('EmailInvoice: the contracts', () => {
  it('loading, then the one contract named', async () => {
    const held = hold(getContracts);
    server.use(held.handler);
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei contratti…');
    held.release();
    expect(await screen.findByText(`Contratto ${contract.key}`)).toBeTruthy();
  });

  it('without a customer yet: still loading', () => {
    renderWithProviders(<EmailInvoice customerKey={undefined} customerEmail={null} />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento dei contratti…');
  });

  it('error: an alert, and "Riprova" loads them', async () => {
    server.use(refuse(getContracts, 500, 'Errore', { once: true }));
    const { user } = renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare i contratti.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('bollettaclick')).toBeTruthy();
  });

  it('empty: "Non hai contratti."', async () => {
    server.use(answer(getContracts, { getContractsResponse: { contracts: [], total: 0 } }));
    renderPage();
    expect(await screen.findByText('Non hai contratti.')).toBeTruthy();
  });

  it('several: the active one first chosen, each with its state', async () => {
    const ceased = contractFixture({ id: 2, key: 'CTR-OLD', status: 'Cessato' });
    let asked: string | undefined;
    server.use(
      answer(getContracts, { getContractsResponse: { contracts: [ceased, contract], total: 2 } }),
      handle(getBollettaclickCanChange, ({ query }) => {
        asked = query.contractKey;
        return canChange();
      }),
    );
    const { user } = renderPage();
    const select = (await screen.findByRole('combobox', { name: 'Contratto' })) as HTMLSelectElement;
    expect(select.value).toBe(contract.key);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'CTR-OLD (cessato)',
      `${contract.key} (attivo)`,
    ]);
    await screen.findByTestId('bollettaclick');
    expect(asked).toBe(contract.key);
    await user.selectOptions(select, 'CTR-OLD');
    await waitFor(() => expect(asked).toBe('CTR-OLD'));
  });
});

describe('EmailInvoice: the state of a contract', () => {
  it('loading while the state is checked', async () => {
    const held = hold(getBollettaclickCanChange);
    server.use(held.handler);
    renderPage();
    expect(await screen.findByText('Verifica della bolletta via e-mail…')).toBeTruthy();
    held.release();
    expect((await screen.findByTestId('bollettaclick-state')).textContent).toBe('non attiva');
  });

  it('error: an alert, and "Riprova" reads it again', async () => {
    server.use(refuse(getBollettaclickCanChange, 500, 'Errore', { once: true }));
    const { user } = renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile leggere lo stato della bolletta via e-mail.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await screen.findByTestId('bollettaclick-state')).textContent).toBe('non attiva');
  });

  it('active: where it goes (the last address asked for), and the way to switch it off', async () => {
    server.use(
      answer(getBollettaclickCanChange, canChange({ active: true })),
      answer(getRequests, {
        getRequestsResponse: {
          requests: [requestFixture({ requestType: 'BollettaClick', details: { email: 'fatture@casa.it' } })],
          total: 1,
        },
      }),
    );
    renderPage();
    expect((await screen.findByTestId('bollettaclick')).textContent).toContain(
      'le bollette arrivano a fatture@casa.it',
    );
    expect(screen.getByRole('button', { name: 'Disattiva la bolletta via e-mail' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('blocked: the server says why, no form', async () => {
    server.use(
      answer(
        getBollettaclickCanChange,
        canChange({
          canChange: false,
          message: 'Una richiesta di modifica della bolletta via e-mail è già in lavorazione',
        }),
      ),
    );
    renderPage();
    expect((await screen.findByTestId('bollettaclick-blocked')).textContent).toBe(
      'Una richiesta di modifica della bolletta via e-mail è già in lavorazione',
    );
    expect(screen.queryByRole('button', { name: /bolletta via e-mail/ })).toBeNull();
  });
});

describe('EmailInvoice: the form', () => {
  it('starts from the customer e-mail; an empty or wrong address is refused with the contract words', async () => {
    const { user } = renderPage();
    expect(
      ((await screen.findByRole('textbox', { name: /Indirizzo e-mail/ })) as HTMLInputElement).value,
    ).toBe('mario@example.it');
    await user.clear(emailBox());
    await user.click(switchOn());
    expect((await screen.findByRole('alert')).textContent).toBe("Inserire l'indirizzo e-mail");
    await waitFor(() => expect(document.activeElement).toBe(emailBox()));
    await user.type(emailBox(), 'non-valida');
    expect((await screen.findByRole('alert')).textContent).toBe('Indirizzo e-mail non valido');
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('switching on sends the trimmed address, then links to the practice', async () => {
    let body: unknown;
    server.use(
      handle(createEmailInvoiceRequest, ({ body: sent }) => {
        body = sent;
        return {
          createRequestResponse: requestFixture({
            id: 61,
            ticketKey: 'TCK-0061',
            requestType: 'BollettaClick',
          }),
        };
      }),
    );
    const { user } = renderPage(null);
    await user.type(
      await screen.findByRole('textbox', { name: /Indirizzo e-mail/ }),
      ' fatture@azienda.example.it ',
    );
    await user.click(switchOn());
    const sent = await screen.findByTestId('bollettaclick-sent');
    expect(sent.textContent).toContain('Richiesta inviata! La pratica TCK-0061 è in lavorazione.');
    expect(screen.getByRole('link', { name: 'Segui la pratica' }).getAttribute('href')).toBe('/practices/61');
    expect(body).toEqual({
      emailInvoiceRequest: { contractKey: contract.key, enabled: true, email: 'fatture@azienda.example.it' },
    });
  });

  it('switching off sends no address', async () => {
    let body: unknown;
    server.use(
      answer(getBollettaclickCanChange, canChange({ active: true })),
      handle(createEmailInvoiceRequest, ({ body: sent }) => {
        body = sent;
        return { createRequestResponse: requestFixture({ id: 62 }) };
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disattiva la bolletta via e-mail' }));
    await screen.findByTestId('bollettaclick-sent');
    expect(body).toEqual({ emailInvoiceRequest: { contractKey: contract.key, enabled: false } });
  });

  it('a refusal naming the address shows on the field', async () => {
    server.use(
      refuse(createEmailInvoiceRequest, 400, 'Dati non validi', {
        fields: { 'emailInvoiceRequest.email': 'Dominio non accettato' },
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: /Indirizzo e-mail/ });
    await user.click(switchOn());
    expect((await screen.findByRole('alert')).textContent).toBe('Dominio non accettato');
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('bollettaclick-sent')).toBeNull();
  });

  it('a refusal without a field keeps the server words; a lost network says to try later', async () => {
    server.use(failNetwork(createEmailInvoiceRequest));
    server.use(refuse(createEmailInvoiceRequest, 409, 'Richiesta già in lavorazione', { once: true }));
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: /Indirizzo e-mail/ });
    await user.click(switchOn());
    expect((await screen.findByRole('alert')).textContent).toBe('Richiesta già in lavorazione');
    await user.click(switchOn());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Non è stato possibile inviare la richiesta. Riprova più tardi.',
      ),
    );
  });
});
