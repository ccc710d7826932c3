import { expect, test, type Page } from '@playwright/test';
import { AppDevice } from '../page-models/app-device';
import { AppLoginPage } from '../page-models/app-login-page';
import { AppShell } from '../page-models/app-shell';
import { startAppLoggedIn } from '../page-models/push';

const CONF_PROPERTIES = '**/services/rest/portalapi/Core/v1/confProperties?*';

async function minVersion(page: Page, value: string) {
  await page.route(CONF_PROPERTIES, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        getConfPropertiesResponse: { success: true, items: [{ propertyName: 'App_min_version', value }] },
      }),
    }),
  );
}

async function loginWithVersion(page: Page, installed: string, min: string) {
  await AppDevice.prepare(page, { biometry: 'none', version: installed });
  await minVersion(page, min);
  const checked = page.waitForResponse((r) => r.url().includes('/Core/v1/confProperties?'));
  // Started logged in (the app's login is app-login.spec's test), the check made as the app starts.
  await startAppLoggedIn(page, 'demo.ast');
  await new AppLoginPage(page).expectDashboard();
  await checked;
}

test.describe('forced update in the app (spec section 4)', () => {
  test('installed 1.9 below App_min_version 1.10: a blocking dialog opens the brand app in the store (IT)', async ({
    page,
  }) => {
    await loginWithVersion(page, '1.9', '1.10');
    const dialog = new AppShell(page).dialog('Aggiornamento necessario');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Aggiorna ora' }).click();
    await expect
      .poll(() => new AppDevice(page).storeOpened())
      .toEqual(['https://play.google.com/store/apps/details?id=it.example.sportello.ast&gl=IT']);
  });

  test('installed 1.10 equal to App_min_version 1.10: no dialog', async ({ page }) => {
    await loginWithVersion(page, '1.10', '1.10');
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    await expect(new AppShell(page).dialog('Aggiornamento necessario')).toHaveCount(0);
  });
});
