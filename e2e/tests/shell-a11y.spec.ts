import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('login', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
      await expectNoViolations(page);
    });

    test('dashboard, with the menu open on small screens', async ({ page }) => {
      const shell = new AppShell(page);
      await shell.loginAs('demo.ast');
      await expect(page.getByTestId('supply-card')).toHaveCount(3);
      await shell.dismissCookies();
      if (width < 992) await shell.menuToggle().click();
      await expect(shell.accountMenu()).toBeVisible();
      await expectNoViolations(page);
    });

    test('404 and error pages', async ({ page }) => {
      // Five pages, each loaded and analysed by axe: more than the default time on a shared machine.
      test.slow();
      for (const path of [
        '/errore/pagina-non-trovata',
        '/errore',
        '/errore/server-in-manutenzione',
        '/errore/offline',
        '/errore/in-attesa-di-conferma',
      ]) {
        await page.goto(path);
        await expect(page.getByTestId('error-page')).toBeVisible();
        await expectNoViolations(page);
      }
    });

    test('logged-out frame with the site menu, and the 500 modal', async ({ page }) => {
      const shell = new AppShell(page);
      await page.goto('/registrazione');
      await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();
      await expectNoViolations(page);
      await page.route('**/services/rest/portalapi/Erp/v1/supplies**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"x","message":"x"}}',
        }),
      );
      await shell.loginAs('demo.ast');
      await expect(shell.dialog('Ops! Qualcosa è andato storto.')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
