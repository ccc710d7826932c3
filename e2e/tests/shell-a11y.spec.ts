import { expect, test } from '@playwright/test';
import { BRANDS } from '../../packages/brands/src/index';
import { TOUR_BRANDS } from '../../apps/web/src/features/accessibility/tour';
import { AppShell } from '../page-models/app-shell';
import { checkScreen, closeCookieBanner, loginForTour, tourTimeout } from '../page-models/axe';

/** The error pages, each with its id in the accessibility tour. */
const ERROR_PAGES = [
  ['/errore/pagina-non-trovata', 'error-404'],
  ['/errore', 'error'],
  ['/errore/server-in-manutenzione', 'error-503'],
  ['/errore/offline', 'offline'],
  ['/errore/in-attesa-di-conferma', 'error-no-customers'],
] as const;

// Each screen is opened once per brand and checked at 375 and 1280 px in the three themes
// (page-models/axe.ts, checkScreen).
for (const brand of TOUR_BRANDS) {
  test.describe(`shell screens, axe, brand ${brand}`, () => {
    test('login, the logged-out frame, the accessibility statement from its footer link, the error pages', async ({
      page,
    }) => {
      tourTimeout(9);
      await page.goto(`/login?company=${brand}`);
      await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
      await checkScreen(page, brand, 'login');
      await closeCookieBanner(page);

      await page.goto(`/registrazione?company=${brand}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Registrati' })).toBeVisible();
      await checkScreen(page, brand, 'site-frame');

      // The statement: linked from the footer of every framed page, public, with the brand's data.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Dichiarazione di accessibilità' })
        .click();
      await expect(page).toHaveURL(/\/dichiarazione-accessibilita$/);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Dichiarazione di accessibilità',
        }),
      ).toBeVisible();
      await expect(page.getByText(`${BRANDS[brand].legal.name} si impegna`)).toBeVisible();
      await expect(page.getByTestId('statement-checked-at')).toHaveText(
        /^Ultima verifica: \d\d\/\d\d\/\d{4}$/,
      );
      await expect(page.getByTestId('statement-screen').first()).toBeVisible();
      await checkScreen(page, brand, 'accessibility-statement');

      for (const [path, screen] of ERROR_PAGES) {
        await page.goto(path);
        await expect(page.getByTestId('error-page')).toBeVisible();
        await checkScreen(page, brand, screen);
      }
    });

    test('dashboard with the menu open on small screens, then the 500 popup', async ({ page }) => {
      tourTimeout(2);
      const shell = new AppShell(page);
      await loginForTour(page, `demo.${brand}`, brand);
      await expect(page.getByTestId('supply-card').first()).toBeVisible();
      await checkScreen(page, brand, 'dashboard-menu', {
        atWidth: async (width) => {
          if (width < 992 && (await shell.menuToggle().textContent()) === 'Menu')
            await shell.menuToggle().click();
          await expect(shell.accountMenu()).toBeVisible();
        },
      });

      await page.route('**/services/rest/portalapi/Erp/v1/supplies**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"x","message":"x"}}',
        }),
      );
      await page.goto('/dashboard');
      await expect(shell.dialog('Ops! Qualcosa è andato storto.')).toBeVisible();
      await checkScreen(page, brand, 'error-popup');
    });
  });
}
