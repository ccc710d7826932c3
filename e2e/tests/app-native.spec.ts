import { expect, test } from '@playwright/test';
import { AppDevice } from '../page-models/app-device';
import { AppLoginPage } from '../page-models/app-login-page';
import { AppShell } from '../page-models/app-shell';
import { startAppLoggedIn } from '../page-models/push';

test.describe('the app says it is the app; the back button (issue 18 item 13)', () => {
  test("a new session tells the server the native app, its version and the brand's app id", async ({
    page,
  }) => {
    await AppDevice.prepare(page, { biometry: 'none', version: '1.4.0' });
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/Core\/v1\/sessions$/.test(r.url()),
    );
    await page.goto('/applogin');
    const body = (await created).postDataJSON() as {
      createNewSessionRequest: { clientSpec: unknown };
    };
    const clientSpec = { version: '1.4.0', type: 'android', appId: 'it.example.sportello.ast' };
    expect(body.createNewSessionRequest.clientSpec).toEqual(clientSpec);
    const response = await (await created).response();
    expect((await response!.json()).createNewSessionResponse.clientSpec).toEqual(clientSpec);
  });

  test('back skips the routes hidden from it, and at the dashboard closes the app', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await AppDevice.prepare(page, { biometry: 'none' });
    const appLogin = new AppLoginPage(page);
    const device = new AppDevice(page);
    const shell = new AppShell(page);
    // Started logged in: the app's login is app-login.spec's test.
    await startAppLoggedIn(page, 'demo.ast');
    await appLogin.expectDashboard();

    // Dashboard → Supplies → Bollette (/invoices, hidden from the back button) → one invoice.
    await shell.accountMenu().getByRole('link', { name: 'Forniture' }).click();
    await expect(page).toHaveURL(/\/supplies$/);
    await shell.accountMenu().getByRole('link', { name: 'Bollette' }).click();
    await expect(page).toHaveURL(/\/invoices\?typeCodes=all$/);
    await page.getByTestId('invoice-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/invoice\/\d+$/);

    await device.backButton();
    await expect(page).toHaveURL(/\/supplies$/);
    await device.backButton();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await device.exits()).toBe(0);
    // The root: the app closes, the page stays.
    await device.backButton();
    await expect.poll(() => device.exits()).toBe(1);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
