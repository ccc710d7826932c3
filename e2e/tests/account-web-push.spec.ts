import { createECDH, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectScreen, latestPush, sendDemoPush } from '../page-models/push';
import { loginThroughApi } from '../page-models/login-page';

// This spec tests the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Web Push on the portal (issue 13): the customer turns notifications on in /manage-push, the
 * browser subscribes with the server's VAPID key through the service worker (/sw.js), the server
 * stores the subscription and pushes to it; a click on the notification opens what it is about.
 *
 * Headless Chromium cannot subscribe for real: without Google's push service its
 * PushManager.subscribe always fails ("Registration failed - permission denied"). So this test
 * replaces only PushManager.subscribe/getSubscription with a subscription whose keys are a real
 * P-256 pair made here, and plays the push service: the push the server sent (read at
 * /dev/outbox) is delivered to the service worker as a real push event through the DevTools
 * protocol (ServiceWorker.deliverPushMessage); the click on the notification is dispatched in
 * the service worker (a browser-made click needs a desktop's notification centre).
 */

test('Web Push: subscribed from /manage-push, stored by the server, its notification click opens the message', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.addInitScript((sub) => {
    let current: unknown = null;
    const proto = PushManager.prototype as any;
    proto.getSubscription = async () => current;
    proto.subscribe = async (options: { applicationServerKey: Uint8Array }) => {
      // The server's VAPID key reached the browser: a 65-byte uncompressed P-256 point.
      if (options.applicationServerKey.byteLength !== 65) throw new Error('bad applicationServerKey');
      (window as any).__subscribedWithKey = options.applicationServerKey.byteLength;
      current = {
        endpoint: sub.endpoint,
        options: { applicationServerKey: options.applicationServerKey.buffer },
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current;
    };
  }, subscription);

  await loginThroughApi(page, 'demo.ast.push', { path: '/manage-push' });
  const section = page.getByRole('region', { name: 'Notifiche su questo browser' });
  await expect(section.getByText('Le notifiche push non sono attive su questo browser.')).toBeVisible();
  await section.getByRole('button', { name: 'Attiva su questo browser' }).click();
  await expect(section.getByRole('status')).toHaveText('Notifiche push attivate su questo browser.');
  expect(await page.evaluate(() => (window as any).__subscribedWithKey)).toBe(65);
  expect(await page.evaluate(() => localStorage.getItem('pushNotificationsFbPushId'))).toBe(
    subscription.endpoint,
  );

  // The server has the subscription: the next message is pushed to it.
  const sent = await sendDemoPush(page.request, 'demo.ast.push', 'Comunicazione importante');
  expect(sent.devices).toBe(1);
  const push = await latestPush(page.request, subscription.endpoint);
  expect(push.meta).toMatchObject({ notification: { id: sent.notificationId }, link: { id: sent.linkId } });

  // The push service delivers it to our service worker, which shows the notification.
  const worker =
    context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ??
    (await context.waitForEvent('serviceworker', (w) => w.url().endsWith('/sw.js')));
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${baseURL}/`)).toBe(true);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: registrations.find((r) => r.scopeURL === `${baseURL}/`)!.registrationId,
    data: JSON.stringify({ title: push.subject, body: push.body, data: push.meta }),
  });
  await expect
    .poll(() =>
      worker.evaluate(async () =>
        (await (self as any).registration.getNotifications()).map((n: { title: string }) => n.title),
      ),
    )
    .toEqual(['Comunicazione importante']);

  // The customer clicks it: the open page runs the push tap and shows the message.
  await worker.evaluate(async () => {
    const [notification] = await (self as any).registration.getNotifications();
    self.dispatchEvent(new (self as any).NotificationEvent('notificationclick', { notification }));
  });
  await expectScreen(page, 'message', new RegExp(`/messages/${sent.notificationId}\\?isPush=1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Messaggio' })).toBeVisible();
  await expect
    .poll(() => worker.evaluate(async () => (await (self as any).registration.getNotifications()).length))
    .toBe(0);

  // Turned off again: the server forgets this browser.
  await page.goto('/manage-push');
  await section.getByRole('button', { name: 'Disattiva su questo browser' }).click();
  await expect(section.getByRole('status')).toHaveText('Notifiche push disattivate su questo browser.');
  expect((await sendDemoPush(page.request, 'demo.ast.push', 'Dopo la disattivazione')).devices).toBe(0);
});
