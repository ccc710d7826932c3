// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulatedPlatform } from './simulated';

vi.stubGlobal('__APP_VERSION__', '0.9.1');

const IDS = { android: 'it.example.sportello.ast', ios: 'id1234567890' };

describe('simulated platform', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is a native Android app by default, iOS on request, with the store page of each', () => {
    const { platform, simulate } = createSimulatedPlatform();
    expect(platform.native).toBe(true);
    expect(platform.name()).toBe('android');
    expect(platform.store.url(IDS)).toBe(
      'https://play.google.com/store/apps/details?id=it.example.sportello.ast&gl=IT',
    );
    simulate.setPlatform('ios');
    expect(platform.name()).toBe('ios');
    expect(platform.store.url(IDS)).toBe('https://apps.apple.com/it/app/id1234567890');
    platform.store.open('https://apps.apple.com/it/app/id1234567890');
    expect(simulate.storeOpened()).toEqual(['https://apps.apple.com/it/app/id1234567890']);
  });

  it('reports the installed version the test sets, across a restart', () => {
    const first = createSimulatedPlatform();
    expect(first.platform.version()).toBe('0.9.1');
    first.simulate.setVersion('1.9');
    expect(createSimulatedPlatform().platform.version()).toBe('1.9');
  });

  it('resolves a biometric prompt when the finger passes or fails', async () => {
    const { platform, simulate } = createSimulatedPlatform();
    expect(await platform.biometric.available()).toBe('fingerprint');
    expect(simulate.fingerprint('pass')).toBe(false);
    const ok = platform.biometric.verify('Accedi');
    expect(simulate.prompt()).toBe('Accedi');
    simulate.fingerprint('pass');
    expect(await ok).toBe(true);
    expect(simulate.prompt()).toBeNull();
    const ko = platform.biometric.verify('Accedi');
    simulate.fingerprint('fail');
    expect(await ko).toBe(false);
    simulate.enrol('face');
    expect(await platform.biometric.available()).toBe('face');
    simulate.enrol(null);
    expect(await platform.biometric.available()).toBeNull();
  });

  it('keeps the keychain apart from the app flags', async () => {
    const { platform, simulate } = createSimulatedPlatform();
    await platform.secureStorage.set('credentials', '{"u":"a"}');
    expect(platform.storage.local.get('credentials')).toBeNull();
    expect(await platform.secureStorage.get('credentials')).toBe('{"u":"a"}');
    expect(simulate.secureKeys()).toEqual(['credentials']);
    await platform.secureStorage.remove('credentials');
    expect(simulate.secureKeys()).toEqual([]);
  });

  it('hands out a push token only once registered, and keeps a cold-start tap', async () => {
    const { platform, simulate } = createSimulatedPlatform();
    const tokens: string[] = [];
    platform.push.onToken((t) => tokens.push(t));
    simulate.pushToken('early');
    await platform.push.register();
    expect(simulate.pushRegistered()).toBe(true);
    simulate.pushToken('tok-1');
    expect(tokens).toEqual(['tok-1']);
    await platform.push.unregister();
    expect(simulate.pushRegistered()).toBe(false);

    simulate.pushTap({ 'link.id': '7' });
    const taps: unknown[] = [];
    platform.push.onTap((d) => taps.push(d));
    expect(taps).toEqual([{ 'link.id': '7' }]);
  });

  it('delivers URL opens, pauses and resumes', () => {
    const { platform, simulate } = createSimulatedPlatform();
    const events: string[] = [];
    platform.appUrl.onOpen((url) => events.push(url));
    platform.appState.onPause(() => events.push('pause'));
    platform.appState.onResume(() => events.push('resume'));
    simulate.openUrl('https://sportello.example/fatture/ast-F1');
    simulate.background();
    simulate.resume();
    expect(events).toEqual(['https://sportello.example/fatture/ast-F1', 'pause', 'resume']);
  });

  it("delivers the phone's back button and counts the app's exits", () => {
    const { platform, simulate } = createSimulatedPlatform();
    let presses = 0;
    platform.backButton.onPress(() => (presses += 1));
    simulate.backButton();
    expect(presses).toBe(1);
    expect(simulate.exits()).toBe(0);
    platform.backButton.exitApp();
    expect(simulate.exits()).toBe(1);
  });

  it('records files opened and screen names once analytics is on', async () => {
    const { platform, simulate } = createSimulatedPlatform();
    await platform.files.open(new Blob(['a;b'], { type: 'text/csv' }), 'f.csv');
    expect(simulate.files()).toEqual([{ name: 'f.csv', type: 'text/csv', size: 3, text: 'a;b' }]);
    platform.analytics.screen('before');
    platform.analytics.setEnabled(true);
    platform.analytics.screen('dashboard');
    expect(simulate.screens()).toEqual(['dashboard']);
  });
});
