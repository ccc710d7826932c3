import { Channel } from './channel';
import type { KeyValueStorage, SportelloPlatform } from './types';
import { createWebPush } from './web-push';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can be unavailable (private mode, disabled cookies): behave as empty.
    return fallback;
  }
}

/** localStorage or sessionStorage, never throwing. */
export function browserStorage(which: () => Storage): KeyValueStorage {
  return {
    get: (key) => safe(() => which().getItem(key), null),
    set: (key, value) => safe(() => which().setItem(key, value), undefined),
    remove: (key) => safe(() => which().removeItem(key), undefined),
  };
}

/** Saves a file with the browser's download. */
export async function downloadFile(blob: Blob, name: string): Promise<void> {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The browser: local and session storage, no keychain (nothing is kept: the web never offers
 * biometric login), no biometry, no app URLs; back in view is a resume. Push on the web (Web
 * Push) plugs into `push` where the browser supports it.
 */
export function createWebPlatform(): SportelloPlatform {
  const urls = new Channel<string>();
  const memory = new Map<string, string>();
  return {
    kind: 'web',
    native: false,
    name: () => 'web',
    version: () => __APP_VERSION__,
    appId: () => undefined,
    storage: {
      local: browserStorage(() => localStorage),
      session: browserStorage(() => sessionStorage),
    },
    secureStorage: {
      get: async (key) => memory.get(key) ?? null,
      set: async (key, value) => {
        memory.set(key, value);
      },
      remove: async (key) => {
        memory.delete(key);
      },
    },
    biometric: {
      available: async () => null,
      verify: async () => false,
    },
    // Web Push where the browser supports it (web-push.ts).
    push: createWebPush(),
    appUrl: { onOpen: (listener) => urls.listen(listener) },
    appState: {
      onResume: (listener) => onVisibility('visible', listener),
      onPause: (listener) => onVisibility('hidden', listener),
    },
    // The browser's own back button is the browser's.
    backButton: { onPress: () => () => undefined, exitApp: () => undefined },
    files: { open: downloadFile },
    store: {
      url: () => undefined,
      open: (url) => {
        window.open(url, '_blank', 'noopener');
      },
    },
    analytics: { setEnabled: () => undefined, screen: () => undefined },
  };
}

function onVisibility(state: DocumentVisibilityState, listener: () => void): () => void {
  const handler = () => {
    if (document.visibilityState === state) listener();
  };
  document.addEventListener('visibilitychange', handler);
  return () => document.removeEventListener('visibilitychange', handler);
}
