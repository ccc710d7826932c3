// @vitest-environment jsdom
import {
  getContracts,
  getCustomer,
  getReadingReminders,
  getRequests,
  getUser,
} from '@sportello/contract/endpoints';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../testing/fixtures-customers';
import { sessionWithContracts, userFixture } from '../../../testing/fixtures-help';
import { contractFixture, registryRequestFixture } from '../../../testing/fixtures-profile';
import { answer, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ProfileView } from './profile-view';

const debit = contractFixture({
  id: 4,
  key: 'CTR-0004',
  banking: {
    paymentMethod: 'SDD',
    iban: 'IT60X0542811101000000123456',
    bic: null,
    accountHolder: 'Mario Rossi',
    accountHolderFiscalCode: null,
    sddStatus: 'Attiva',
  },
});

const server = setupTestServer(
  answer(getUser, { getUserResponse: userFixture() }),
  answer(getCustomer, { getCustomerResponse: customerFixture() }),
  answer(getContracts, { getContractsResponse: { contracts: [contractFixture(), debit], total: 2 } }),
  answer(getRequests, { getRequestsResponse: { requests: [], total: 0 } }),
  answer(getReadingReminders, { getReadingRemindersResponse: { success: true, enabled: true } }),
);

function show() {
  return renderWithProviders(<ProfileView />, {
    route: '/profile',
    path: '/profile',
    session: { session: sessionWithContracts(['CTR-0003']), customerId: 1 },
  });
}

describe('ProfileView', () => {
  it('loading: a polite status until user and customer are both read', async () => {
    const held = hold(getUser);
    server.use(held.handler);
    show();
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento del profilo…');
    held.release();
    expect(await screen.findByRole('heading', { name: 'Il tuo accesso' })).toBeTruthy();
  });

  it('error: the customer refused, "Riprova" reads it again', async () => {
    server.use(refuse(getCustomer, 500, 'Errore', { once: true }));
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare il profilo.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('profile-email')).toBeTruthy();
  });

  it("error: a refusal keeps the server's reason", async () => {
    server.use(refuse(getUser, 403, 'Utente non autorizzato'));
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile caricare il profilo. Utente non autorizzato',
    );
  });

  it('answered: user, customer, contacts, each contract and the consents', async () => {
    show();
    expect((await screen.findByTestId('profile-email')).textContent).toBe('mario@example.it');
    expect(screen.getByText('mario.rossi')).toBeTruthy();
    expect(screen.getByText('CLI0001')).toBeTruthy();
    expect(screen.getByText('Cliente privato · Titolare')).toBeTruthy();
    expect(screen.getByTestId('profile-home-phone').textContent).toBe('Non indicato');
    const contracts = await screen.findAllByTestId('profile-contract');
    expect(contracts).toHaveLength(2);
    expect(contracts[0]!.textContent).toContain('Via Roma 1, 10100 Torino (TO)');
    expect(
      within(contracts[0]!).getByRole('link', { name: 'Attiva la domiciliazione' }).getAttribute('href'),
    ).toBe('/add-bank-debit?contractKey=CTR-0003');
    expect(within(contracts[1]!).getByTestId('bank-debit-state').textContent).toBe('Attiva');
    expect(contracts[1]!.textContent).toContain('IBAN IT60');
    expect(screen.getByTestId('profile-privacy').textContent).toBe(
      'Comunicazioni della società: sì · Partner terzi: no',
    );
    expect(screen.getByTestId('profile-push').textContent).toBe('Commerciali: no · Di servizio: sì');
    expect(screen.getByRole('link', { name: 'Modifica e-mail' }).getAttribute('href')).toBe('/edit-email');
    expect(screen.queryByTestId('registry-in-progress')).toBeNull();
  });

  it('contracts: loading, then an error with "Riprova", then none', async () => {
    const held = hold(getContracts);
    server.use(held.handler);
    show();
    expect(await screen.findByText('Caricamento dei contratti…')).toBeTruthy();
    held.release();
    await screen.findAllByTestId('profile-contract');
  });

  it('contracts: a failed read says so inside its card and "Riprova" reads them again', async () => {
    server.use(refuse(getContracts, 500, 'Errore', { once: true }));
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare i contratti.');
    expect(screen.getByTestId('profile-email')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findAllByTestId('profile-contract')).toHaveLength(2);
  });

  it('contracts: none says so', async () => {
    server.use(answer(getContracts, { getContractsResponse: { contracts: [], total: 0 } }));
    show();
    expect(await screen.findByText('Nessun contratto associato a questo cliente.')).toBeTruthy();
  });

  it('a registry change in progress disables the changes it blocks, saying why', async () => {
    server.use(
      answer(getRequests, { getRequestsResponse: { requests: [registryRequestFixture()], total: 1 } }),
    );
    show();
    const notice = await screen.findByTestId('registry-in-progress');
    expect(notice.textContent).toContain('Variazione anagrafica in corso.');
    const blocked = screen.getByRole('button', { name: 'Modifica e-mail' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    expect(blocked.getAttribute('aria-describedby')).toBe(notice.id);
    // The password is not a registry change.
    expect(screen.getByRole('link', { name: 'Cambia password' })).toBeTruthy();
  });

  it('a failed check of registry changes says so with "Riprova"', async () => {
    server.use(refuse(getRequests, 500, 'Errore', { once: true }));
    const { user } = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile verificare le variazioni in corso.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await screen.findAllByTestId('profile-contract');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
