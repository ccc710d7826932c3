import { expect, test } from '@playwright/test';
import { AppDevice } from '../page-models/app-device';
import { AppLoginPage } from '../page-models/app-login-page';
import { expectNoAxeViolations } from '../page-models/axe';

for (const width of [375, 1280]) {
  test(`the app's login and biometric screens have no axe violations at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await AppDevice.prepare(page, { biometry: 'fingerprint' });
    const appLogin = new AppLoginPage(page);
    await appLogin.goto();
    await expectNoAxeViolations(page);

    await appLogin.login('demo.ast');
    await expect(appLogin.offerHeading()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Attiva' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Attiva' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conferma la password' })).toBeVisible();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page.getByText('Inserire la password')).toBeVisible();
    await expectNoAxeViolations(page);

    // Turned on, the offer screen says so and offers to turn it off.
    await page.getByLabel('Password', { exact: true }).fill('Sportello!2026');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await new AppDevice(page).fingerprint('pass');
    await expect(page.getByRole('heading', { name: 'Accesso biometrico attivo' })).toBeVisible();
    await page.goto('/active-biometric');
    await expect(page.getByRole('button', { name: 'Disattiva' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
