// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Channel } from './channel';
import { createWebPlatform } from './web';

vi.stubGlobal('__APP_VERSION__', '0.9.1');

describe('Channel', () => {
  it('keeps events sent before the first listener and hands them over once', () => {
    const channel = new Channel<string>();
    channel.emit('a');
    channel.emit('b');
    const got: string[] = [];
    const stop = channel.listen((v) => got.push(v));
    channel.emit('c');
    stop();
    channel.emit('d');
    expect(got).toEqual(['a', 'b', 'c']);
  });

  it('drops early events when told not to keep them', () => {
    const channel = new Channel<number>(false);
    channel.emit(1);
    const got: number[] = [];
    channel.listen((v) => got.push(v));
    channel.emit(2);
    expect(got).toEqual([2]);
  });
});

describe('web platform', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is not native, names itself web and has the build version', () => {
    const web = createWebPlatform();
    expect(web.native).toBe(false);
    expect(web.name()).toBe('web');
    expect(web.version()).toBe('0.9.1');
  });

  it('keeps local flags in localStorage and tab flags in sessionStorage', () => {
    const web = createWebPlatform();
    web.storage.local.set('_company', 'sgr');
    web.storage.session.set('logged', '1');
    expect(localStorage.getItem('_company')).toBe('sgr');
    expect(sessionStorage.getItem('logged')).toBe('1');
    web.storage.local.remove('_company');
    expect(web.storage.local.get('_company')).toBeNull();
  });

  it('behaves as empty when the browser refuses storage', () => {
    const web = createWebPlatform();
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(web.storage.local.get('x')).toBeNull();
    spy.mockRestore();
  });

  it('offers no biometry and no push, and writes nothing to disk for the keychain', async () => {
    const web = createWebPlatform();
    expect(await web.biometric.available()).toBeNull();
    expect(await web.biometric.verify('x')).toBe(false);
    expect(web.push.supported()).toBe(false);
    await expect(web.push.register()).rejects.toThrow();
    await web.secureStorage.set('k', 'v');
    expect(await web.secureStorage.get('k')).toBe('v');
    expect(localStorage.length).toBe(0);
    expect(web.store.url({ android: 'a', ios: 'id1' })).toBeUndefined();
  });

  it('calls back in view a resume and hidden a pause', () => {
    const web = createWebPlatform();
    const resumed = vi.fn();
    const paused = vi.fn();
    const stopResume = web.appState.onResume(resumed);
    web.appState.onPause(paused);
    const state = vi.spyOn(document, 'visibilityState', 'get');
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    stopResume();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(paused).toHaveBeenCalledTimes(1);
    expect(resumed).toHaveBeenCalledTimes(1);
    state.mockRestore();
  });

  it('saves a file through a download link', async () => {
    const web = createWebPlatform();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await web.files.open(new Blob(['a;b'], { type: 'text/csv' }), 'fattura.csv');
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('fattura.csv');
    expect(anchor.href).toBe('blob:x');
    click.mockRestore();
  });
});
