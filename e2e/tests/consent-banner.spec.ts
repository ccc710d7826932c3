import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { CookieBanner } from '../page-models/cookie-banner';
import { LoginPage } from '../page-models/login-page';

const DENIED_ALL = {
  functionality_storage: 'granted',
  security_storage: 'granted',
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

test.describe('cookie banner and consent mode', () => {
  test('before any choice: the banner in Italian, everything but necessary denied, no page view', async ({
    page,
  }) => {
    await page.goto('/login');
    const cookies = new CookieBanner(page);
    await cookies.expectVisible();
    await expect(cookies.banner()).toContainText('Usiamo i cookie');
    await expect(cookies.banner().getByRole('button', { name: 'Accetta', exact: true })).toBeVisible();
    await expect(cookies.banner().getByRole('button', { name: 'Personalizza' })).toBeVisible();
    expect(await cookies.consentCommands('default')).toEqual([{ ...DENIED_ALL, wait_for_update: 500 }]);
    expect(await cookies.consentCommands('update')).toEqual([]);

    // Browsing on is not consent: after a navigation nothing is granted and the banner stays.
    await new LoginPage(page).login('demo.ast');
    await expect(page).toHaveURL(/\/dashboard$/);
    await cookies.expectVisible();
    expect(await cookies.consentCommands('update')).toEqual([]);
    const stored = await page.context().cookies();
    expect(stored.find((c) => c.name === 'sportello_consent')).toBeUndefined();
  });

  test('"Accetta" grants every purpose and is remembered', async ({ page }) => {
    await page.goto('/login');
    const cookies = new CookieBanner(page);
    await cookies.accept();
    await expect(cookies.banner()).toBeHidden();
    expect(await cookies.consentCommands('update')).toEqual([
      {
        functionality_storage: 'granted',
        security_storage: 'granted',
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    expect(await cookies.events('cookie_consent_update')).toEqual([
      { event: 'cookie_consent_update', consent_analytics: true, consent_marketing: true },
    ]);
    const stored = (await page.context().cookies()).find((c) => c.name === 'sportello_consent');
    expect(stored).toBeDefined();

    // Next visit: no banner, and the remembered choice reaches the data layer again.
    await page.reload();
    await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
    await expect.poll(() => cookies.consentCommands('update')).toHaveLength(1);
    expect((await cookies.consentCommands('update'))[0]).toMatchObject({
      ad_storage: 'granted',
      analytics_storage: 'granted',
    });
    await expect(cookies.banner()).toHaveCount(0);
  });

  test('the "x" rejects: only necessary cookies, and the banner does not come back', async ({ page }) => {
    await page.goto('/login');
    const cookies = new CookieBanner(page);
    await cookies.close();
    await expect(cookies.banner()).toBeHidden();
    expect(await cookies.consentCommands('update')).toEqual([DENIED_ALL]);
    await page.reload();
    await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
    await expect.poll(() => cookies.consentCommands('update')).toEqual([DENIED_ALL]);
    await expect(cookies.banner()).toHaveCount(0);
  });

  test('"Personalizza" chooses per purpose: statistics yes, marketing no', async ({ page }) => {
    await page.goto('/login');
    const cookies = new CookieBanner(page);
    await cookies.customise();
    await expect(cookies.preferences()).toBeVisible();
    await expect(cookies.purpose('Cookie necessari')).toBeChecked();
    await expect(cookies.purpose('Cookie necessari')).toBeDisabled();
    await expect(cookies.purpose('Statistiche')).not.toBeChecked();
    await expect(cookies.purpose('Marketing')).not.toBeChecked();

    // Closing the preferences without choosing leaves no consent and brings the banner back.
    await cookies.preferences().getByRole('button', { name: 'Chiudi' }).click();
    await cookies.expectVisible();
    expect(await cookies.consentCommands('update')).toEqual([]);

    await cookies.customise();
    await cookies.purpose('Statistiche').check();
    await cookies.preferences().getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect(cookies.preferences()).toBeHidden();
    await expect(cookies.banner()).toBeHidden();
    expect(await cookies.consentCommands('update')).toEqual([
      { ...DENIED_ALL, analytics_storage: 'granted' },
    ]);
    expect(await cookies.events('cookie_consent_update')).toEqual([
      { event: 'cookie_consent_update', consent_analytics: true, consent_marketing: false },
    ]);
  });

  for (const width of [375, 1280]) {
    test(`axe: no violations with the banner open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login');
      const cookies = new CookieBanner(page);
      await cookies.expectVisible();
      await expectNoAxeViolations(page);

      await cookies.customise();
      await expect(cookies.preferences()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
