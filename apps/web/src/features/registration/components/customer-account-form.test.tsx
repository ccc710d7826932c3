// @vitest-environment jsdom
import { validateUser } from '@sportello/contract/endpoints';
import { MESSAGES } from '@sportello/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_UP_TO_PRIVACY, startDraft, usernameAnswer } from '../../../testing/fixtures-registration';
import { handle, refuse } from '../../../testing/handlers';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { readDraft } from '../api/draft';
import { availabilityStatus, CustomerAccountForm } from './customer-account-form';

const asked: string[] = [];
const server = setupTestServer(
  handle(validateUser, ({ body }) => {
    const username = body.validateUserRequest.username ?? '';
    asked.push(username);
    return usernameAnswer(username !== 'preso');
  }),
);
beforeEach(() => {
  sessionStorage.clear();
  asked.length = 0;
  startDraft({ ...CUSTOMER_UP_TO_PRIVACY, username: '', email: '' });
});

const renderForm = () =>
  renderWithProviders(<CustomerAccountForm />, {
    route: '/registrazione/cliente-sgr/username',
    path: '/registrazione/cliente-sgr/username',
    routes: [{ path: '/registrazione/cliente-sgr/privacy' }, { path: '/registrazione/cliente-sgr/:type' }],
    session: { loggedIn: false },
  });

const username = () => screen.getByLabelText('Nome utente');
const email = () => screen.getByLabelText('E-mail');

describe('CustomerAccountForm', () => {
  it('without a matched code: back to the code step', () => {
    startDraft({ type: 'company' });
    const { router } = renderForm();
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/company');
  });

  it('validation: required fields, a username with spaces, an invalid e-mail', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(await screen.findByText('Inserire il nome utente')).toBeTruthy();
    expect(screen.getByText("Inserire l'indirizzo e-mail")).toBeTruthy();
    expect(document.activeElement).toBe(username());
    await user.type(username(), 'mario rossi');
    expect(await screen.findByText(MESSAGES.usernameInvalid)).toBeTruthy();
    await user.type(email(), 'mario@');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('the username is checked as typed: "disponibile" is said politely and tied to the field', async () => {
    const { user } = renderForm();
    await user.type(username(), 'mariorossi');
    const status = await screen.findByText('Nome utente disponibile');
    expect(status.closest('[aria-live="polite"]')).toBeTruthy();
    expect(username().getAttribute('aria-describedby')).toContain(status.id);
    expect(asked).toEqual(['mariorossi']);
  });

  it('a username in use is refused on the field, and "Continua" does not go on', async () => {
    const { user, router } = renderForm();
    await user.type(username(), 'preso');
    expect(await screen.findByText('Nome utente non valido o già in uso. Riprova')).toBeTruthy();
    await user.type(email(), 'mario@example.it');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/username');
  });

  it('a failed check is said, and the form still goes on (the server checks again at the end)', async () => {
    server.use(refuse(validateUser, 500, 'Errore'));
    const { user, router } = renderForm();
    await user.type(username(), 'mariorossi');
    expect(await screen.findByText(/Non è stato possibile verificare la disponibilità/)).toBeTruthy();
    await user.type(email(), ' mario@example.it ');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await screen.findByRole('heading', { name: 'Pagina /registrazione/cliente-sgr/privacy' });
    expect(router.state.location.pathname).toBe('/registrazione/cliente-sgr/privacy');
  });

  it('available: the draft keeps username and e-mail, and the privacy step follows', async () => {
    const { user } = renderForm();
    await user.type(username(), 'mariorossi');
    await screen.findByText('Nome utente disponibile');
    await user.type(email(), 'mario@example.it');
    await user.click(screen.getByRole('button', { name: 'Continua' }));
    await screen.findByRole('heading', { name: 'Pagina /registrazione/cliente-sgr/privacy' });
    expect(readDraft().customer).toMatchObject({ username: 'mariorossi', email: 'mario@example.it' });
  });
});

describe('availabilityStatus', () => {
  it('words each state of the check', () => {
    expect(availabilityStatus({ state: 'checking' })).toBe('Verifica della disponibilità…');
    expect(availabilityStatus({ state: 'available' })).toBe('Nome utente disponibile');
    expect(availabilityStatus({ state: 'error' })).toMatch(/riproveremo all’invio/);
    expect(availabilityStatus({ state: 'idle' })).toBeUndefined();
    expect(availabilityStatus({ state: 'taken', message: 'x' })).toBeUndefined();
  });
});
