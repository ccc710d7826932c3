import { expect, test, type Page } from '@playwright/test';
import { AppDevice } from '../page-models/app-device';
import { invoicesOfUser, type InvoiceRef } from '../page-models/invoices';
import { expectScreen, startAppLoggedIn } from '../page-models/push';

/**
 * The app opened by a URL (spec section 4, "App URL open") in the app build (simulated platform):
 * a known route, and the invoice CSV address /fatture/{company}-{invoiceKey}.
 */

const ORIGIN = 'https://sportello.example.it';

function find(invoices: InvoiceRef[], test: (i: InvoiceRef) => boolean, what: string): InvoiceRef {
  const found = invoices.find(test);
  if (!found) throw new Error(`demo data: no ${what}`);
  return found;
}

/** The files the app handed to the device to open (simulated platform). */
function openedFiles(page: Page) {
  return page.evaluate(
    () =>
      (window as any).__sportelloPlatform.simulate.files() as { name: string; type: string; text: string }[],
  );
}

test.describe('app URL open', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a multi-POD invoice: dashboard, then the invoice, and its CSV detail opens on the device', async ({
    page,
  }) => {
    const invoices = await invoicesOfUser(page, 'demo.ast', 'ast');
    const multi = find(
      invoices,
      (i) => i.contract.multiPodInvoicing && i.supplyId === null,
      'multi-POD invoice',
    );
    await startAppLoggedIn(page, 'demo.ast');
    await expectScreen(page, 'dashboard', /\/dashboard$/);
    await new AppDevice(page).openUrl(`${ORIGIN}/fatture/ast-${encodeURIComponent(multi.key)}`);
    await expectScreen(page, 'invoice', new RegExp(`/invoice/${multi.id}$`));
    // The app opens the CSV with an app of the device (platform files), not a browser download.
    await expect
      .poll(async () => (await openedFiles(page)).map((f) => f.name))
      .toEqual([`dettaglio-${multi.key}.csv`]);
    const [csv] = await openedFiles(page);
    expect(csv!.type).toContain('text/csv');
    expect(csv!.text).toContain('POD/PDR');
    expect(await page.evaluate(() => sessionStorage.getItem('downloadInvoiceCsv'))).toBeNull();
    // The dashboard came first: back leads there.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a single-supply invoice opens at its summary (#elementsDetail), nothing is opened on the device', async ({
    page,
  }) => {
    const invoices = await invoicesOfUser(page, 'demo.ast.variazione', 'ast');
    const single = find(
      invoices,
      (i) => i.supplyId !== null && !i.contract.multiPodInvoicing,
      'single invoice',
    );
    await startAppLoggedIn(page, 'demo.ast.variazione');
    await expectScreen(page, 'dashboard', /\/dashboard$/);
    await new AppDevice(page).openUrl(`${ORIGIN}/fatture/ast-${encodeURIComponent(single.key)}`);
    await expectScreen(page, 'invoice', new RegExp(`/invoice/${single.id}#elementsDetail$`));
    await expect(page.getByRole('heading', { name: 'Riepilogo della bolletta' })).toBeInViewport();
    expect(await openedFiles(page)).toEqual([]);
  });

  test('logged out, the invoice address is kept for after the login', async ({ page }) => {
    const invoices = await invoicesOfUser(page, 'demo.ast', 'ast');
    await page.goto('/');
    await expect(page).toHaveURL(/\/applogin$/);
    await new AppDevice(page).openUrl(`${ORIGIN}/fatture/ast-${encodeURIComponent(invoices[0]!.key)}`);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('data') ?? 'null')))
      .toEqual({ action: 'download_invoice_details_csv', company: 'ast', invoiceKey: invoices[0]!.key });
    await expect(page).toHaveURL(/\/applogin$/);
  });

  test('a known route opens that screen', async ({ page }) => {
    await startAppLoggedIn(page, 'demo.ast');
    await expectScreen(page, 'dashboard', /\/dashboard$/);
    await new AppDevice(page).openUrl(`${ORIGIN}/messages`);
    await expectScreen(page, 'messages', /\/messages$/);
  });
});
