import { appStoreUrl } from '@sportello/domain';
import { brandFor } from '../brands';
import { Channel } from './channel';
import { browserStorage } from './web';
import type { BiometryKind, PlatformName, PushData, SportelloPlatform } from './types';

/** Keys of the simulated device's own state (kept in localStorage, so they survive a restart). */
const SIM = {
  secure: 'sim.secure.',
  version: 'sim.version',
  platform: 'sim.platform',
  biometry: 'sim.biometry',
} as const;

/** A file the app handed to the device to open. */
export interface OpenedFile {
  name: string;
  type: string;
  size: number;
  text: string;
}

/** What a test does to the simulated device, from the page: `window.__sportelloPlatform.simulate`. */
export interface Simulation {
  /** The person touches the sensor: a pending biometric prompt passes or fails. False when none. */
  fingerprint(result: 'pass' | 'fail'): boolean;
  /** The reason of the biometric prompt on screen, or null. */
  prompt(): string | null;
  /** The biometry enrolled on the device (default fingerprint); null for none. */
  enrol(kind: BiometryKind | null): void;
  /** The push service hands out a token (after `register`). */
  pushToken(token: string): void;
  /** The person taps a notification. */
  pushTap(data: PushData): void;
  /** The app is opened by a URL. */
  openUrl(url: string): void;
  background(): void;
  resume(): void;
  /** The person presses the phone's back button. */
  backButton(): void;
  /** How many times the app asked to close itself. */
  exits(): number;
  /** The installed version (kept across reloads). */
  setVersion(version: string): void;
  setPlatform(name: 'android' | 'ios'): void;
  /** Whether the app registered for push (and has not unregistered since). */
  pushRegistered(): boolean;
  /** Keys held in the secure storage. */
  secureKeys(): string[];
  /** Files opened, in order. */
  files(): OpenedFile[];
  /** Store pages opened, in order. */
  storeOpened(): string[];
  /** Screen names sent to the analytics service, in order. */
  screens(): string[];
  analyticsEnabled(): boolean;
}

declare global {
  interface Window {
    __sportelloPlatform?: { platform: SportelloPlatform; simulate: Simulation };
  }
}

/**
 * The app as tests see it: a native platform in Chromium whose device (sensor, push service,
 * URL opener, app switcher, store) is driven from the page. Storage is the browser's, the
 * keychain a prefixed part of localStorage.
 */
export function createSimulatedPlatform(): { platform: SportelloPlatform; simulate: Simulation } {
  const local = browserStorage(() => localStorage);
  const tokens = new Channel<string>(false);
  const taps = new Channel<PushData>();
  const urls = new Channel<string>();
  const resumes = new Channel<void>(false);
  const pauses = new Channel<void>(false);
  const backs = new Channel<void>(false);
  let exits = 0;
  let pending: { reason: string; resolve: (ok: boolean) => void } | null = null;
  let registered = false;
  let analyticsOn = false;
  const opened: OpenedFile[] = [];
  const stores: string[] = [];
  const screens: string[] = [];

  const name = (): PlatformName => (local.get(SIM.platform) === 'ios' ? 'ios' : 'android');
  const biometry = (): BiometryKind | null => {
    const kind = local.get(SIM.biometry);
    if (kind === 'none') return null;
    return kind === 'face' ? 'face' : 'fingerprint';
  };

  const platform: SportelloPlatform = {
    kind: 'simulated',
    native: true,
    name,
    version: () => local.get(SIM.version) ?? __APP_VERSION__,
    appId: (company) => brandFor(company).appStore.android,
    storage: { local, session: browserStorage(() => sessionStorage) },
    secureStorage: {
      get: async (key) => local.get(SIM.secure + key),
      set: async (key, value) => local.set(SIM.secure + key, value),
      remove: async (key) => local.remove(SIM.secure + key),
    },
    biometric: {
      available: async () => biometry(),
      verify: (reason) =>
        new Promise<boolean>((resolve) => {
          // A second prompt replaces the first, which counts as cancelled.
          pending?.resolve(false);
          pending = { reason, resolve };
        }),
    },
    push: {
      supported: () => true,
      register: async () => {
        registered = true;
      },
      unregister: async () => {
        registered = false;
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
        exits += 1;
      },
    },
    files: {
      open: async (blob, fileName) => {
        opened.push({ name: fileName, type: blob.type, size: blob.size, text: await blob.text() });
      },
    },
    store: {
      url: (ids) => appStoreUrl(name(), ids),
      open: (url) => {
        stores.push(url);
      },
    },
    analytics: {
      setEnabled: (enabled) => {
        analyticsOn = enabled;
      },
      screen: (screen) => {
        if (analyticsOn) screens.push(screen);
      },
    },
  };

  const simulate: Simulation = {
    fingerprint: (result) => {
      const prompt = pending;
      if (!prompt) return false;
      pending = null;
      prompt.resolve(result === 'pass');
      return true;
    },
    prompt: () => pending?.reason ?? null,
    enrol: (kind) => local.set(SIM.biometry, kind ?? 'none'),
    pushToken: (token) => {
      if (registered) tokens.emit(token);
    },
    pushTap: (data) => taps.emit(data),
    openUrl: (url) => urls.emit(url),
    background: () => pauses.emit(),
    resume: () => resumes.emit(),
    backButton: () => backs.emit(),
    exits: () => exits,
    setVersion: (version) => local.set(SIM.version, version),
    setPlatform: (platformName) => local.set(SIM.platform, platformName),
    pushRegistered: () => registered,
    secureKeys: () =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(SIM.secure))
        .map((key) => key.slice(SIM.secure.length)),
    files: () => [...opened],
    storeOpened: () => [...stores],
    screens: () => [...screens],
    analyticsEnabled: () => analyticsOn,
  };
  return { platform, simulate };
}
