/**
 * The service worker of the portal (issue 24), built with Workbox by vite-plugin-pwa (its
 * injectManifest strategy: build/pwa.ts) to `/sw.js` and registered on every web visit after the
 * page has loaded (register.ts; never in the app builds). Three jobs:
 *
 * - the app shell offline: the build's static files (HTML, scripts, styles, icons, manifests:
 *   nothing personal) are precached; a page asked for without network gets the precached
 *   index.html, the app then shows the customer's bills from its encrypted cache (lib/secure-cache).
 *   Online, pages always come from the server (its headers, its prerendered login);
 * - no personal data here: API answers and PDFs never go to Cache Storage, only to the encrypted
 *   IndexedDB cache, which logout empties;
 * - Web Push: each push the server sends is shown, and a click on it becomes the app's push tap
 *   (the open page gets it as a message, or a new page opens with it in its address).
 *
 * Updates: a new worker installs beside the running one and waits until the portal's pages are
 * closed (no skipWaiting while a page is open): the next visit takes the new version, the open one
 * keeps the files it was built with. Only the very first install takes over at once.
 */
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationLike {
  data: unknown;
  close(): void;
}
interface NotificationEventLike extends ExtendableEventLike {
  notification: NotificationLike;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}
interface ServiceWorkerScopeLike {
  location: Location;
  /** The precache list, written in by the build (workbox injectManifest). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: {
    active: unknown;
    showNotification(title: string, options: { body?: string; data?: unknown; tag?: string }): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

/** platform/web-push.ts reads this message and this address fragment. */
const PUSH_TAP_MESSAGE = 'sportello-push-tap';
const DEFAULT_TITLE = 'Nuova notifica';

declare const self: ServiceWorkerScopeLike;
const sw = self;

/** Keeps the worker alive for `work`; an event a test dispatches itself cannot wait, the work still runs. */
function keepAlive(event: ExtendableEventLike, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // Not dispatched by the browser (no waitUntil allowed): `work` runs all the same.
  }
}

interface PushMessage {
  title?: unknown;
  body?: unknown;
  data?: unknown;
}

function readPush(event: PushEventLike): PushMessage {
  if (!event.data) return {};
  try {
    const parsed = event.data.json();
    return parsed && typeof parsed === 'object' ? (parsed as PushMessage) : {};
  } catch {
    return { body: event.data.text() };
  }
}

/** The address of the precached app shell. */
const SHELL = '/index.html';
/** Addresses that are never the app's pages: the API, the console, the development routes. */
const NOT_PAGES = [/^\/services\/rest\//, /^\/console(\/|$)/, /^\/dev\//];

// The build writes the list in place of `self.__WB_MANIFEST` (spelled so for it to find).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page: the server's answer online (its headers, its prerendered login); offline, the shell.
registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: NOT_PAGES }));
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(SHELL)) ?? Response.error()) : Response.error(),
);

sw.addEventListener('install', () => {
  // The first install takes the page over at once; an update waits for the next visit.
  if (!sw.registration.active) void sw.skipWaiting();
});

sw.addEventListener('activate', (event) => {
  keepAlive(event, sw.clients.claim());
});

sw.addEventListener('push', (event) => {
  const message = readPush(event);
  const data =
    message.data && typeof message.data === 'object' ? (message.data as Record<string, unknown>) : {};
  const tag = typeof data.mn_message_id === 'string' ? data.mn_message_id : undefined;
  keepAlive(
    event,
    sw.registration.showNotification(
      typeof message.title === 'string' && message.title ? message.title : DEFAULT_TITLE,
      {
        ...(typeof message.body === 'string' ? { body: message.body } : {}),
        data,
        ...(tag ? { tag } : {}),
      },
    ),
  );
});

async function openTap(data: unknown): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = windows.find((w) => new URL(w.url).origin === sw.location.origin);
  if (page) {
    // Focus may be refused (no user gesture behind the event): the message goes all the same.
    await page.focus().catch(() => undefined);
    page.postMessage({ type: PUSH_TAP_MESSAGE, data });
    return;
  }
  await sw.clients.openWindow(`/#${PUSH_TAP_MESSAGE}=${encodeURIComponent(JSON.stringify(data ?? {}))}`);
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  keepAlive(event, openTap(event.notification.data));
});
