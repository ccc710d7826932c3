import { expect, test } from '@playwright/test';
import { TOUR_BRANDS } from '../../apps/web/src/features/accessibility/tour';
import { checkScreen, loginForTour, tourTimeout } from '../page-models/axe';
import { ContactChangePages, ProfilePage, sentCode, wrongCode } from '../page-models/profile-pages';

// Each screen is opened once per brand and checked at 375 and 1280 px in the three themes
// (page-models/axe.ts, checkScreen), each form in a state that shows its messages.
for (const brand of TOUR_BRANDS) {
  test(`profile, tour, consents, notifications, password, phones, e-mail and their codes: axe, brand ${brand}`, async ({
    page,
  }) => {
    tourTimeout(10);
    await loginForTour(page, `demo.${brand}`, brand, '/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('profile-contract').first()).toBeVisible();
    await checkScreen(page, brand, 'profile');
    await page.goto('/onboarding?from=profile');
    await expect(page.getByTestId('onboarding-tour')).toBeVisible();
    await checkScreen(page, brand, 'onboarding');
    await page.goto('/profile/manage-privacy');
    await expect(page.getByRole('button', { name: 'Salva i consensi' })).toBeVisible();
    await checkScreen(page, brand, 'manage-privacy');
    await page.goto('/manage-push');
    await expect(page.getByRole('button', { name: 'Salva le preferenze' })).toBeVisible();
    await checkScreen(page, brand, 'manage-push');

    const pages = new ContactChangePages(page);
    await page.goto('/edit-password');
    await page.getByLabel('Nuova password', { exact: true }).fill('debole');
    await page.getByLabel('Conferma la nuova password').fill('altro');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await expect(page.getByTestId('new-password-error')).toBeVisible();
    await checkScreen(page, brand, 'edit-password');
    await page.goto('/edit-phone-home');
    await pages.submitNewValue('Nuovo numero di telefono fisso', '12', 'Continua');
    await expect(pages.fieldError()).toBeVisible();
    await checkScreen(page, brand, 'edit-phone-home');
    await page.goto('/edit-email');
    await pages.submitNewValue('Nuovo indirizzo e-mail', 'non-valida');
    await expect(pages.fieldError()).toBeVisible();
    await checkScreen(page, brand, 'edit-email');
    await pages.submitNewValue('Nuovo indirizzo e-mail', 'verifica.axe@example.it');
    await expect(pages.destination()).toBeVisible();
    await pages.enterCode(wrongCode(await sentCode(page, 'email')));
    await expect(pages.codeError()).toBeVisible();
    await checkScreen(page, brand, 'edit-email-code');

    await page.goto('/edit-phone');
    await pages.submitNewValue('Nuovo numero di cellulare', '1');
    await expect(pages.fieldError()).toBeVisible();
    await checkScreen(page, brand, 'edit-phone');
    await pages.submitNewValue('Nuovo numero di cellulare', '3391234567');
    await expect(pages.destination()).toBeVisible();
    await pages.enterCode(wrongCode(await sentCode(page, 'phone')));
    await expect(pages.codeError()).toBeVisible();
    await checkScreen(page, brand, 'edit-phone-code');
  });
}

test('the profile of demo.ast.variazione, blocked entries included: axe', async ({ page }) => {
  tourTimeout(1);
  await loginForTour(page, 'demo.ast.variazione', 'ast', '/profile');
  await expect(new ProfilePage(page).registryNotice()).toBeVisible();
  await checkScreen(page, 'ast', 'profile-registry-change');
});

test('the profile, the tour and the password form fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await loginForTour(page, 'demo.ast.azienda', 'ast', '/profile');
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expect(page.getByTestId('profile-contract').first()).toBeVisible();
  await fits();
  await page.goto('/onboarding');
  await expect(page.getByTestId('onboarding-tour')).toBeVisible();
  await fits();
  await page.goto('/edit-password');
  await fits();
});
