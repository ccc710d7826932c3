// @vitest-environment jsdom
import {
  createAccountDataRequest,
  getCustomer,
  getRequests,
  startEmailCheck,
  startPhoneCheck,
} from '@sportello/contract/endpoints';
import type { BodyOf } from '@sportello/contract/endpoints';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { local, LOCAL_KEYS } from '../../../lib/storage';
import { customerFixture } from '../../../testing/fixtures-customers';
import { registryRequestFixture } from '../../../testing/fixtures-profile';
import { answer, failNetwork, handle, hold, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { ContactEditor } from './contact-editor';

const server = setupTestServer(
  answer(getCustomer, {
    getCustomerResponse: customerFixture({
      account: {
        name: 'Mario Rossi',
        phoneMobile: '+39 347 5550173',
        phoneHome: null,
        email: 'mario@example.it',
      },
    }),
  }),
  answer(getRequests, { getRequestsResponse: { requests: [], total: 0 } }),
);

afterEach(() => {
  local.remove(LOCAL_KEYS.pendingEmailCheck);
  local.remove(LOCAL_KEYS.pendingPhoneCheck);
});

function edit(field: 'email' | 'phoneMobile' | 'phoneHome') {
  return renderWithProviders(<ContactEditor field={field} />, {
    route: '/edit',
    path: '/edit',
    routes: [{ path: '/check-email' }, { path: '/check-phone' }],
  });
}

describe('ContactEditor', () => {
  it('loading: waits for the customer and its registry check', async () => {
    const held = hold(getRequests);
    server.use(held.handler);
    edit('email');
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento dei tuoi dati…');
    held.release();
    expect((await screen.findByTestId('current-value')).textContent).toBe('mario@example.it');
  });

  it('error: says so and "Riprova" reads the customer again', async () => {
    server.use(refuse(getCustomer, 500, 'Errore', { once: true }));
    const { user } = edit('email');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile caricare i tuoi dati.',
    );
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByLabelText('Nuovo indirizzo e-mail')).toBeTruthy();
  });

  it('a registry change in progress: no form, the reason and the way back', async () => {
    server.use(
      answer(getRequests, { getRequestsResponse: { requests: [registryRequestFixture()], total: 1 } }),
    );
    edit('phoneMobile');
    expect(await screen.findByTestId('registry-in-progress')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna al profilo' }).getAttribute('href')).toBe('/profile');
  });

  it('checks at the first submit, then as the person corrects', async () => {
    const { user } = edit('email');
    const input = await screen.findByLabelText('Nuovo indirizzo e-mail');
    await user.type(input, 'non-valida');
    await user.tab();
    expect(screen.queryByTestId('field-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect((await screen.findByTestId('field-error')).textContent).toBe('Indirizzo e-mail non valido');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(document.activeElement).toBe(input);
    await user.clear(input);
    await user.type(input, 'MARIO@example.it');
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toBe('Il nuovo valore è uguale a quello attuale'),
    );
    await user.clear(input);
    await waitFor(() => expect(screen.getByTestId('field-error').textContent).toBe('Campo obbligatorio'));
  });

  it('a new e-mail starts its check, keeps it pending and goes to the code page', async () => {
    let body: BodyOf<typeof startEmailCheck> | undefined;
    server.use(
      handle(startEmailCheck, ({ body: b }) => {
        body = b;
        return { emailCheckResponse: { workflowId: 'wf-1', expiresAt: '2099-01-01T10:00:00Z' } };
      }),
    );
    const { user } = edit('email');
    await user.type(await screen.findByLabelText('Nuovo indirizzo e-mail'), ' nuova@example.it ');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect(await screen.findByRole('heading', { name: 'Pagina /check-email' })).toBeTruthy();
    expect(body).toEqual({
      emailCheckRequest: { email: 'nuova@example.it', company: 'ast', accountNumber: 'CLI0001' },
    });
    const pending = JSON.parse(local.get(LOCAL_KEYS.pendingEmailCheck) ?? '{}') as Record<string, string>;
    expect(pending).toMatchObject({ workflowId: 'wf-1', field: 'email', value: 'nuova@example.it' });
  });

  it('a landline needs no code: the change request goes at once and says so', async () => {
    let body: BodyOf<typeof createAccountDataRequest> | undefined;
    server.use(
      handle(createAccountDataRequest, ({ body: b }) => {
        body = b;
        return { createRequestResponse: registryRequestFixture('IR001') };
      }),
    );
    const { user } = edit('phoneHome');
    await user.type(await screen.findByLabelText('Nuovo numero di telefono fisso'), '0815550175');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByTestId('change-in-progress')).textContent).toContain(
      'La modifica del telefono fisso è in lavorazione',
    );
    expect(body).toEqual({ accountDataRequest: { customerKey: 'CLI0001', phoneHome: '0815550175' } });
  });

  it('a refusal naming the number shows on the field', async () => {
    server.use(
      refuse(startPhoneCheck, 400, 'Dati non validi', {
        fields: { 'phoneCheckRequest.phoneNum': 'Numero già usato da un altro cliente' },
      }),
    );
    const { user } = edit('phoneMobile');
    await user.type(await screen.findByLabelText('Nuovo numero di cellulare'), '3331234567');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect((await screen.findByTestId('field-error')).textContent).toBe(
      'Numero già usato da un altro cliente',
    );
    expect(screen.queryByTestId('server-error')).toBeNull();
  });

  it('a refusal without a field, and a lost network, show as the form error', async () => {
    server.use(refuse(startPhoneCheck, 429, 'Troppe richieste: riprova tra qualche minuto', { once: true }));
    const { user } = edit('phoneMobile');
    await user.type(await screen.findByLabelText('Nuovo numero di cellulare'), '3331234567');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect((await screen.findByTestId('server-error')).textContent).toBe(
      'Troppe richieste: riprova tra qualche minuto',
    );
    server.use(failNetwork(startPhoneCheck));
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    await waitFor(() =>
      expect(screen.getByTestId('server-error').textContent).toMatch(/riprovare più tardi/),
    );
  });
});
