import { expect, test, type Page } from '@playwright/test';
import { DEMO_LINKS } from '../../apps/server/src/seed/core';
import { SERVICES_DEMO_LINKS } from '../../apps/server/src/seed/services';
import { AppDevice } from '../page-models/app-device';
import { AppLoginPage } from '../page-models/app-login-page';
import {
  apiLogin,
  apiRead,
  expectScreen,
  latestPush,
  sendDemoPush,
  startAppLoggedIn,
} from '../page-models/push';

/**
 * Push in the app build (simulated platform): registration after login, and a tap on a
 * notification for each module the spec routes (section 4, "Push tap"), logged in and as guest.
 */

interface DemoIds {
  customerId: number;
  messageNotificationId: number;
}

let ids: DemoIds;

test.beforeAll(async ({ request }) => {
  const { sessionId } = await apiLogin(request, 'demo.ast');
  const { customers } = await apiRead<{ customers: { id: number; key: string }[] }>(
    request,
    sessionId,
    '/Erp/v1/customers',
  );
  const link = await apiRead<{ entityKey: string }>(
    request,
    sessionId,
    `/Core/v1/links/${DEMO_LINKS.message.id}?hashCode=${DEMO_LINKS.message.hashCode}`,
  );
  ids = {
    customerId: customers.find((c) => c.key === 'AST0001001')!.id,
    messageNotificationId: Number(link.entityKey),
  };
});

/** A push's data as FCM delivers it to the app: flat, with dotted keys. */
function payload(link: { id: number; hashCode: string }, notificationId?: number) {
  return {
    mn_message_id: `mn-e2e-${link.id}`,
    'link.id': String(link.id),
    'link.hashCode': link.hashCode,
    ...(notificationId !== undefined ? { 'notification.id': String(notificationId) } : {}),
    'customer.id': String(ids.customerId),
  };
}

/** The app started logged out: a fresh start lands on the app login. */
async function startAppLoggedOut(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/applogin$/);
}

test.describe('push in the app', () => {
  test.describe.configure({ timeout: 90_000 });

  test('after login the app registers for push; the push the server sends opens its message when tapped', async ({
    page,
  }) => {
    const device = new AppDevice(page);
    await startAppLoggedIn(page, 'demo.ast.azienda');
    await expectScreen(page, 'dashboard', /\/dashboard$/);
    // The app asked the push service for a token; the device hands one out.
    await expect
      .poll(() => page.evaluate(() => (window as any).__sportelloPlatform.simulate.pushRegistered()))
      .toBe(true);
    const token = `sim-fcm-token-azienda-${Date.now()}`;
    await device.pushToken(token);
    // Kept locally once the server has it (POST /Core/v1/devices).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pushNotificationsFbPushId')))
      .toBe(token);

    const sent = await sendDemoPush(page.request, 'demo.ast.azienda', 'Nuova bolletta disponibile');
    expect(sent.devices).toBe(1);
    const push = await latestPush(page.request, token);
    expect(push.subject).toBe('Nuova bolletta disponibile');
    expect(push.meta).toMatchObject({ notification: { id: sent.notificationId }, link: { id: sent.linkId } });

    await device.pushTap(push.meta);
    await expectScreen(page, 'message', new RegExp(`/messages/${sent.notificationId}\\?isPush=1$`));
    await expect(page.getByText('Hai un nuovo messaggio nella tua area clienti.').first()).toBeVisible();
    // The tap read the notification.
    const { sessionId } = await apiLogin(page.request, 'demo.ast.azienda');
    const note = await apiRead<{ readTime: string | null }>(
      page.request,
      sessionId,
      `/Core/v1/notifications/${sent.notificationId}`,
    );
    expect(note.readTime).not.toBeNull();
  });

  const cases = [
    {
      module: 1,
      link: () => SERVICES_DEMO_LINKS.invoiceList,
      loggedIn: { route: 'invoices-list', url: /\/invoices-list\?invoiceId=\d+&isPush=1$/ },
    },
    {
      module: 4,
      link: () => DEMO_LINKS.message,
      notification: () => ids.messageNotificationId,
      loggedIn: {
        route: 'message',
        url: () => new RegExp(`/messages/${ids.messageNotificationId}\\?isPush=1$`),
      },
      guest: {
        route: 'message',
        url: () => new RegExp(`/messages/${ids.messageNotificationId}\\?isPush=1&isGuest=1$`),
      },
    },
    {
      module: 7,
      link: () => DEMO_LINKS.selfReading,
      loggedIn: { route: 'supply_self_reading', url: /\/supplies\/\d+\/autolettura\?isPush=1$/ },
      guest: { route: 'supply_self_reading', url: /\/supplies\/\d+\/autolettura\?isPush=1&isGuest=1$/ },
    },
    {
      module: 8,
      link: () => SERVICES_DEMO_LINKS.proposal,
      loggedIn: { route: 'proposal', url: /\/proposals\/\d+\?isPush=1$/ },
      guest: { route: 'proposal', url: /\/proposals\/\d+\?isPush=1&isGuest=1$/ },
    },
    {
      module: 9,
      link: () => DEMO_LINKS.pun,
      loggedIn: { route: 'pun', url: /\/pun\?isPush=1$/ },
      guest: { route: 'pun', url: /\/pun\?isPush=1&isGuest=1$/ },
    },
  ];

  for (const c of cases) {
    test(`module ${c.module}, logged in: the tap lands on ${c.loggedIn.route}`, async ({ page }) => {
      await startAppLoggedIn(page, 'demo.ast');
      await expectScreen(page, 'dashboard', /\/dashboard$/);
      await new AppDevice(page).pushTap(payload(c.link(), c.notification?.()));
      const url = typeof c.loggedIn.url === 'function' ? c.loggedIn.url() : c.loggedIn.url;
      await expectScreen(page, c.loggedIn.route, url);
      expect(await page.evaluate(() => sessionStorage.getItem('linked'))).toBeNull();
    });

    test(`module ${c.module}, as guest: ${c.guest ? `the tap lands on ${c.guest.route}` : 'the invoice waits for the login'}`, async ({
      page,
    }) => {
      await startAppLoggedOut(page);
      await new AppDevice(page).pushTap(payload(c.link(), c.notification?.()));
      if (!c.guest) {
        // Guests may not see invoices (modules 4-9 only): the app login, the invoice kept for after it.
        await expect(page).toHaveURL(/\/applogin$/);
        await expect
          .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('data') ?? '{}').action))
          .toBe('open_invoice_link');
        return;
      }
      const url = typeof c.guest.url === 'function' ? c.guest.url() : c.guest.url;
      await expectScreen(page, c.guest.route, url);
      // A guest link session, not a login.
      const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
      const session = await apiRead<{ guest: boolean; user: unknown }>(
        page.request,
        sessionId!,
        `/Core/v1/sessions/${sessionId}`,
      );
      expect(session).toMatchObject({ guest: true, user: null });
    });
  }

  test('logged out, a push without its link hash (as the server sends since issue 18): the app login, then the message', async ({
    page,
  }) => {
    await startAppLoggedOut(page);
    await new AppDevice(page).pushTap({
      mn_message_id: 'mn-e2e-nohash',
      'link.id': String(DEMO_LINKS.message.id),
      'notification.id': String(ids.messageNotificationId),
      'customer.id': String(ids.customerId),
    });
    await expect(page).toHaveURL(/\/applogin$/);
    await new AppLoginPage(page).login('demo.ast');
    await expectScreen(page, 'message', new RegExp(`/messages/${ids.messageNotificationId}\\?isPush=1$`));
    // No guest link session: the user's own.
    expect(await page.evaluate(() => sessionStorage.getItem('linked'))).toBeNull();
  });

  test('a tap whose link has expired fails silently: nothing opens, no message, loading off', async ({
    page,
  }) => {
    await startAppLoggedIn(page, 'demo.ast');
    await expectScreen(page, 'dashboard', /\/dashboard$/);
    const linkRead = page.waitForResponse((r) =>
      r.url().includes(`/Core/v1/links/${DEMO_LINKS.expired.id}?`),
    );
    await new AppDevice(page).pushTap(payload(DEMO_LINKS.expired, ids.messageNotificationId));
    expect((await linkRead).status()).toBe(410);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('redirectPush'))).toBeNull();
    await expect(page.locator('.app-loading')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
