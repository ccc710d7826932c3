import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { expectNoAxeViolations } from '../page-models/axe';
import { ContactChangePages, ProfilePage, sentCode, wrongCode } from '../page-models/profile-pages';

/** The account screens of this area, in three groups, each screen in a state that shows its messages. */
const GROUPS: Record<string, (page: Page) => Promise<void>> = {
  'profile, tour, consents, notifications': async (page) => {
    await new ProfilePage(page).goto();
    await expect(page.getByTestId('profile-contract').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/onboarding?from=profile');
    await expect(page.getByTestId('onboarding-tour')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/profile/manage-privacy');
    await expect(page.getByRole('button', { name: 'Salva i consensi' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/manage-push');
    await expect(page.getByRole('button', { name: 'Salva le preferenze' })).toBeVisible();
    await expectNoAxeViolations(page);
  },
  'password, home phone, e-mail and its code': async (page) => {
    const pages = new ContactChangePages(page);
    await page.goto('/edit-password');
    await page.getByLabel('Nuova password', { exact: true }).fill('debole');
    await page.getByLabel('Conferma la nuova password').fill('altro');
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await expect(page.getByTestId('new-password-error')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/edit-phone-home');
    await pages.submitNewValue('Nuovo numero di telefono fisso', '12', 'Continua');
    await expect(pages.fieldError()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/edit-email');
    await pages.submitNewValue('Nuovo indirizzo e-mail', 'non-valida');
    await expect(pages.fieldError()).toBeVisible();
    await expectNoAxeViolations(page);
    await pages.submitNewValue('Nuovo indirizzo e-mail', 'verifica.axe@example.it');
    await expect(pages.destination()).toBeVisible();
    await pages.enterCode(wrongCode(await sentCode(page, 'email')));
    await expect(pages.codeError()).toBeVisible();
    await expectNoAxeViolations(page);
  },
  'mobile and its code': async (page) => {
    const pages = new ContactChangePages(page);
    await page.goto('/edit-phone');
    await pages.submitNewValue('Nuovo numero di cellulare', '1');
    await expect(pages.fieldError()).toBeVisible();
    await expectNoAxeViolations(page);
    await pages.submitNewValue('Nuovo numero di cellulare', '3391234567');
    await expect(pages.destination()).toBeVisible();
    await pages.enterCode(wrongCode(await sentCode(page, 'phone')));
    await expect(pages.codeError()).toBeVisible();
    await expectNoAxeViolations(page);
  },
};

for (const [brand, user] of [
  ['ast', 'demo.ast'],
  ['sgr', 'demo.sgr'],
] as const) {
  for (const width of [375, 1280]) {
    for (const [group, walk] of Object.entries(GROUPS)) {
      test(`${brand} at ${width} px, axe: ${group}`, async ({ page }) => {
        // Several axe runs in one test: more time than the default, whatever the machine.
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        await new AppShell(page).loginAs(user, `?company=${brand}`);
        await walk(page);
      });
    }
  }
}

test('the profile of demo.ast.variazione, blocked entries included: axe at 375 and 1280 px', async ({
  page,
}) => {
  test.slow();
  await new AppShell(page).loginAs('demo.ast.variazione');
  const profile = new ProfilePage(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await profile.goto();
    await expect(profile.registryNotice()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the profile, the tour and the password form fit a 320 px screen', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 700 });
  await new AppShell(page).loginAs('demo.ast.azienda');
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await new ProfilePage(page).goto();
  await expect(page.getByTestId('profile-contract').first()).toBeVisible();
  await fits();
  await page.goto('/onboarding');
  await expect(page.getByTestId('onboarding-tour')).toBeVisible();
  await fits();
  await page.goto('/edit-password');
  await fits();
});
