// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../../lib/session-context';
import { renderWithProviders } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { LoginForm } from './login-form';

// The login form is on the login page's eager path (no kit form code, no zod): the session's
// login is its only call, so the tests drive it through the session store.
setupTestServer();

function renderForm(result: LoginResult = { ok: true, user: { userOptions: 'x' } }) {
  let resolve!: () => void;
  const gate = new Promise<void>((r) => (resolve = r));
  const login = vi.fn(async (_username: string, _password: string) => {
    await gate;
    return result;
  });
  const onSuccess = vi.fn();
  const view = renderWithProviders(<LoginForm onSuccess={onSuccess} />, {
    route: '/login',
    session: { login, loggedIn: false, session: null },
  });
  return { ...view, login, onSuccess, answer: resolve };
}

const username = () => screen.getByLabelText('Nome utente');
const password = () => screen.getByLabelText('Password', { exact: true });
const submit = () => screen.getByRole('button', { name: 'Accedi' });

describe('LoginForm', () => {
  it('validation: both fields are required, each message tied to its field', async () => {
    const { user, login } = renderForm();
    await user.click(submit());
    expect(screen.getByText('Inserire il nome utente').id).toBe(username().getAttribute('aria-describedby'));
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Inserire la password')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    await user.type(username(), 'demo.ast');
    expect(screen.queryByText('Inserire il nome utente')).toBeNull();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in with the trimmed username, busy meanwhile, then hands over the user', async () => {
    const { user, login, onSuccess, answer } = renderForm();
    await user.type(username(), '  demo.ast ');
    await user.type(password(), 'Sportello!2026');
    await user.click(submit());
    const busy = screen.getByRole('button', { name: 'Accesso in corso…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ userOptions: 'x' }));
    expect(login).toHaveBeenCalledWith('demo.ast', 'Sportello!2026');
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('a refused login: the message read out, the button usable again', async () => {
    const { user, onSuccess, answer } = renderForm({
      ok: false,
      message: 'Nome utente o password non corretti',
    });
    answer();
    await user.type(username(), 'demo.ast');
    await user.type(password(), 'sbagliata');
    await user.click(submit());
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toBe('Nome utente o password non corretti');
    expect(error.getAttribute('role')).toBe('alert');
    expect(submit().hasAttribute('disabled')).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('links to the forgotten password and the registration', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe(
      '/password-dimenticata',
    );
    expect(screen.getByRole('link', { name: 'Non sei registrato? Registrati' }).getAttribute('href')).toBe(
      '/registrazione',
    );
  });
});
