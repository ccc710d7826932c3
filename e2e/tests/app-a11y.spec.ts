import { expect, test } from '@playwright/test';
import { AppDevice } from '../page-models/app-device';
import { AppLoginPage } from '../page-models/app-login-page';
import { checkScreen, tourTimeout } from '../page-models/axe';

// Each screen is opened once and checked at 375 and 1280 px in the three themes
// (page-models/axe.ts, checkScreen). The app's login form is what this test checks: no API login.
test("the app's login and biometric screens: axe", async ({ page }) => {
  tourTimeout(4);
  await AppDevice.prepare(page, { biometry: 'fingerprint' });
  const appLogin = new AppLoginPage(page);
  await appLogin.goto();
  await checkScreen(page, 'ast', 'app-login');

  await appLogin.login('demo.ast');
  await expect(appLogin.offerHeading()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Attiva' })).toBeVisible();
  await checkScreen(page, 'ast', 'app-biometric-offer');

  await page.getByRole('link', { name: 'Attiva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conferma la password' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Inserire la password')).toBeVisible();
  await checkScreen(page, 'ast', 'app-confirm-password');

  // Turned on, the offer screen says so and offers to turn it off.
  await page.getByLabel('Password', { exact: true }).fill('Sportello!2026');
  await page.getByRole('button', { name: 'Conferma' }).click();
  await new AppDevice(page).fingerprint('pass');
  await expect(page.getByRole('heading', { name: 'Accesso biometrico attivo' })).toBeVisible();
  await page.goto('/active-biometric');
  await expect(page.getByRole('button', { name: 'Disattiva' })).toBeVisible();
  await checkScreen(page, 'ast', 'app-biometric-active');
});
