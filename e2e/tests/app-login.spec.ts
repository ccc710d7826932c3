import { expect, test } from '@playwright/test';
import { AppDevice } from '../page-models/app-device';
import { AppLoginPage } from '../page-models/app-login-page';
import { AppShell } from '../page-models/app-shell';

test.describe('app login (spec section 4: guard steps 4 and 7, app start)', () => {
  test('in the app /login becomes /applogin, where a login reaches the dashboard; no cookie banner, no floating help', async ({
    page,
  }) => {
    await AppDevice.prepare(page, { biometry: 'none' });
    const appLogin = new AppLoginPage(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/applogin$/);
    await expect(appLogin.heading()).toBeVisible();
    // A device without biometry: no biometric button.
    await expect(appLogin.fingerprintButton()).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' })).toHaveCount(
      0,
    );

    await appLogin.login('demo.ast', 'sbagliata');
    await expect(page.getByTestId('login-error')).toHaveText('Nome utente o password non corretti');
    await appLogin.login('demo.ast');
    await appLogin.expectDashboard();
    await expect(page.getByRole('complementary', { name: 'Aiuto' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The mobile analytics service got the screen names.
    const device = new AppDevice(page);
    await expect.poll(() => device.screens()).toEqual(expect.arrayContaining(['app-login', 'dashboard']));
  });

  test('after an app restart a logged-in session asks for the login again (no logged=1)', async ({
    page,
    context,
  }) => {
    await AppDevice.prepare(page, { biometry: 'none' });
    const appLogin = new AppLoginPage(page);
    await appLogin.goto();
    await appLogin.login('demo.ast');
    await appLogin.expectDashboard();

    // A new tab of the same browser keeps local storage but not session storage: an app restart.
    const restarted = await context.newPage();
    await restarted.goto('/dashboard');
    await expect(restarted).toHaveURL(/\/applogin$/);
    const again = new AppLoginPage(restarted);
    await expect(again.heading()).toBeVisible();
    await again.login('demo.ast');
    await again.expectDashboard();
    await expect(new AppShell(restarted).accountMenu()).toBeVisible();
  });
});
