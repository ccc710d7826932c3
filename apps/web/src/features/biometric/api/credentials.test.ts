// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { platform, setPlatform } from '../../../platform';
import { createSimulatedPlatform, type Simulation } from '../../../platform/simulated';
import {
  activateBiometric,
  biometryWords,
  CREDENTIALS_KEY,
  declineBiometric,
  forgetBiometric,
  isBiometricActive,
  loggedInUsername,
  readCredentials,
  shouldOfferBiometric,
} from './credentials';

vi.stubGlobal('__APP_VERSION__', '0.9.1');

const web = platform();
let simulate: Simulation;

describe('biometric credentials (app)', () => {
  beforeEach(() => {
    localStorage.clear();
    const simulated = createSimulatedPlatform();
    simulate = simulated.simulate;
    setPlatform(simulated.platform);
  });
  afterAll(() => setPlatform(web));

  it('is offered after a login when the device has biometry, not when off, declined or active', async () => {
    expect(await shouldOfferBiometric()).toBe(true);
    simulate.enrol(null);
    expect(await shouldOfferBiometric()).toBe(false);
    simulate.enrol('face');
    declineBiometric();
    expect(await shouldOfferBiometric()).toBe(false);
    localStorage.removeItem('nb');
    await activateBiometric({ username: 'demo.ast', password: 'x' });
    expect(await shouldOfferBiometric()).toBe(false);
  });

  it('keeps the credentials in the keychain only, and forgets them with the flag', async () => {
    declineBiometric();
    await activateBiometric({ username: 'demo.ast', password: 'Sportello!2026' });
    expect(isBiometricActive()).toBe(true);
    expect(localStorage.getItem('nb')).toBeNull();
    expect(simulate.secureKeys()).toEqual([CREDENTIALS_KEY]);
    // Outside the (simulated) keychain, no stored value holds the password.
    const plain = Object.keys(localStorage).filter((k) => !k.startsWith('sim.secure.'));
    expect(plain.map((k) => localStorage.getItem(k)).join('|')).not.toContain('Sportello!2026');
    expect(await readCredentials()).toEqual({ username: 'demo.ast', password: 'Sportello!2026' });
    await forgetBiometric();
    expect(isBiometricActive()).toBe(false);
    expect(await readCredentials()).toBeNull();
    expect(simulate.secureKeys()).toEqual([]);
  });

  it('treats a damaged keychain entry as none', async () => {
    await platform().secureStorage.set(CREDENTIALS_KEY, '{not json');
    expect(await readCredentials()).toBeNull();
    await platform().secureStorage.set(CREDENTIALS_KEY, '{"username":1}');
    expect(await readCredentials()).toBeNull();
  });

  it('is never offered on the web', async () => {
    setPlatform(web);
    expect(await shouldOfferBiometric()).toBe(false);
  });

  it('names the biometry and reads the logged-in username', () => {
    expect(biometryWords('fingerprint').noun).toBe("l'impronta digitale");
    expect(biometryWords('face').failed).toBe('Volto non riconosciuto');
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'demo.ast' }));
    expect(loggedInUsername()).toBe('demo.ast');
    localStorage.setItem('user', 'broken');
    expect(loggedInUsername()).toBeNull();
  });
});
