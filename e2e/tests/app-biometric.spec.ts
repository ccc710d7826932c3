import { expect, test, type Page } from '@playwright/test';
import { AppDevice } from '../page-models/app-device';
import { AppLoginPage } from '../page-models/app-login-page';
import { AppShell } from '../page-models/app-shell';

const CREDENTIALS = 'sportello.biometricCredentials';

/** Logs in with the password on a device with a fingerprint and turns the biometric login on. */
async function enableBiometric(page: Page) {
  await AppDevice.prepare(page, { biometry: 'fingerprint' });
  const appLogin = new AppLoginPage(page);
  const device = new AppDevice(page);
  await appLogin.goto();
  await appLogin.login('demo.ast');
  // After the login the app offers the biometric login once.
  await expect(page).toHaveURL(/\/active-biometric$/);
  await appLogin.startActivation();
  await device.fingerprint('pass');
  await expect(page.getByRole('heading', { name: 'Accesso biometrico attivo' })).toBeVisible();
  expect(await device.secureKeys()).toEqual([CREDENTIALS]);
  expect(await page.evaluate(() => localStorage.getItem('_biometric_active'))).toBe('1');
  return { appLogin, device };
}

test.describe('biometric login (spec section 4, /active-biometric, /confirm-psw-biometric)', () => {
  test('the password is confirmed and the fingerprint asked before the credentials are kept', async ({
    page,
  }) => {
    await AppDevice.prepare(page, { biometry: 'fingerprint' });
    const appLogin = new AppLoginPage(page);
    const device = new AppDevice(page);
    await appLogin.goto();
    await appLogin.login('demo.ast');
    await appLogin.startActivation('Sbagliata!2026');
    await expect(page.getByTestId('confirm-biometric-error')).toHaveText('La password non è corretta');
    expect(await device.prompt()).toBeNull();

    await page.getByLabel('Password', { exact: true }).fill('Sportello!2026');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await device.fingerprint('fail');
    await expect(page.getByTestId('confirm-biometric-error')).toContainText('Impronta non riconosciuta');
    expect(await device.secureKeys()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('_biometric_active'))).toBeNull();

    await page.getByRole('button', { name: 'Conferma' }).click();
    await device.fingerprint('pass');
    await expect(page.getByRole('heading', { name: 'Accesso biometrico attivo' })).toBeVisible();
    expect(await device.secureKeys()).toEqual([CREDENTIALS]);
    await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
    await appLogin.expectDashboard();
  });

  test('"Non ora" is remembered: the next login goes straight on', async ({ page, context }) => {
    await AppDevice.prepare(page, { biometry: 'fingerprint' });
    const appLogin = new AppLoginPage(page);
    await appLogin.goto();
    await appLogin.login('demo.ast');
    await expect(appLogin.offerHeading()).toBeVisible();
    await page.getByRole('button', { name: 'Non ora' }).click();
    await appLogin.expectDashboard();

    const restarted = await context.newPage();
    const again = new AppLoginPage(restarted);
    await again.goto();
    await again.login('demo.ast');
    await again.expectDashboard();
  });

  test('after a restart the fingerprint logs in; a failed one says so and logs nobody in', async ({
    page,
    context,
  }) => {
    await enableBiometric(page);
    const restarted = await context.newPage();
    await restarted.goto('/dashboard');
    await expect(restarted).toHaveURL(/\/applogin$/);
    const appLogin = new AppLoginPage(restarted);
    const device = new AppDevice(restarted);

    await appLogin.fingerprintButton().click();
    await device.fingerprint('fail');
    await expect(appLogin.biometricError()).toHaveText(
      'Impronta non riconosciuta. Riprova o accedi con nome utente e password.',
    );
    await expect(restarted).toHaveURL(/\/applogin$/);

    const login = restarted.waitForRequest((r) => r.url().endsWith('/Core/v1/user/login'));
    await appLogin.fingerprintButton().click();
    await device.fingerprint('pass');
    await login;
    await appLogin.expectDashboard();
  });

  test('logout deletes the stored credentials and the flag; the app login has no fingerprint button', async ({
    page,
  }) => {
    const { appLogin, device } = await enableBiometric(page);
    await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
    await appLogin.expectDashboard();
    await new AppShell(page).accountMenu().getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/applogin$/);
    await expect(appLogin.heading()).toBeVisible();
    await expect.poll(() => device.secureKeys()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('_biometric_active'))).toBeNull();
    await expect(appLogin.fingerprintButton()).toHaveCount(0);
  });
});
