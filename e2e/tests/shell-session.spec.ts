import { expect, test } from '@playwright/test';
import { DEMO_LINKS } from '../../apps/server/src/seed/core';
import { AppShell } from '../page-models/app-shell';
import { loginThroughApi } from '../page-models/login-page';
import { apiLogin } from '../page-models/push';

test.describe('session: resume, logout, company', () => {
  test('resume: a session that can no longer be refreshed shows "La tua sessione è scaduta"', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    await page.route('**/services/rest/portalapi/Core/v1/sessions/*', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'session_expired', message: 'Sessione scaduta' } }),
      }),
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByTestId('session-expired');
    await expect(notice.getByRole('heading', { level: 1, name: 'La tua sessione è scaduta' })).toBeVisible();
    await expect(notice).toContainText(
      'Per motivi di sicurezza la sessione è scaduta dopo alcuni minuti di inattività',
    );
    await page.unroute('**/services/rest/portalapi/Core/v1/sessions/*');
    await notice.getByRole('button', { name: 'Vai al login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
  });

  test('logout calls the server, then clears company, biometric and nb flags', async ({ page }) => {
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.sgr', { brand: 'sgr', path: '/dashboard' });
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('_biometric_active', 'true');
      localStorage.setItem('nb', '1');
    });
    const logout = page.waitForRequest(
      (r) => r.method() === 'DELETE' && r.url().endsWith('/Core/v1/user/logout'),
    );
    await shell.accountMenu().getByRole('button', { name: 'Esci' }).click();
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() =>
      ['_company', '_biometric_active', 'nb', 'customerId'].map((k) => localStorage.getItem(k)),
    );
    expect(stored).toEqual([null, null, null, null]);
  });

  test('supplies and modules are cached encrypted in IndexedDB and cleared at logout', async ({ page }) => {
    const shell = new AppShell(page);
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page.getByTestId('supply-card')).toHaveCount(3);
    // Every record is { iv, data, savedAt } with ciphertext: the POD never appears in clear.
    const readStores = () =>
      page.evaluate(
        () =>
          new Promise<Record<string, { keys: string[]; clear: boolean }>>((resolve, reject) => {
            const open = indexedDB.open('sportello-cache');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              const out: Record<string, { keys: string[]; clear: boolean }> = {};
              const tx = db.transaction(['contracts', 'session']);
              for (const name of ['contracts', 'session']) {
                const store = tx.objectStore(name);
                const keys = store.getAllKeys();
                const values = store.getAll();
                values.onsuccess = () => {
                  const text = values.result
                    .map((v: { data: ArrayBuffer }) => new TextDecoder().decode(v.data))
                    .join('');
                  out[name] = {
                    keys: keys.result.map(String),
                    clear: /IT0\d\dE|getSupplies|"key"/.test(text),
                  };
                };
              }
              tx.oncomplete = () => {
                db.close();
                resolve(out);
              };
            };
          }),
      );
    await expect
      .poll(async () => {
        const stores = await readStores();
        // Keys are "<user id>|<path>": the logged-in user's supplies and modules.
        return [
          stores.contracts?.keys.some((k) => /^\d+\|\/Erp\/v1\/supplies/.test(k)),
          stores.session?.keys.some((k) => /^\d+\|\/Core\/v1\/modules$/.test(k)),
        ];
      })
      .toEqual([true, true]);
    const stored = await readStores();
    expect(stored.contracts!.clear).toBe(false);
    expect(stored.session!.clear).toBe(false);

    await shell.accountMenu().getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Nothing of the user is left; the new anonymous session may cache the brand's modules again.
    await expect
      .poll(async () => {
        const stores = await readStores();
        return [...stores.contracts!.keys, ...stores.session!.keys].filter((k) => /^\d+\|/.test(k));
      })
      .toEqual([]);
  });

  test('a customer load that gets no answer is retried, never a logout', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
    await expect(page.getByTestId('supply-card')).toHaveCount(3);
    let aborted = 0;
    await page.route('**/services/rest/portalapi/Erp/v1/customers/*', (route) => {
      if (aborted++ === 0) return route.abort('connectionreset');
      return route.continue();
    });
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('supply-card')).toHaveCount(3);
    expect(aborted).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).not.toBeNull();
  });

  test('/company: choosing a brand remembers it as _company and themes the login', async ({ page }) => {
    await page.goto('/company');
    await expect(page.getByRole('heading', { level: 1, name: 'Scegli la società' })).toBeVisible();
    await page.getByTestId('company-wdo').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Accedi | Wedo Energia');
    await expect(page.locator('body')).toHaveClass(/company-wdo/);
    expect(await page.evaluate(() => localStorage.getItem('_company'))).toBe('wdo');
  });
});

test.describe('deep links (spec section 4)', () => {
  test('linkId + hash of a message opens a guest link session on the message', async ({ page }) => {
    const link = DEMO_LINKS.message;
    await page.goto(`/?linkId=${link.id}&hash=${link.hashCode}`);
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messaggio' })).toBeVisible();
    expect(page.url()).not.toContain('hash=');
  });

  test('an expired link goes to /login with "Link scaduto, inserire nuovamente i dati"', async ({ page }) => {
    const link = DEMO_LINKS.expired;
    await page.goto(`/?linkId=${link.id}&hash=${link.hashCode}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-notice')).toHaveText('Link scaduto, inserire nuovamente i dati');
  });

  test('a wrong hash goes to /errore', async ({ page }) => {
    await page.goto(`/?linkId=${DEMO_LINKS.message.id}&hash=NonValido`);
    await expect(page).toHaveURL(/\/errore$/);
  });

  test('action=download_invoice_details_csv is kept for after login', async ({ page }) => {
    await page.goto('/?action=download_invoice_details_csv&company=ast&invoiceKey=FT-1');
    await expect(page).toHaveURL(/\/login$/);
    const data = await page.evaluate(() => sessionStorage.getItem('data'));
    expect(JSON.parse(data ?? '{}')).toEqual({
      action: 'download_invoice_details_csv',
      company: 'ast',
      invoiceKey: 'FT-1',
    });
  });

  test('s= hands over an anonymous session by its id', async ({ page, browser }) => {
    // A second page, a deep link and a login: on a loaded machine that outlasts the default timeout.
    test.slow();
    const created = await page.request.post('/services/rest/portalapi/Core/v1/sessions', {
      data: { createNewSessionRequest: { company: 'ast' } },
    });
    const id = (await created.json()).createNewSessionResponse.sessionId as string;
    const other = await browser.newPage();
    await other.goto(`/login?s=${encodeURIComponent(Buffer.from(id).toString('base64'))}`);
    await expect(other).toHaveURL(/\/login$/);
    await expect.poll(() => other.evaluate(() => localStorage.getItem('sessionId'))).toBe(id);
    // The handed-over session logs in like any other.
    await new AppShell(other).loginAs('demo.ast');
    await expect(other.getByTestId('supply-card')).toHaveCount(3);
    await other.close();
  });

  test('s= never hands over a logged-in session: the other browser stays logged out', async ({
    page,
    browser,
  }) => {
    // A logged-in session: the server's word is enough, no screen of it is needed.
    const { sessionId: id } = await apiLogin(page.request, 'demo.ast');
    const other = await browser.newPage();
    await other.goto(`/dashboard?s=${encodeURIComponent(Buffer.from(id).toString('base64'))}`);
    await expect(other).toHaveURL(/\/login$/);
    await expect(other.getByRole('button', { name: 'Accedi' })).toBeVisible();
    await expect.poll(() => other.evaluate(() => localStorage.getItem('sessionId'))).not.toBe(id);
    expect(await other.evaluate(() => localStorage.getItem('sessionId'))).toBeTruthy();
    await other.close();
  });

  test('rcrm=1 keeps only the consumption graph route', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
    await page.goto('/supplies/1/graphs?rcrm=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Grafici dei consumi' })).toBeVisible();
    await page.goto('/practices');
    await expect(page).toHaveURL(/\/errore\/pagina-non-trovata$/);
  });
});
