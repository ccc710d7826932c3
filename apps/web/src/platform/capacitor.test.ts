// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.stubGlobal('__APP_VERSION__', '0.9.1');

const prefs = new Map<string, string>([['_company', 'sgr']]);
const listeners: Record<string, (event: never) => void> = {};
const written: { directory: string }[] = [];
let permission = 'granted';
let exited = 0;
let failAuth = false;
const writable = new Set(['EXTERNAL']);

vi.mock('@capacitor/core', () => ({
  Capacitor: {
    getPlatform: () => 'android',
    convertFileSrc: (uri: string) => `https://localhost/_capacitor_file_${uri}`,
  },
}));
vi.mock('@capacitor/app', () => ({
  App: {
    getInfo: async () => ({ version: '1.10.0' }),
    exitApp: async () => {
      exited += 1;
    },
    addListener: async (name: string, cb: (event: never) => void) => {
      listeners[`app:${name}`] = cb;
    },
  },
}));
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    keys: async () => ({ keys: [...prefs.keys()] }),
    get: async ({ key }: { key: string }) => ({ value: prefs.get(key) ?? null }),
    set: vi.fn(async ({ key, value }: { key: string; value: string }) => void prefs.set(key, value)),
    remove: vi.fn(async ({ key }: { key: string }) => void prefs.delete(key)),
  },
}));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    addListener: async (name: string, cb: (event: never) => void) => {
      listeners[`push:${name}`] = cb;
    },
    checkPermissions: async () => ({ receive: permission }),
    requestPermissions: async () => ({ receive: permission === 'prompt' ? 'granted' : permission }),
    register: vi.fn(async () => undefined),
    unregister: vi.fn(async () => undefined),
  },
}));
vi.mock('@capacitor/filesystem', () => ({
  Directory: { Documents: 'DOCUMENTS', External: 'EXTERNAL', Cache: 'CACHE' },
  Filesystem: {
    writeFile: async ({ directory, path }: { directory: string; path: string }) => {
      written.push({ directory });
      if (!writable.has(directory)) throw new Error('not writable');
      return { uri: `file:///${directory}/${path}` };
    },
  },
}));
const opened: { filePath: string; contentType?: string }[] = [];
vi.mock('@capacitor-community/file-opener', () => ({
  FileOpener: {
    open: async (options: { filePath: string; contentType?: string }) => {
      opened.push(options);
      // No app for CSV on this device: only "any app" takes it.
      if (options.contentType === 'text/csv') throw new Error('no app');
    },
  },
}));
const secure = new Map<string, unknown>();
vi.mock('@aparajita/capacitor-secure-storage', () => ({
  SecureStorage: {
    get: async (key: string) => secure.get(key) ?? null,
    set: async (key: string, value: unknown) => void secure.set(key, value),
    remove: async (key: string) => secure.delete(key),
  },
}));
vi.mock('@aparajita/capacitor-biometric-auth', () => ({
  BiometricAuth: {
    checkBiometry: async () => ({ isAvailable: true, biometryType: 4, biometryTypes: [4] }),
    authenticate: async () => {
      if (failAuth) throw new Error('authenticationFailed');
    },
  },
}));

const { biometryKindOf, blobToBase64, createCapacitorPlatform } = await import('./capacitor');

describe('Capacitor platform', () => {
  beforeEach(() => {
    permission = 'granted';
    failAuth = false;
    written.length = 0;
  });

  it('reads Preferences whole at start and writes through', async () => {
    const app = await createCapacitorPlatform();
    expect(app.native).toBe(true);
    expect(app.name()).toBe('android');
    expect(app.version()).toBe('1.10.0');
    expect(app.storage.local.get('_company')).toBe('sgr');
    app.storage.local.set('_biometric_active', '1');
    expect(app.storage.local.get('_biometric_active')).toBe('1');
    expect(prefs.get('_biometric_active')).toBe('1');
    app.storage.local.remove('_company');
    expect(prefs.has('_company')).toBe(false);
  });

  it('maps biometry types and verifies with the plugin', async () => {
    expect(biometryKindOf([3])).toBe('fingerprint');
    expect(biometryKindOf([1])).toBe('fingerprint');
    expect(biometryKindOf([2])).toBe('face');
    expect(biometryKindOf([0])).toBeNull();
    const app = await createCapacitorPlatform();
    expect(await app.biometric.available()).toBe('face');
    expect(await app.biometric.verify('Accedi')).toBe(true);
    failAuth = true;
    expect(await app.biometric.verify('Accedi')).toBe(false);
  });

  it('keeps secure values as strings', async () => {
    const app = await createCapacitorPlatform();
    await app.secureStorage.set('credentials', 'x');
    expect(await app.secureStorage.get('credentials')).toBe('x');
    await app.secureStorage.remove('credentials');
    expect(await app.secureStorage.get('credentials')).toBeNull();
  });

  it('registers for push only with permission, and passes on tokens, taps, URLs and resumes', async () => {
    const app = await createCapacitorPlatform();
    const events: unknown[] = [];
    app.push.onToken((t) => events.push(t));
    app.push.onTap((d) => events.push(d));
    app.appUrl.onOpen((u) => events.push(u));
    app.appState.onResume(() => events.push('resume'));
    await app.push.register();
    await vi.waitFor(() => expect(listeners['push:registration']).toBeDefined());
    (listeners['push:registration'] as (e: unknown) => void)({ value: 'tok' });
    (listeners['push:pushNotificationActionPerformed'] as (e: unknown) => void)({
      notification: { data: { 'link.id': '3' } },
    });
    (listeners['app:appUrlOpen'] as (e: unknown) => void)({ url: 'https://x/fatture/ast-1' });
    (listeners['app:resume'] as (e: unknown) => void)(undefined as never);
    expect(events).toEqual(['tok', { 'link.id': '3' }, 'https://x/fatture/ast-1', 'resume']);
    permission = 'denied';
    await expect(app.push.register()).rejects.toThrow('Permesso per le notifiche negato');
  });

  it("passes the phone's back button on and closes the app when asked", async () => {
    const app = await createCapacitorPlatform();
    const presses: string[] = [];
    const stop = app.backButton.onPress(() => presses.push('back'));
    (listeners['app:backButton'] as (e: unknown) => void)({ canGoBack: true });
    stop();
    (listeners['app:backButton'] as (e: unknown) => void)({ canGoBack: true });
    expect(presses).toEqual(['back']);
    app.backButton.exitApp();
    expect(exited).toBe(1);
  });

  it('writes a file to Documents, then External, then Cache, and opens the first that works', async () => {
    const app = await createCapacitorPlatform();
    opened.length = 0;
    await app.files.open(new Blob(['a;b'], { type: 'text/csv' }), 'fattura.csv');
    expect(written.map((w) => w.directory)).toEqual(['DOCUMENTS', 'EXTERNAL']);
    // With its type first; no app takes CSV here, so any app.
    expect(opened).toEqual([
      { filePath: 'file:///EXTERNAL/fattura.csv', contentType: 'text/csv', openWithDefault: true },
      { filePath: 'file:///EXTERNAL/fattura.csv', contentType: '*/*', openWithDefault: true },
    ]);
    expect(await blobToBase64(new Blob(['a;b']))).toBe(btoa('a;b'));
  });
});
