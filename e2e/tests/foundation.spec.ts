import { expect, test } from '@playwright/test';
import { LoginPage } from '../page-models/login-page';

test.describe('walking skeleton: from / to the dashboard', () => {
  test('ast: / goes to /login, demo.ast logs in and sees its three supplies', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Accedi | Astra Energia');
    await expect(page.locator('body')).toHaveClass(/company-ast/);

    const login = new LoginPage(page);
    await login.login('demo.ast');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Le tue forniture' })).toBeVisible();
    const cards = page.getByTestId('supply-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Casa Roma');
    await expect(cards.nth(0)).toContainText('POD');
    await expect(cards.nth(1)).toContainText('Gas');
    await expect(cards.nth(2)).toContainText('Teleriscaldamento');
  });

  test('sgr: the brand is applied and demo.sgr sees its own supplies', async ({ page }) => {
    await page.goto('/login?company=sgr');
    await expect(page).toHaveTitle('Accedi | SGR Energia');
    await expect(page.locator('body')).toHaveClass(/company-sgr/);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe('#00703c');
    await expect(page.getByRole('img', { name: 'SGR Energia' })).toBeVisible();

    await new LoginPage(page).login('demo.sgr');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('supply-card')).toHaveCount(2);
    await expect(page.getByTestId('supply-card').first()).toContainText('SGR0001011');
  });

  test('a wrong password shows the specification message and stays on /login', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('demo.ast', 'Sbagliata!1');
    await expect(login.error()).toHaveText('Nome utente o password non corretti');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logging out ends the session and protects the dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login('demo.ast');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
