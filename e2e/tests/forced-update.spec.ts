import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { loginThroughApi } from '../page-models/login-page';

const CONF_PROPERTIES = '**/services/rest/portalapi/Core/v1/confProperties?*';

/** The server raises App_min_version above the installed 0.9.1 (the demo value is 0.9.0). */
async function raiseMinVersion(page: Page, value = '0.10') {
  await page.route(CONF_PROPERTIES, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        getConfPropertiesResponse: { success: true, items: [{ propertyName: 'App_min_version', value }] },
      }),
    }),
  );
}

test.describe('forced update (spec section 4)', () => {
  test('logged in, the installed version is checked against App_min_version at once', async ({ page }) => {
    const check = page.waitForRequest((r) => r.url().includes('/Core/v1/confProperties?'));
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    expect(new URL((await check).url()).searchParams.get('propertyName')).toBe('App_min_version');
    // 0.9.1 is not lower than the demo's 0.9.0: nothing shows.
    await expect(page.getByRole('heading', { name: 'Le tue forniture' })).toBeVisible();
    await expect(shell.dialog('Aggiornamento necessario')).toHaveCount(0);
  });

  test('a lower version gets a blocking dialog whose only way out is "Aggiorna ora"', async ({ page }) => {
    const shell = new AppShell(page);
    await raiseMinVersion(page, '0.10');
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    const dialog = shell.dialog('Aggiornamento necessario');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("È disponibile una nuova versione dell'app");
    await expect(dialog.getByRole('button')).toHaveText(['Aggiorna ora']);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    // On the web, "Aggiorna ora" loads the newest build; once the server allows it, the app goes on.
    await page.unroute(CONF_PROPERTIES);
    await dialog.getByRole('button', { name: 'Aggiorna ora' }).click();
    await expect(page.getByRole('heading', { name: 'Le tue forniture' })).toBeVisible();
    await expect(shell.dialog('Aggiornamento necessario')).toHaveCount(0);
  });

  test('the check runs again every 3 hours while logged in', async ({ page }) => {
    await page.clock.install();
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page.getByRole('heading', { name: 'Le tue forniture' })).toBeVisible();
    await raiseMinVersion(page, '1.0');
    const recheck = page.waitForRequest((r) => r.url().includes('/Core/v1/confProperties?'));
    await page.clock.fastForward('02:59:00');
    await expect(shell.dialog('Aggiornamento necessario')).toHaveCount(0);
    await page.clock.fastForward('01:00');
    await recheck;
    await expect(shell.dialog('Aggiornamento necessario')).toBeVisible();
  });

  test('logged out, nothing is checked', async ({ page }) => {
    let checks = 0;
    page.on('request', (r) => {
      if (r.url().includes('/Core/v1/confProperties')) checks += 1;
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
    expect(checks).toBe(0);
  });
});
