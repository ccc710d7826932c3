import type { AppStoreIds } from '@sportello/domain';

/** Stops a listener. */
export type Unsubscribe = () => void;

/** What the device recognises: a fingerprint or a face. */
export type BiometryKind = 'fingerprint' | 'face';

/** Where the code runs: a browser, or the app on Android or iOS. */
export type PlatformName = 'web' | 'android' | 'ios';

/** Synchronous key-value storage (the app reads its flags at every route change). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** The device's keychain/keystore: only the credentials of the biometric login live here. */
export interface SecureStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface Biometric {
  /** The kind of biometry enrolled on the device, or null when none can be used. */
  available(): Promise<BiometryKind | null>;
  /** Asks for the fingerprint or face: true when recognised, false when it failed or was cancelled. */
  verify(reason: string): Promise<boolean>;
}

/** A push notification's data (spec section 3, push payload), as the device delivered it. */
export type PushData = Record<string, unknown>;

export interface Push {
  /** Push can be used here (the app; on the web where Web Push is supported). */
  supported(): boolean;
  /** Asks permission and registers; the token arrives through `onToken`. Rejects when refused. */
  register(): Promise<void>;
  /** Stops receiving pushes on this device (logout). */
  unregister(): Promise<void>;
  onToken(listener: (token: string) => void): Unsubscribe;
  /** A tap on a notification; taps before the first listener (cold start) are kept and delivered. */
  onTap(listener: (data: PushData) => void): Unsubscribe;
}

export interface AppUrl {
  /** The app opened by a URL (app link); URLs before the first listener are kept and delivered. */
  onOpen(listener: (url: string) => void): Unsubscribe;
}

export interface AppState {
  /** Back to the foreground. */
  onResume(listener: () => void): Unsubscribe;
  /** Sent to the background. */
  onPause(listener: () => void): Unsubscribe;
}

export interface BackButton {
  /** The phone's back button (Android); while a listener is on, it no longer closes the app. */
  onPress(listener: () => void): Unsubscribe;
  /** Closes the app (the back button at a root). */
  exitApp(): void;
}

export interface Files {
  /** Shows a downloaded file: the browser saves it, the app opens it with an app of the device. */
  open(blob: Blob, name: string): Promise<void>;
}

export interface StoreLink {
  /** The brand app's page in this platform's store (country IT), or undefined on the web. */
  url(ids: AppStoreIds): string | undefined;
  open(url: string): void;
}

export interface Analytics {
  /** The mobile analytics service: collection on or off (on in the app at start). */
  setEnabled(enabled: boolean): void;
  /** A screen shown (its route name). */
  screen(name: string): void;
}

/**
 * Everything the web code needs from the device, in one place. Screens and features use this
 * (through `platform()`), never Capacitor: the web build carries only the web implementation,
 * the app builds the Capacitor one (native) or the simulated one (tests of the app build).
 */
export interface SportelloPlatform {
  kind: 'web' | 'capacitor' | 'simulated';
  /** True in the app (the guard's app rules, no cookie banner, no floating help). */
  native: boolean;
  name(): PlatformName;
  /** The installed version (the forced update compares it with App_min_version). */
  version(): string;
  /**
   * The app's own id (the store package / bundle id of the brand's app) for a session of that
   * company; none on the web. Kept here, in the app builds' platform chunks, so the portal's first
   * bundle carries no brand table for it.
   */
  appId(company: string): string | undefined;
  storage: { local: KeyValueStorage; session: KeyValueStorage };
  secureStorage: SecureStorage;
  biometric: Biometric;
  push: Push;
  appUrl: AppUrl;
  appState: AppState;
  backButton: BackButton;
  files: Files;
  store: StoreLink;
  analytics: Analytics;
}
