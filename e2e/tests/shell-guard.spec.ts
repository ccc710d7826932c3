import { expect, test } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { LoginPage, loginThroughApi } from '../page-models/login-page';

test.describe('navigation guard', () => {
  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto('/questa-pagina-non-esiste');
    await expect(page).toHaveURL(/\/errore\/pagina-non-trovata$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.locator('.page-root')).toHaveClass(/error-404/);
  });

  test('a route that needs login sends a logged-out visitor to /login', async ({ page }) => {
    await page.goto('/supplies');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/invoices?typeCodes=all');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a logged-out visitor on the self-reading or the anonymous graphs without a link goes to /login', async ({
    page,
  }) => {
    // Issue 18 item 12: these two routes also serve link sessions, but without a link they are
    // the login's, not "Pagina non trovata".
    await page.goto('/supplies/1/autolettura');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
    await page.goto('/supplies/1/graphs/anon');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
  });

  test('after that login the visitor lands on the self-reading asked for', async ({ page, browser }) => {
    // The self-reading's address, found from the dashboard; the login under test is the visitor's.
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await page.getByRole('link', { name: 'Riscaldamento', exact: true }).first().click();
    await page
      .getByRole('list', { name: 'Azioni sulla fornitura' })
      .getByRole('link', { name: 'Autolettura' })
      .click();
    await expect(page).toHaveURL(/\/supplies\/\d+\/autolettura$/);
    const target = new URL(page.url()).pathname;

    const visitor = await browser.newPage();
    await visitor.goto(target);
    await expect(visitor).toHaveURL(/\/login$/);
    await new LoginPage(visitor).login('demo.ast');
    await expect(visitor).toHaveURL(new RegExp(`${target}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: 'Autolettura' })).toBeVisible();
    await visitor.close();
  });

  test('a logged-in user on /login goes to the dashboard; the route name is the page root class', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(shell.pageRoot()).toHaveClass(/\bdashboard\b/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a user with two customers chooses one on /customers, then sees its supplies', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('demo.ast.delegato');
    await expect(page).toHaveURL(/\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'I tuoi clienti' })).toBeVisible();
    const cards = page.getByTestId('customer-card');
    await expect(cards).toHaveCount(2);
    await cards
      .first()
      .getByRole('button', { name: /^Scegli/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Le tue forniture' })).toBeVisible();
  });

  test('a lead without a confirmed customer lands on the waiting page', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('demo.ast.lead');
    await expect(page).toHaveURL(/\/errore\/in-attesa-di-conferma$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registrazione in attesa di conferma' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a module route opened directly is added and the full path reloaded', async ({ page }) => {
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.ast');
    await page.goto('/practices');
    await expect(page).toHaveURL(/\/practices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pratiche' })).toBeVisible();
    await expect(shell.pageRoot()).toHaveClass(/\bpractices\b/);
    await expect(page).toHaveTitle('Pratiche | Astra Energia');
  });

  test('a module the brand does not enable is a 404 (smg has no services)', async ({ page }) => {
    await loginThroughApi(page, 'demo.smg', { brand: 'smg' });
    await page.goto('/services');
    await expect(page).toHaveURL(/\/errore\/pagina-non-trovata$/);
  });

  test('after a navigation the page scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page.getByTestId('supply-card')).toHaveCount(3);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => {
      history.pushState({ usr: null, key: 'scroll', idx: 1 }, '', '/supplies');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await expect(page).toHaveURL(/\/supplies$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the app's biometric screen, opened on the web, says it belongs to the app", async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
    // The native app's screens (issue 13) exist on the web too, without a biometry to offer.
    await page.goto('/active-biometric');
    await expect(page.getByRole('heading', { level: 1, name: 'Accesso biometrico' })).toBeVisible();
    await expect(page.locator('main')).toContainText("disponibile nell'app per smartphone");
    await page.getByRole('link', { name: 'Continua' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('menus', () => {
  test('the drawer lists the entries of section 2 in order, invoices with typeCodes=all, the version in the footer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(shell.menuItems()).toHaveText([
      'Home',
      'Forniture',
      'Messaggi',
      'Servizi',
      'Pratiche',
      'Bollette',
      'Assistenza',
      'Esci',
    ]);
    await expect(shell.accountMenu().getByRole('link', { name: 'Bollette' })).toHaveAttribute(
      'href',
      '/invoices?typeCodes=all',
    );
    await expect(shell.accountMenu()).toContainText(/Versione \d+\.\d+\.\d+/);
    await expect(shell.menuToggle()).toBeHidden();
  });

  test('below 992 px the drawer folds behind "Menu" and shows Profile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    await expect(shell.accountMenu()).toBeHidden();
    await shell.menuToggle().click();
    await expect(shell.menuToggle()).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.menuItems()).toHaveText([
      'Home',
      'Forniture',
      'Messaggi',
      'Profilo',
      'Servizi',
      'Pratiche',
      'Bollette',
      'Assistenza',
      'Esci',
    ]);
    await shell.accountMenu().getByRole('link', { name: 'Profilo' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(shell.accountMenu()).toBeHidden();
  });

  test('brand smg, without the services module, shows no Services entry', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.smg', { brand: 'smg', path: '/dashboard' });
    await expect(shell.menuItems()).toHaveText([
      'Home',
      'Forniture',
      'Messaggi',
      'Pratiche',
      'Bollette',
      'Assistenza',
      'Esci',
    ]);
  });

  test('logged out, the site menu has the brand links and the login button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const shell = new AppShell(page);
    await page.goto('/password-dimenticata');
    await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible();
    const menu = shell.siteMenu();
    await expect(menu.getByRole('link', { name: /Offerte luce e gas/ })).toHaveAttribute(
      'href',
      'https://www.astraenergia.example.it/offerte',
    );
    await expect(menu.getByRole('link', { name: /Offerte luce e gas/ })).toHaveAttribute('target', '_blank');
    await menu.getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
