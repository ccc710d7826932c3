import { Channel } from './channel';
import type { Push, PushData } from './types';

/**
 * Web Push for the web platform's `push` member (the browser's Push API and our service worker,
 * `src/service-worker/sw.ts` built to `/sw.js`, registered on every visit by its register.ts). The
 * push id is the subscription's endpoint; its two keys go to the server with it (`webPushKeys`).
 * A notification click reaches the page as a message from the service worker, or, when no page is
 * open, in the address of the page it opens.
 */

/** The message the service worker posts to the page on a notification click (service-worker/sw.ts). */
export const PUSH_TAP_MESSAGE = 'sportello-push-tap';
/** The address fragment of a page opened by a notification click: `#sportello-push-tap=<json>`. */
const TAP_FRAGMENT = `#${PUSH_TAP_MESSAGE}=`;
export const SERVICE_WORKER_URL = '/sw.js';

export interface WebPushKeys {
  p256dh: string;
  auth: string;
}

/** What the web push adds to the platform's `Push` (the app's push has a token and nothing else). */
export interface WebPushExtension {
  /** The keys of the current subscription (after `register`), or null. */
  webPushKeys(): WebPushKeys | null;
  /** Where the VAPID public key comes from (the server, GET /Core/v1/devices/web-push-key). */
  setServerKey(source: () => Promise<string>): void;
}

export function hasWebPushExtension(push: Push): push is Push & WebPushExtension {
  return typeof (push as Partial<WebPushExtension>).webPushKeys === 'function';
}

/** The browser can receive Web Push: service workers, the Push API and notifications, on https or localhost. */
export function webPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext === true &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** base64url → bytes (the VAPID key PushManager.subscribe takes). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** A tap carried in the address of a page a notification opened; the fragment is removed. */
function tapFromAddress(): PushData | null {
  if (typeof window === 'undefined' || !window.location.hash.startsWith(TAP_FRAGMENT)) return null;
  const raw = window.location.hash.slice(TAP_FRAGMENT.length);
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  try {
    const data: unknown = JSON.parse(decodeURIComponent(raw));
    return data && typeof data === 'object' ? (data as PushData) : null;
  } catch {
    return null;
  }
}

export function createWebPush(): Push & WebPushExtension {
  const tokens = new Channel<string>(false);
  const taps = new Channel<PushData>();
  let keys: WebPushKeys | null = null;
  let serverKey: (() => Promise<string>) | null = null;

  const early = tapFromAddress();
  if (early) taps.emit(early);
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const message = event.data as { type?: unknown; data?: unknown } | null;
      if (message?.type === PUSH_TAP_MESSAGE && message.data && typeof message.data === 'object')
        taps.emit(message.data as PushData);
    });
  }

  return {
    supported: webPushSupported,
    async register() {
      if (!webPushSupported()) throw new Error('Notifiche push non disponibili in questo browser');
      if (!serverKey) throw new Error('Chiave del server per le notifiche non disponibile');
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new Error('Permesso per le notifiche negato');
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      await navigator.serviceWorker.ready;
      const key = base64UrlToBytes(await serverKey());
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made with another server key (keys rotated) cannot receive our pushes.
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const json = subscription.toJSON();
      if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
        throw new Error('Sottoscrizione push incompleta');
      keys = { p256dh: json.keys.p256dh, auth: json.keys.auth };
      tokens.emit(json.endpoint);
    },
    async unregister() {
      keys = null;
      if (!webPushSupported()) return;
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      await subscription?.unsubscribe();
    },
    onToken: (listener) => tokens.listen(listener),
    onTap: (listener) => taps.listen(listener),
    webPushKeys: () => keys,
    setServerKey(source) {
      serverKey = source;
    },
  };
}
