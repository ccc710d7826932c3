import { expect, test } from '@playwright/test';
import type { CompanyCode } from '@sportello/domain';
import { BRANDS } from '../../packages/brands/src/index';
import { CookieBanner } from '../page-models/cookie-banner';
import { FirstHtml } from '../page-models/first-html';
import { DEMO_PASSWORD, LoginPage, loginThroughApi } from '../page-models/login-page';

const HEADING = "Accedi all'area clienti";

/** Name and colours of a brand, from the brand registry (packages/brands). */
function brandData(code: string) {
  const brand = BRANDS[code as CompanyCode];
  return { name: brand.name, primary: brand.colors.primary };
}

test.describe('the login page in the first HTML', () => {
  test("the HTML of /login and / carries the brand's login page; other pages and deep links the shell", async ({
    page,
  }) => {
    for (const [path, code] of [
      ['/login?company=sgr', 'sgr'],
      ['/login?company=WDO', 'wdo'],
      ['/login', 'ast'],
      ['/', 'ast'],
    ] as const) {
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const brand = brandData(code);
      expect(html, path).toContain(`<h1>${HEADING}</h1>`);
      expect(html, path).toContain('<label for=');
      expect(html, path).toContain('>Nome utente</label>');
      expect(html, path).toContain(`data-prerendered="login:${code}"`);
      expect(html, path).toContain(`<body class="company-${code}">`);
      expect(html, path).toContain(`--color-primary:${brand.primary}`);
      expect(html, path).toContain(`<title>Accedi | ${brand.name}</title>`);
      // The page's two inline scripts (the session's and the theme's) are allowed by their hashes.
      expect(res.headers()['content-security-policy'], path).toMatch(
        /script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+';/,
      );
    }
    for (const path of [
      '/dashboard',
      '/login?action=invoice&id=1',
      '/login?company=xyz',
      '/password-dimenticata',
    ]) {
      const res = await page.request.get(path);
      const html = await res.text();
      expect(html, path).not.toContain(HEADING);
      expect(html, path).not.toContain('data-prerendered');
      // The shell's one inline script (the theme before the first paint), allowed by its hash.
      expect(res.headers()['content-security-policy'], path).toMatch(
        /script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/,
      );
    }
  });

  test("without JavaScript the login page shows, in the brand's colours", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const brand = brandData('sol');
    await page.goto('/login?company=sol');
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await expect(page.getByRole('img', { name: brand.name })).toBeVisible();
    await expect(page.getByLabel('Nome utente')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    const background = await page
      .getByRole('button', { name: 'Accedi' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    const n = parseInt(brand.primary.slice(1), 16);
    expect(background).toBe(`rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`);
    await context.close();
  });

  test('hydration takes over the prerendered nodes without a mismatch, and the form logs in', async ({
    page,
  }) => {
    const first = new FirstHtml(page);
    await first.watch();
    await page.goto('/login?company=mes');
    await first.hydrated();
    // The cookie banner came in the HTML too, for a visitor who has not chosen.
    expect(await first.beforeScripts()).toMatchObject({ heading: HEADING, banner: true, resuming: false });
    await new CookieBanner(page).expectVisible();
    expect(await first.keptPrerenderedNodes()).toBe(true);
    expect(first.errors).toEqual([]);
    await page.getByLabel('Nome utente').fill('demo.mes');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
    expect(first.errors).toEqual([]);
  });

  test('/ on a first visit becomes /login, hydrated in place; the form checks its fields', async ({
    page,
  }) => {
    const first = new FirstHtml(page);
    await first.watch();
    await page.goto('/');
    await first.hydrated();
    await expect(page).toHaveURL(/\/login$/);
    expect(await first.keptPrerenderedNodes()).toBe(true);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Inserire il nome utente')).toBeVisible();
    await expect(page.getByText('Inserire la password')).toBeVisible();
    expect(first.errors).toEqual([]);
  });

  test('a visitor with a kept session never sees the prerendered login: / opens the dashboard', async ({
    page,
  }) => {
    // A session kept from an earlier visit (the login form is the login specs' test).
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
    const first = new FirstHtml(page);
    await first.watch();
    await page.goto('/');
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
    const before = await first.beforeScripts();
    // The HTML held the login markup, hidden by the page's inline script before anything painted.
    expect(before).toMatchObject({ heading: HEADING, rootVisibility: 'hidden', resuming: true });
    await expect(page.getByRole('heading', { name: HEADING })).toHaveCount(0);
    expect(first.errors).toEqual([]);
  });

  test('typed before the app takes over: kept, and the form cannot be sent until then', async ({ page }) => {
    const first = new FirstHtml(page);
    await first.watch();
    // The app's entry script waits until the person has typed.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await page.getByLabel('Nome utente').fill('demo.ast');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeDisabled();
    // The cookie banner's buttons too: a click now would be lost and leave the banner over the form.
    const close = page.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' });
    await expect(close).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Accetta', exact: true })).toBeDisabled();
    // Enter does not send it either (a native submission would carry the password in the address).
    await page.getByLabel('Password', { exact: true }).press('Enter');
    release();
    await first.hydrated();
    await expect(page.getByLabel('Nome utente')).toHaveValue('demo.ast');
    await close.click();
    await expect(close).toBeHidden();
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
    expect(addresses.filter((a) => a.includes('password='))).toEqual([]);
    expect(first.errors).toEqual([]);
  });

  test('an Enter pressed while the app takes the form over is sent once it has, once', async ({ page }) => {
    // The app's script has run (it listens from then on) but has not taken the form over yet: the
    // fields are filled and Enter pressed the moment the document is parsed.
    await page.addInitScript((password) => {
      document.addEventListener('DOMContentLoaded', () => {
        const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
        field('username').value = 'demo.ast';
        field('password').value = password;
        const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
        (window as unknown as { disabledAtEnter: boolean }).disabledAtEnter = button.disabled;
        field('password').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      });
    }, DEMO_PASSWORD);
    const logins: string[] = [];
    const addresses: string[] = [];
    page.on('request', (request) => {
      addresses.push(request.url());
      if (request.method() === 'POST' && /\/Core\/v1\/user\/login$/.test(request.url()))
        logins.push(request.url());
    });
    await page.goto('/login');
    expect(
      await page.evaluate(() => (window as unknown as { disabledAtEnter: boolean }).disabledAtEnter),
    ).toBe(true);
    await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
    expect(logins).toHaveLength(1);
    expect(addresses.filter((a) => a.includes('password='))).toEqual([]);
  });

  test('with a cookie choice recorded, the prerendered banner never shows', async ({ page }) => {
    const cookies = new CookieBanner(page);
    await new LoginPage(page).goto();
    await cookies.accept();
    await expect(cookies.banner()).toBeHidden();
    // A new visit, no session kept: the login comes from the HTML, the banner hidden before paint.
    await page.evaluate(() => localStorage.clear());
    const first = new FirstHtml(page);
    await first.watch();
    await page.goto('/login');
    await first.hydrated();
    expect(await first.beforeScripts()).toMatchObject({ heading: HEADING, banner: false, resuming: false });
    await expect(cookies.banner()).toBeHidden();
    expect(first.errors).toEqual([]);
  });
});
