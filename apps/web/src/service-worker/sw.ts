/**
 * The service worker of the portal (built to `/sw.js` by build/service-worker.ts, registered only
 * when the customer turns on notifications in this browser, so it is never part of the login
 * page's bundle). It shows each Web Push the server sends and turns a click on it into the app's
 * push tap: the open page gets it as a message, or a new page opens with it in its address.
 * Self-contained on purpose: no imports, so the file stays one small script.
 */

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
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: {
    showNotification(title: string, options: { body?: string; data?: unknown; tag?: string }): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

/** platform/web-push.ts reads this message and this address fragment. */
const PUSH_TAP_MESSAGE = 'sportello-push-tap';
const DEFAULT_TITLE = 'Nuova notifica';

const sw = self as unknown as ServiceWorkerScopeLike;

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

sw.addEventListener('install', () => {
  void sw.skipWaiting();
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
