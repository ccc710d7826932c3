import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { loginThroughApi } from '../page-models/login-page';

/** Makes the server answer `status` to the dashboard's supplies call. */
async function failSupplies(page: Page, status: number): Promise<{ calls: number }> {
  const counter = { calls: 0 };
  await page.route('**/services/rest/portalapi/Erp/v1/supplies**', (route) => {
    counter.calls += 1;
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'test', message: 'Errore di prova' } }),
    });
  });
  return counter;
}

test.describe('HTTP errors (spec section 8)', () => {
  test('500: blocking modal with "Ricarica la pagina" and "x"; Escape and the backdrop do not close it', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    const supplies = await failSupplies(page, 500);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    const modal = shell.dialog('Ops! Qualcosa è andato storto.');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Se il problema persiste, contattare il servizio clienti.');
    await expect(modal.getByRole('button', { name: 'Ricarica la pagina' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Chiudi' }).click();
    await expect(modal).toBeHidden();
    // A 500 is an answer: the query is not retried, so nothing reopens the closed modal.
    expect(supplies.calls).toBe(1);
  });

  test('500: "Ricarica la pagina" reloads', async ({ page }) => {
    const shell = new AppShell(page);
    await failSupplies(page, 500);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(shell.dialog('Ops! Qualcosa è andato storto.')).toBeVisible();
    await page.unroute('**/services/rest/portalapi/Erp/v1/supplies**');
    await shell
      .dialog('Ops! Qualcosa è andato storto.')
      .getByRole('button', { name: 'Ricarica la pagina' })
      .click();
    await expect(page.getByTestId('supply-card')).toHaveCount(3);
    await expect(shell.dialog('Ops! Qualcosa è andato storto.')).toBeHidden();
  });

  test('503: the maintenance page', async ({ page }) => {
    await failSupplies(page, 503);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page).toHaveURL(/\/errore\/server-in-manutenzione$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Servizio in manutenzione' })).toBeVisible();
  });

  test('404: popup "Pagina non trovata" with "Chiudi" and "x"', async ({ page }) => {
    const shell = new AppShell(page);
    await failSupplies(page, 404);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    const popup = shell.dialog('Pagina non trovata');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Chiudi' })).toHaveCount(2);
    await popup.getByRole('button', { name: 'Chiudi' }).last().click();
    await expect(popup).toBeHidden();
  });

  test('401: logout, "Login scaduto, inserire nuovamente i dati" on /login', async ({ page }) => {
    await failSupplies(page, 401);
    const login = page.waitForURL(/\/login$/);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await login;
    await expect(page.getByTestId('login-notice')).toHaveText('Login scaduto, inserire nuovamente i dati');
    await page.unroute('**/services/rest/portalapi/Erp/v1/supplies**');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('status 0 (network failure) is ignored by the shell', async ({ page }) => {
    await page.route('**/services/rest/portalapi/Erp/v1/supplies**', (route) => route.abort('failed'));
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Non è stato possibile caricare le forniture');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('going offline leads to the offline page', async ({ page, context }) => {
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    await context.setOffline(true);
    await expect(page).toHaveURL(/\/errore\/offline$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a screen chunk that cannot load shows its message', async ({ page }) => {
    await page.route(/\/assets\/company-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/company');
    await expect(page.getByTestId('chunk-error')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Non è stato possibile caricare la pagina. Controllare la connessione e riprovare.',
    );
  });

  test('the full-screen error pages', async ({ page }) => {
    for (const [path, title] of [
      ['/errore', 'Ops! Qualcosa è andato storto.'],
      ['/errore/pagina-non-trovata', 'Pagina non trovata'],
      ['/errore/server-in-manutenzione', 'Servizio in manutenzione'],
      ['/errore/in-attesa-di-conferma', 'Registrazione in attesa di conferma'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
    }
  });
});
