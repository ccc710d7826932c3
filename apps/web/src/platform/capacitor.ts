import { appStoreUrl } from '@sportello/domain';
import { brandFor } from '../brands';
import { Channel } from './channel';
import { openNativeFile } from './native-files';
import { browserStorage } from './web';
import type { BiometryKind, KeyValueStorage, PlatformName, PushData, SportelloPlatform } from './types';

/** Reads a blob as base64 (the Filesystem plugin writes base64 data). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Maps the plugin's biometry types (BiometryType enum values) to ours. */
export function biometryKindOf(types: readonly number[]): BiometryKind | null {
  // touchId = 1, faceId = 2, fingerprintAuthentication = 3, faceAuthentication = 4, iris = 5.
  if (types.some((t) => t === 1 || t === 3)) return 'fingerprint';
  if (types.some((t) => t === 2 || t === 4)) return 'face';
  return null;
}

/**
 * Local storage of the app: Capacitor Preferences (kept by the OS, unlike the web view's
 * localStorage, which iOS may clear), read whole at start so that reads stay synchronous and
 * written through.
 */
export async function preferencesStorage(): Promise<KeyValueStorage> {
  const { Preferences } = await import('@capacitor/preferences');
  const cache = new Map<string, string>();
  const { keys } = await Preferences.keys();
  await Promise.all(
    keys.map(async (key) => {
      const { value } = await Preferences.get({ key });
      if (value !== null) cache.set(key, value);
    }),
  );
  return {
    get: (key) => cache.get(key) ?? null,
    set: (key, value) => {
      cache.set(key, value);
      void Preferences.set({ key, value });
    },
    remove: (key) => {
      cache.delete(key);
      void Preferences.remove({ key });
    },
  };
}

/**
 * The native app (Capacitor 7): Preferences, the keychain/keystore (secure storage), biometric
 * auth, push notifications, app URLs and state, the file system. Loaded only by the native build
 * (`vite build --mode native`); the plugins are imported here and nowhere else.
 */
export async function createCapacitorPlatform(): Promise<SportelloPlatform> {
  const [{ Capacitor }, { App }, local] = await Promise.all([
    import('@capacitor/core'),
    import('@capacitor/app'),
    preferencesStorage(),
  ]);
  const info = await App.getInfo().catch(() => null);
  const name = (): PlatformName => (Capacitor.getPlatform() === 'ios' ? 'ios' : 'android');

  const urls = new Channel<string>();
  const resumes = new Channel<void>(false);
  const pauses = new Channel<void>(false);
  void App.addListener('appUrlOpen', (event) => urls.emit(event.url));
  void App.addListener('resume', () => resumes.emit());
  void App.addListener('pause', () => pauses.emit());
  // With a listener on, Capacitor leaves the back button to us (the route rules: app-links).
  const backs = new Channel<void>(false);
  void App.addListener('backButton', () => backs.emit());

  // Push listeners from the start: a tap that launched the app arrives right away.
  const tokens = new Channel<string>(false);
  const taps = new Channel<PushData>();
  const pushPlugin = import('@capacitor/push-notifications').then(({ PushNotifications }) => {
    void PushNotifications.addListener('registration', (token) => tokens.emit(token.value));
    void PushNotifications.addListener('pushNotificationActionPerformed', (action) =>
      taps.emit((action.notification.data ?? {}) as PushData),
    );
    return PushNotifications;
  });

  const secure = () =>
    import('@aparajita/capacitor-secure-storage').then(({ SecureStorage }) => SecureStorage);
  const biometricAuth = () =>
    import('@aparajita/capacitor-biometric-auth').then(({ BiometricAuth }) => BiometricAuth);

  return {
    kind: 'capacitor',
    native: true,
    name,
    version: () => info?.version ?? __APP_VERSION__,
    // The id the OS knows the app by (brand.mjs builds each brand's app with its store id).
    appId: (company) => info?.id ?? brandFor(company).appStore.android,
    storage: { local, session: browserStorage(() => sessionStorage) },
    secureStorage: {
      get: async (key) => {
        const value = await (await secure()).get(key);
        return typeof value === 'string' ? value : null;
      },
      set: async (key, value) => {
        await (await secure()).set(key, value);
      },
      remove: async (key) => {
        await (await secure()).remove(key);
      },
    },
    biometric: {
      available: async () => {
        const check = await (await biometricAuth()).checkBiometry();
        if (!check.isAvailable) return null;
        return biometryKindOf(check.biometryTypes.length ? check.biometryTypes : [check.biometryType]);
      },
      verify: async (reason) => {
        try {
          await (
            await biometricAuth()
          ).authenticate({
            reason,
            cancelTitle: 'Annulla',
            androidTitle: 'Accesso biometrico',
            androidSubtitle: reason,
            allowDeviceCredential: false,
          });
          return true;
        } catch {
          return false;
        }
      },
    },
    push: {
      supported: () => true,
      register: async () => {
        const push = await pushPlugin;
        let permission = await push.checkPermissions();
        if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
          permission = await push.requestPermissions();
        }
        if (permission.receive !== 'granted') throw new Error('Permesso per le notifiche negato');
        await push.register();
      },
      unregister: async () => {
        await (await pushPlugin).unregister();
      },
      onToken: (listener) => tokens.listen(listener),
      onTap: (listener) => taps.listen(listener),
    },
    appUrl: { onOpen: (listener) => urls.listen(listener) },
    appState: {
      onResume: (listener) => resumes.listen(listener),
      onPause: (listener) => pauses.listen(listener),
    },
    backButton: {
      onPress: (listener) => backs.listen(listener),
      exitApp: () => {
        void App.exitApp();
      },
    },
    files: {
      // Spec section 8: Documents, then External, then Cache storage; any app when none takes the type.
      open: async (blob, fileName) => {
        const [{ Filesystem, Directory }, { FileOpener }] = await Promise.all([
          import('@capacitor/filesystem'),
          import('@capacitor-community/file-opener'),
        ]);
        await openNativeFile(
          {
            write: async (directory, path, data) =>
              (await Filesystem.writeFile({ path, data, directory: Directory[directory], recursive: true }))
                .uri,
            open: (filePath, contentType) =>
              FileOpener.open({ filePath, contentType, openWithDefault: true }),
          },
          { name: fileName, base64: await blobToBase64(blob), contentType: blob.type },
        );
      },
    },
    store: {
      url: (ids) => appStoreUrl(name(), ids),
      open: (url) => {
        window.open(url, '_system');
      },
    },
    analytics: {
      setEnabled: (enabled) => {
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push({ event: 'analytics_collection', enabled });
      },
      screen: (screen) => {
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push({ event: 'screen_view', screen_name: screen });
      },
    },
  };
}
