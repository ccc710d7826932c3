import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { invoicesOfUser, type InvoiceRef } from '../page-models/invoices';
import { LoginPage } from '../page-models/login-page';

const csvLink = (invoiceKey: string) =>
  `/?action=download_invoice_details_csv&company=ast&invoiceKey=${encodeURIComponent(invoiceKey)}`;

function find(invoices: InvoiceRef[], test: (i: InvoiceRef) => boolean, what: string): InvoiceRef {
  const found = invoices.find(test);
  if (!found) throw new Error(`demo data: no ${what}`);
  return found;
}

/** Opens the link logged out, then logs in from the login page it leads to. */
async function openLinkThenLogin(page: Page, path: string, username = 'demo.ast') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await new AppShell(page).dismissCookies();
  await new LoginPage(page).login(username);
}

test.describe('the invoice CSV deep link, acted on after login (spec section 4)', () => {
  test('a multi-POD invoice: dashboard, then the invoice, and its CSV detail downloads', async ({ page }) => {
    const invoices = await invoicesOfUser(page, 'demo.ast', 'ast');
    const multi = find(
      invoices,
      (i) => i.contract.multiPodInvoicing && i.supplyId === null,
      'multi-POD invoice',
    );
    const download = page.waitForEvent('download');
    await openLinkThenLogin(page, csvLink(multi.key));
    await expect(page).toHaveURL(new RegExp(`/invoice/${multi.id}$`));
    const file = await download;
    expect(file.suggestedFilename()).toBe(`dettaglio-${multi.key}.csv`);
    expect(await readFile((await file.path())!, 'utf8')).toContain('POD/PDR');
    // Acted on once: nothing is left for later, and back leads to the dashboard.
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('data'),
        sessionStorage.getItem('downloadInvoiceCsv'),
      ]),
    ).toEqual([null, null]);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a single-supply invoice opens at its summary (#elementsDetail), nothing downloads', async ({
    page,
  }) => {
    // demo.ast.variazione's contract bills one supply per invoice.
    const invoices = await invoicesOfUser(page, 'demo.ast.variazione', 'ast');
    const single = find(
      invoices,
      (i) => i.supplyId !== null && !i.contract.multiPodInvoicing,
      'single invoice',
    );
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await openLinkThenLogin(page, csvLink(single.key), 'demo.ast.variazione');
    await expect(page).toHaveURL(new RegExp(`/invoice/${single.id}#elementsDetail$`));
    await expect(page.getByRole('heading', { name: 'Riepilogo della bolletta' })).toBeInViewport();
    expect(downloads).toBe(0);
  });

  test("another customer's invoice leaves the customer on the dashboard", async ({ page }) => {
    const sgr = await invoicesOfUser(page, 'demo.sgr', 'sgr');
    await openLinkThenLogin(page, csvLink(sgr[0]!.key));
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('data'))).toBeNull();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
