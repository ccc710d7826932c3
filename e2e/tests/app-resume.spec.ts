import { expect, test } from '@playwright/test';
import { AppDevice } from '../page-models/app-device';
import { AppLoginPage } from '../page-models/app-login-page';
import { startAppLoggedIn } from '../page-models/push';

test.describe('app resume (spec section 4)', () => {
  test('back in the foreground, a session ended meanwhile shows "La tua sessione è scaduta"', async ({
    page,
  }) => {
    await AppDevice.prepare(page, { biometry: 'none' });
    const appLogin = new AppLoginPage(page);
    const device = new AppDevice(page);
    // Started logged in (the app login is app-login.spec's); the login after the notice is this test's.
    await startAppLoggedIn(page, 'demo.ast');
    await appLogin.expectDashboard();

    await device.background();
    // Meanwhile the session expired on the server: its refresh is refused (401, as the server
    // answers for an expired session).
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    await page.route(`**/services/rest/portalapi/Core/v1/sessions/${sessionId}`, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'session_expired', message: 'Sessione scaduta' } }),
      }),
    );
    const refresh = page.waitForResponse((r) => r.url().includes(`/Core/v1/sessions/${sessionId}`));
    await device.resume();
    expect((await refresh).status()).toBe(401);
    const notice = page.getByTestId('session-expired');
    await expect(notice.getByRole('heading', { level: 1, name: 'La tua sessione è scaduta' })).toBeVisible();
    // The ended session is forgotten here (partial logout).
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).not.toBe(sessionId);
    await notice.getByRole('button', { name: 'Vai al login' }).click();
    await expect(page).toHaveURL(/\/applogin$/);
    await appLogin.login('demo.ast');
    await appLogin.expectDashboard();
  });

  test('back in the foreground with a live session, it is refreshed and the app goes on', async ({
    page,
  }) => {
    await AppDevice.prepare(page, { biometry: 'none' });
    const appLogin = new AppLoginPage(page);
    const device = new AppDevice(page);
    await startAppLoggedIn(page, 'demo.ast');
    await appLogin.expectDashboard();
    await device.background();
    const refresh = page.waitForResponse((r) => r.url().includes('/Core/v1/sessions/'));
    await device.resume();
    expect((await refresh).ok()).toBe(true);
    await expect(page.getByTestId('session-expired')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
