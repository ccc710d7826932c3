// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { local, LOCAL_KEYS } from '../../../lib/storage';
import { platform, setPlatform } from '../../../platform';
import { createSimulatedPlatform, type Simulation } from '../../../platform/simulated';
import { renderWithProviders } from '../../../testing/render';
import { activateBiometric, biometricDeclined, CREDENTIALS_KEY, isBiometricActive } from '../api/credentials';
import { ActivateBiometric } from './activate-biometric';

vi.stubGlobal('__APP_VERSION__', '0.9.1');

const web = platform();
let simulate: Simulation;
beforeEach(() => {
  localStorage.clear();
  const simulated = createSimulatedPlatform();
  simulate = simulated.simulate;
  setPlatform(simulated.platform);
});
afterEach(cleanup);
afterAll(() => setPlatform(web));

const renderOffer = () =>
  renderWithProviders(<ActivateBiometric continueTo="/dashboard" />, {
    route: '/active-biometric',
    routes: [{ path: '/dashboard' }, { path: '/confirm-psw-biometric' }],
  });

describe('ActivateBiometric', () => {
  it('loading: says the device is being checked, then offers the login', async () => {
    renderOffer();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Verifica del dispositivo in corso…');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accesso biometrico' })).toBeTruthy();
    expect(screen.queryByText('Verifica del dispositivo in corso…')).toBeNull();
  });

  it('on the web: the login is only in the app, and "Continua" goes on', async () => {
    setPlatform(web);
    const { user, router } = renderOffer();
    expect(await screen.findByText(/disponibile nell'app per smartphone/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Continua' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('a phone without biometry: how to enrol it', async () => {
    simulate.enrol(null);
    renderOffer();
    expect(await screen.findByText(/registrali nelle impostazioni del telefono/)).toBeTruthy();
  });

  it('offered: "Attiva" asks the password, "Non ora" is remembered and goes on', async () => {
    const { user, router } = renderOffer();
    expect(await screen.findByText(/Accedi più velocemente con l'impronta digitale/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Attiva' }).getAttribute('href')).toBe('/confirm-psw-biometric');
    await user.click(screen.getByRole('button', { name: 'Non ora' }));
    expect(biometricDeclined()).toBe(true);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('worded for the face when the device has face recognition', async () => {
    simulate.enrol('face');
    renderOffer();
    expect(await screen.findByText(/Accedi più velocemente con il riconoscimento del volto/)).toBeTruthy();
  });

  it('already on: "Disattiva" forgets the credentials and says so', async () => {
    await activateBiometric({ username: 'demo.ast', password: 'x' });
    const { user } = renderOffer();
    expect(await screen.findByText(/è attivo su questo dispositivo/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Disattiva' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Accesso con l'impronta digitale disattivato.",
    );
    expect(isBiometricActive()).toBe(false);
    expect(simulate.secureKeys()).not.toContain(CREDENTIALS_KEY);
    expect(local.get(LOCAL_KEYS.biometricActive)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Attiva' })).toBeTruthy();
  });
});
