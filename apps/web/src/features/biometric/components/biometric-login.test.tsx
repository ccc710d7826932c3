// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILED_MESSAGE, type LoginResult } from '../../../lib/session';
import { platform, setPlatform } from '../../../platform';
import { createSimulatedPlatform, type Simulation } from '../../../platform/simulated';
import { renderWithProviders } from '../../../testing/render';
import { activateBiometric, isBiometricActive } from '../api/credentials';
import { BiometricLogin, PASSWORD_CHANGED_MESSAGE } from './biometric-login';

vi.stubGlobal('__APP_VERSION__', '0.9.1');

const web = platform();
let simulate: Simulation;
beforeEach(async () => {
  localStorage.clear();
  const simulated = createSimulatedPlatform();
  simulate = simulated.simulate;
  setPlatform(simulated.platform);
  await activateBiometric({ username: 'demo.ast', password: 'Sportello!2026' });
});
afterEach(cleanup);
afterAll(() => setPlatform(web));

function renderLogin(result: LoginResult = { ok: true, user: { userOptions: '' } }) {
  const login = vi.fn((_username: string, _password: string) => Promise.resolve(result));
  const onSuccess = vi.fn();
  const view = renderWithProviders(<BiometricLogin brandName="Acme Energia" onSuccess={onSuccess} />, {
    session: { login, loggedIn: false },
  });
  return { ...view, login, onSuccess };
}

const button = () => screen.findByRole('button', { name: "Accedi con l'impronta digitale" });

describe('BiometricLogin', () => {
  it('shows nothing while the biometric login is off', async () => {
    localStorage.clear();
    const { container } = renderLogin();
    await Promise.resolve();
    expect(container.textContent).toBe('');
  });

  it('the fingerprint unlocks the kept credentials, which log in', async () => {
    const { user, login, onSuccess } = renderLogin();
    await user.click(await button());
    await vi.waitFor(() => expect(simulate.prompt()).toBe('Accedi a Acme Energia'));
    simulate.fingerprint('pass');
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ ok: true, user: { userOptions: '' } }));
    expect(login).toHaveBeenCalledWith('demo.ast', 'Sportello!2026');
  });

  it('a fingerprint not recognised: the reason, and the button stays', async () => {
    const { user, login } = renderLogin();
    await user.click(await button());
    await vi.waitFor(() => expect(simulate.fingerprint('fail')).toBe(true));
    expect((await screen.findByTestId('biometric-error')).textContent).toBe(
      'Impronta non riconosciuta. Riprova o accedi con nome utente e password.',
    );
    expect(login).not.toHaveBeenCalled();
    expect(await button()).toBeTruthy();
  });

  it('credentials the server refuses (the password changed) are forgotten', async () => {
    const { user } = renderLogin({ ok: false, message: LOGIN_FAILED_MESSAGE });
    await user.click(await button());
    await vi.waitFor(() => expect(simulate.fingerprint('pass')).toBe(true));
    expect((await screen.findByTestId('biometric-error')).textContent).toBe(PASSWORD_CHANGED_MESSAGE);
    expect(isBiometricActive()).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('another failure of the login is said as it is, the login stays on', async () => {
    const { user } = renderLogin({ ok: false, message: 'Servizio non disponibile' });
    await user.click(await button());
    await vi.waitFor(() => expect(simulate.fingerprint('pass')).toBe(true));
    expect((await screen.findByTestId('biometric-error')).textContent).toBe('Servizio non disponibile');
    expect(isBiometricActive()).toBe(true);
  });
});
