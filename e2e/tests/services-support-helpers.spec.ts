import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { expectNoAxeViolations } from '../page-models/axe';
import { CookieBanner } from '../page-models/cookie-banner';
import { ContactFormModal } from '../page-models/help-widget';
import { loginThroughApi } from '../page-models/login-page';
import { PracticesPage } from '../page-models/services-pages';

/** Each brand's help e-mail and support site (the registry's, packages/brands/src/<code>.ts). */
const BRAND_SITES = {
  ast: 'astraenergia',
  sgr: 'sgrenergia',
  sga: 'sgagaseluce',
  mes: 'mestreenergia',
  wdo: 'wedoenergia',
  smg: 'smgmultiservizi',
  sol: 'soleenergia',
} as const;

function supportChannels(page: Page) {
  return {
    phone: page.getByTestId('support-phone').getByRole('link'),
    email: page.getByTestId('support-email').getByRole('link'),
    site: page.getByTestId('support-link').getByRole('link'),
  };
}

test.describe('public helpers, logged out (issue 12)', () => {
  test('find-door: a sample bill per commodity with the codes marked and listed', async ({ page }) => {
    await page.goto('/helpers/find-door');
    await new AppShell(page).dismissCookies();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dove trovo il codice cliente, il POD e il PDR' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /^Bolletta luce di esempio/ })).toBeVisible();
    const legend = page.getByTestId('find-door-legend').getByRole('listitem');
    await expect(legend).toHaveCount(3);
    await expect(legend.nth(0)).toContainText('Codice cliente');
    await expect(legend.nth(1)).toContainText('POD');
    await page.getByRole('radio', { name: 'Bolletta gas' }).check();
    await expect(page.getByRole('img', { name: /^Bolletta gas di esempio/ })).toBeVisible();
    await expect(legend.nth(1)).toContainText('PDR');
  });

  test('support: the brand phone, e-mail, support site and FAQ; no contact form logged out', async ({
    page,
  }) => {
    await page.goto('/helpers/support?company=sgr');
    await new AppShell(page).dismissCookies();
    await expect(page.getByRole('heading', { level: 1, name: 'Assistenza' })).toBeVisible();
    const c = supportChannels(page);
    await expect(c.email).toHaveText(`assistenza@${BRAND_SITES.sgr}.example.it`);
    await expect(c.site).toHaveAttribute('href', `https://www.${BRAND_SITES.sgr}.example.it/assistenza`);
    await expect(c.phone).toHaveAttribute('href', /^tel:\d+$/);
    await page.getByText('Dove trovo il codice cliente, il POD e il PDR?').click();
    await expect(page.getByText(/Sono stampati nella prima pagina/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scrivici' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Le nostre offerte' }).click();
    await expect(page).toHaveURL(/\/helpers\/offers$/);
  });

  test("offers: the brand's offers from the server", async ({ page }) => {
    await page.goto('/helpers/offers');
    await new AppShell(page).dismissCookies();
    await expect(page.getByRole('heading', { level: 1, name: 'Le offerte di Astra Energia' })).toBeVisible();
    const cards = page.getByTestId('offer-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasText: 'Prezzo orario' }).first()).toContainText('Fascia F1');
    await expect(cards.filter({ hasText: 'Gas' }).first()).toContainText('€/Smc');
  });

  test('the cookie preferences reopen from the footer and change the choice', async ({ page }) => {
    const cookies = new CookieBanner(page);
    await page.goto('/helpers/find-door');
    await cookies.expectVisible();
    await cookies.accept();
    await expect(cookies.banner()).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
    await expect(cookies.preferences()).toBeVisible();
    await expect(cookies.purpose('Statistiche')).toBeChecked();
    await expect(cookies.purpose('Marketing')).toBeChecked();
    await cookies.purpose('Marketing').click();
    await cookies.preferences().getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect(cookies.preferences()).toBeHidden();
    await expect
      .poll(async () => (await cookies.consentCommands('update')).at(-1))
      .toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    // Reopened after a reload, the dialog shows the saved choice.
    await page.reload();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
    await expect(cookies.purpose('Statistiche')).toBeChecked();
    await expect(cookies.purpose('Marketing')).not.toBeChecked();
  });
});

test.describe('support page per brand, logged in (issue 12)', () => {
  test.describe.configure({ timeout: 180_000 });

  test("every brand's e-mail and support link; the contact form for all but mes", async ({ browser }) => {
    for (const [code, site] of Object.entries(BRAND_SITES)) {
      // A browser context of its own per brand: nothing of the previous brand's login is left.
      const context = await browser.newContext();
      const page = await context.newPage();
      await loginThroughApi(page, `demo.${code}`, { brand: code });
      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 1, name: 'Assistenza' })).toBeVisible();
      const c = supportChannels(page);
      await expect(c.email, code).toHaveText(`assistenza@${site}.example.it`);
      await expect(c.site, code).toHaveAttribute('href', `https://www.${site}.example.it/assistenza`);
      await expect(page.getByRole('button', { name: 'Scrivici' }), code).toHaveCount(code === 'mes' ? 0 : 1);
      await context.close();
    }
  });

  test('the contact form from the support page: sent, then followed among the practices', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    await page.goto('/support');
    await page.getByRole('button', { name: 'Scrivici' }).click();
    const form = new ContactFormModal(page);
    await expect(form.dialog()).toBeVisible();
    await form.contract().selectOption({ index: 1 });
    await form.phone().fill('347 5550101');
    await form.subject().selectOption({ label: 'Bolletta' });
    await form.message().fill('Vorrei capire la voce "oneri di sistema" della bolletta.');
    await form.submit();
    await expect(page.getByRole('heading', { name: 'Richiesta inviata!' })).toBeVisible();
    await page.getByRole('link', { name: 'Le tue pratiche' }).click();
    const practices = new PracticesPage(page);
    await expect(practices.items().first()).toContainText('Richiesta di assistenza');
    await expect(practices.items().first().getByTestId('practice-state')).toHaveText('In corso');
  });
});

for (const width of [375, 1280]) {
  test.describe(`helpers and support, axe at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));
    test.describe.configure({ timeout: 90_000 });

    test('the three public helpers logged out, and the support page logged in', async ({ page }) => {
      await page.goto('/helpers/find-door');
      await new AppShell(page).dismissCookies();
      await expect(page.getByRole('img', { name: /^Bolletta luce di esempio/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/helpers/support');
      await expect(page.getByTestId('support-email')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/helpers/offers');
      await expect(page.getByTestId('offer-card').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await loginThroughApi(page, 'demo.ast');
      await page.goto('/support');
      await expect(page.getByRole('button', { name: 'Scrivici' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
