// @vitest-environment jsdom
import { doLogin } from '@sportello/contract/endpoints';
import { screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { local, LOCAL_KEYS } from '../../../lib/storage';
import { platform, setPlatform } from '../../../platform';
import { createSimulatedPlatform, type Simulation } from '../../../platform/simulated';
import { userFixture } from '../../../testing/fixtures-auth';
import { answer, failNetwork, handle, refuse } from '../../../testing/handlers';
import { renderWithProviders, testSession } from '../../../testing/render';
import { setupTestServer } from '../../../testing/server';
import { CREDENTIALS_KEY, isBiometricActive, readCredentials } from '../api/credentials';
import { WRONG_PASSWORD_MESSAGE } from '../api/confirm-password';
import { ConfirmPasswordBiometric, NO_BIOMETRY_MESSAGE } from './confirm-password-biometric';

vi.stubGlobal('__APP_VERSION__', '0.9.1');

const fresh = testSession('ast', { sessionId: 'confermata' });
const server = setupTestServer(
  answer(doLogin, { doLoginResponse: { user: userFixture(), sessionId: 'confermata', session: fresh } }),
);

const web = platform();
let simulate: Simulation;
beforeEach(() => {
  localStorage.clear();
  const simulated = createSimulatedPlatform();
  simulate = simulated.simulate;
  setPlatform(simulated.platform);
  local.set(LOCAL_KEYS.user, JSON.stringify({ username: 'demo.ast' }));
});
afterAll(() => setPlatform(web));

function renderForm() {
  const onActivated = vi.fn();
  const adoptSession = vi.fn();
  const view = renderWithProviders(<ConfirmPasswordBiometric onActivated={onActivated} />, {
    route: '/confirm-psw-biometric',
    routes: [{ path: '/applogin' }],
    session: { adoptSession },
  });
  return { ...view, onActivated, adoptSession };
}

const passwordBox = () => screen.getByLabelText('Password', { exact: true });
const confirm = () => screen.getByRole('button', { name: 'Conferma' });

describe('ConfirmPasswordBiometric', () => {
  it('validation: the contract’s "Inserire la password", on the field, with the focus there', async () => {
    const { user } = renderForm();
    await user.click(confirm());
    expect((await screen.findByText('Inserire la password')).getAttribute('role')).toBe('alert');
    expect(passwordBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(passwordBox());
    await user.type(passwordBox(), 'x');
    expect(screen.queryByText('Inserire la password')).toBeNull();
  });

  it('confirms the password, asks the fingerprint, keeps the credentials and turns the login on', async () => {
    let sent: unknown;
    server.use(
      handle(doLogin, ({ body }) => {
        sent = body;
        return { doLoginResponse: { user: userFixture(), sessionId: 'confermata', session: fresh } };
      }),
    );
    const { user, onActivated, adoptSession } = renderForm();
    await user.type(passwordBox(), 'Sportello!2026');
    await user.click(confirm());
    await vi.waitFor(() => expect(simulate.prompt()).toContain("Conferma l'impronta digitale"));
    expect(screen.getByRole('button', { name: 'Verifica in corso…' }).hasAttribute('disabled')).toBe(true);
    simulate.fingerprint('pass');
    await vi.waitFor(() => expect(onActivated).toHaveBeenCalled());
    expect(sent).toEqual({ doLoginRequest: { username: 'demo.ast', password: 'Sportello!2026' } });
    expect(adoptSession).toHaveBeenCalledWith(fresh);
    expect(local.get(LOCAL_KEYS.sessionId)).toBe('confermata');
    expect(isBiometricActive()).toBe(true);
    expect(await readCredentials()).toEqual({ username: 'demo.ast', password: 'Sportello!2026' });
  });

  it('a wrong password (the login’s refusal) is said on the form and nothing is kept', async () => {
    server.use(answer(doLogin, { doLoginFailed: { message: 'Nome utente o password non corretti' } }));
    const { user, onActivated } = renderForm();
    await user.type(passwordBox(), 'sbagliata');
    await user.click(confirm());
    const error = await screen.findByTestId('confirm-biometric-error');
    expect(error.textContent).toBe(WRONG_PASSWORD_MESSAGE);
    expect(error.getAttribute('role')).toBe('alert');
    expect(onActivated).not.toHaveBeenCalled();
    expect(simulate.secureKeys()).not.toContain(CREDENTIALS_KEY);
  });

  it('too many attempts: the server’s message; a lost network: "try later"', async () => {
    server.use(refuse(doLogin, 429, 'Troppi tentativi: riprovare tra qualche minuto', { once: true }));
    const { user } = renderForm();
    await user.type(passwordBox(), 'Sportello!2026');
    await user.click(confirm());
    expect((await screen.findByTestId('confirm-biometric-error')).textContent).toBe(
      'Troppi tentativi: riprovare tra qualche minuto',
    );
    server.use(failNetwork(doLogin));
    await user.click(confirm());
    await vi.waitFor(() =>
      expect(screen.getByTestId('confirm-biometric-error').textContent).toMatch(/riprova/i),
    );
  });

  it('a fingerprint not recognised: not activated, with the reason', async () => {
    const { user, onActivated } = renderForm();
    await user.type(passwordBox(), 'Sportello!2026');
    await user.click(confirm());
    await vi.waitFor(() => expect(simulate.fingerprint('fail')).toBe(true));
    expect((await screen.findByTestId('confirm-biometric-error')).textContent).toBe(
      "Impronta non riconosciuta: l'accesso biometrico non è stato attivato. Riprova.",
    );
    expect(onActivated).not.toHaveBeenCalled();
    expect(isBiometricActive()).toBe(false);
  });

  it('a device without biometry: said, and the password is not sent', async () => {
    let asked = 0;
    server.use(
      handle(doLogin, () => {
        asked += 1;
        return { doLoginFailed: { message: 'no' } };
      }),
    );
    simulate.enrol(null);
    const { user } = renderForm();
    await user.type(passwordBox(), 'Sportello!2026');
    await user.click(confirm());
    expect((await screen.findByTestId('confirm-biometric-error')).textContent).toBe(NO_BIOMETRY_MESSAGE);
    expect(asked).toBe(0);
  });

  it('without a logged-in user: back to the app login', async () => {
    localStorage.removeItem(LOCAL_KEYS.user);
    const { user, router } = renderForm();
    await user.type(passwordBox(), 'Sportello!2026');
    await user.click(confirm());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/applogin'));
  });
});
