import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { CompanyCode } from '@sportello/domain';
import { BRANDS } from '../../packages/brands/src/index';
import { AppShell } from '../page-models/app-shell';
import { InvoiceDetailPage, InvoicesPage, invoicesOf } from '../page-models/invoices';
import { loginThroughApi } from '../page-models/login-page';

// This spec tests the service worker (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 24, installable with offline bills: after one online visit the bills list, a bill and its
 * PDF read offline (service worker's app shell, encrypted cache), with the offline banner; after
 * logout nothing personal is shown offline, nor left in IndexedDB or Cache Storage. Each brand has
 * its manifest, and Chromium finds the portal installable.
 */

const BANNER = /^Sei offline: dati del \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}$/;

/** The service worker is active (its precache of the app shell complete) and controls the page. */
async function shellReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What this browser keeps: the encrypted cache's records per store, and Cache Storage's URLs. */
async function keptInBrowser(page: Page): Promise<{ records: Record<string, number>; cached: string[] }> {
  return page.evaluate(async () => {
    const records: Record<string, number> = {};
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (names.includes('sportello-cache')) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('sportello-cache');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        records[store] = await new Promise<number>((resolve) => {
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => resolve(count.result);
        });
      }
      db.close();
    }
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
    }
    return { records, cached };
  });
}

test('bills, a bill and its PDF read offline after one online visit; nothing after logout', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const shell = new AppShell(page);
  await loginThroughApi(page, 'demo.ast', { path: '/dashboard' });
  await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
  await shellReady(page);
  const bill = (await invoicesOf(page)).find((i) => i.documentAvailable)!;

  // Online: the list, the bill and its PDF, opened once.
  const list = new InvoicesPage(page);
  await list.goto();
  await expect(list.cards().first()).toBeVisible();
  const firstCard = await list.cards().first().getByRole('heading', { level: 2 }).textContent();
  const detail = new InvoiceDetailPage(page);
  await detail.goto(bill.id);
  const online = await Promise.all([page.waitForEvent('download'), detail.downloadPdf().click()]);
  expect(online[0].suggestedFilename()).toBe(`bolletta-${bill.key}.pdf`);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  // Nothing personal in Cache Storage: only the app shell's static files.
  expect((await keptInBrowser(page)).cached.filter((url) => url.includes('/services/'))).toEqual([]);

  // Offline: the page is reloaded from the service worker's shell, the data from the encrypted cache.
  await context.setOffline(true);
  await page.goto('/invoices-list');
  await expect(list.heading()).toBeVisible();
  await expect(list.cards().first().getByRole('heading', { level: 2 })).toHaveText(firstCard!);
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();

  await page.goto(`/invoice/${bill.id}`);
  await expect(detail.heading()).toBeVisible();
  await expect(detail.heading()).toContainText(bill.key);
  await expect(banner).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), detail.downloadPdf().click()]);
  expect(download.suggestedFilename()).toBe(`bolletta-${bill.key}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back online, logout: the encrypted cache and every cache but the shell are gone.
  await context.setOffline(false);
  await page.goto('/invoices-list');
  await expect(banner).toHaveCount(0);
  await shell.accountMenu().getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login/);
  const kept = await keptInBrowser(page);
  expect(Object.values(kept.records).every((count) => count === 0)).toBe(true);
  expect(kept.cached.filter((url) => url.includes('/services/'))).toEqual([]);

  // Offline after logout: the offline page, nothing of the customer's.
  await context.setOffline(true);
  await page.goto('/invoices-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
  await expect(page.getByText(bill.key)).toHaveCount(0);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await page.goto(`/invoice/${bill.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
  await expect(page.getByText(bill.key)).toHaveCount(0);
  await context.setOffline(false);
});

test('each brand has its manifest, with what installing requires; Chromium finds the portal installable', async ({
  page,
  context,
}) => {
  for (const code of ['ast', 'sol'] as CompanyCode[]) {
    const brand = BRANDS[code];
    await page.goto(`/login?company=${code}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/manifest-${code}.webmanifest`);
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: brand.name,
      lang: 'it',
      start_url: `/?company=${code}`,
      scope: '/',
      display: 'standalone',
      theme_color: brand.colors.primary,
      background_color: brand.colors.surface,
    });
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
      expect(icon?.type).toBe('image/png');
      const png = await page.request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      // The PNG's own header says its size.
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size]);
    }
  }

  // The CSP lets the worker and the manifest load; Chromium's own installability check passes.
  const answer = await page.goto('/login?company=sol');
  const csp = (await answer!.allHeaders())['content-security-policy'];
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  await shellReady(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito ones, where Chromium never installs: that one is the browser's.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});
