import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { expectNoAxeViolations } from '../page-models/axe';
import {
  InvoiceDetailPage,
  InvoicesPage,
  invoicesOf,
  someoneElsesInvoiceId,
  type InvoiceRef,
} from '../page-models/invoices';
import { loginThroughApi } from '../page-models/login-page';

const EURO = /\d,\d{2}\s€/;
const DAY = /\d{2}-\d{2}-\d{4}/;

function find(invoices: InvoiceRef[], test: (i: InvoiceRef) => boolean, what: string): InvoiceRef {
  const found = invoices.find(test);
  if (!found) throw new Error(`demo data: no ${what}`);
  return found;
}

test.describe('invoices of demo.ast', () => {
  test.beforeEach(async ({ page }) => {
    // Through the API: each test's first screen is its own (the form is the login specs' test).
    await loginThroughApi(page, 'demo.ast');
  });

  test('the drawer opens the list: 5 invoices a page with status, dates, amounts and supply; more load on demand', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    if ((page.viewportSize()?.width ?? 1280) < 992) await shell.menuToggle().click();
    await shell.accountMenu().getByRole('link', { name: 'Bollette' }).click();
    await expect(page).toHaveURL(/\/invoices\?typeCodes=all$/);
    const list = new InvoicesPage(page);
    await expect(list.heading()).toBeFocused();
    await expect(list.cards()).toHaveCount(5);
    await expect(list.count()).toHaveText(/^Visualizzate 5 di \d+ bollette$/);
    const first = list.cards().first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(/n\. AST-\d{4}-\d{6}$/);
    await expect(first).toContainText(EURO);
    await expect(first.getByText(/^dal \d{2}-\d{2}-\d{4} al \d{2}-\d{2}-\d{4}$/)).toBeVisible();
    await expect(first.locator('dt', { hasText: 'Scadenza' }).locator('+ dd')).toHaveText(DAY);
    await expect(first.locator('dt', { hasText: 'Fornitura' }).locator('+ dd')).not.toBeEmpty();
    // Every status is a word.
    for (const status of await list.cards().getByTestId('payment-status').allTextContents())
      expect(status).toMatch(/^Stato del pagamento: (Pagata|Da pagare|Scaduta|Rateizzata)$/);
    // The supply names the customer gave show.
    await expect(page.getByText(/Casa Roma \(luce\)/).first()).toBeVisible();

    await list.loadMore().click();
    await expect(list.cards()).toHaveCount(10);
    await expect(list.count()).toHaveText(/^Visualizzate 10 di \d+ bollette$/);
    // Focus goes to the first invoice just loaded.
    await expect(list.cards().nth(5).getByRole('link')).toBeFocused();
  });

  test('"only to pay" keeps the unpaid ones, with the total owed', async ({ page }) => {
    const list = new InvoicesPage(page);
    await list.goto();
    await expect(list.cards()).toHaveCount(5);
    await list.outstandingFilter().check();
    await expect(page).toHaveURL(/outstandingOnly=true/);
    await expect(list.count()).toHaveText(/^Visualizzate \d di \d bollette$/);
    const statuses = (await list.cards().getByTestId('payment-status').allTextContents()).map((s) =>
      s.replace('Stato del pagamento: ', ''),
    );
    expect(statuses.length).toBeGreaterThan(0);
    for (const s of statuses) expect(s).toMatch(/^(Da pagare|Scaduta|Rateizzata)$/);
    expect(statuses).toEqual(expect.arrayContaining(['Scaduta', 'Rateizzata']));
    await expect(page.getByTestId('outstanding-amount')).toContainText(EURO);
    await list.outstandingFilter().uncheck();
    await expect(list.count()).toHaveText(/^Visualizzate 5 di \d{2,} bollette$/);
  });

  test('the detail shows the Bolletta 2.0 sections and the instalments in words', async ({ page }) => {
    const invoices = await invoicesOf(page);
    const plan = find(invoices, (i) => i.paymentLevel === 'Rateizzata', 'invoice in instalments');
    const detail = new InvoiceDetailPage(page);
    await detail.goto(plan.id);
    await expect(detail.heading()).toHaveText(`Bolletta n. ${plan.key}`);
    await expect(detail.heading()).toBeFocused();
    await expect(detail.status()).toHaveText('Stato del pagamento: Rateizzata');
    await expect(page.getByRole('heading', { level: 2, name: 'Riepilogo della bolletta' })).toBeVisible();
    await expect(detail.sections().first()).toContainText('Spesa per la materia energia');
    // Exact: the explanation below the summary also names the taxes ("Imposte e IVA pesano …").
    await expect(page.getByText('Imposte e IVA', { exact: true })).toBeVisible();
    await expect(page.getByText('Totale bolletta', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Rate' })).toBeVisible();
    await expect(detail.installments()).toHaveCount(3);
    await expect(detail.installments().nth(0)).toContainText(/Rata 1.*Pagata il \d{2}-\d{2}-\d{4}/);
    await expect(detail.installments().nth(1)).toContainText(/Rata 2.*Scaduta, da pagare/);
    await expect(detail.installments().nth(2)).toContainText(/Rata 3.*In scadenza/);
    // In instalments: paid rate by rate, not as a whole.
    await expect(detail.payOnline()).toHaveCount(0);
    await expect(detail.payInstallments()).toBeVisible();
  });

  test('"Scarica PDF" downloads a real PDF; a document still being printed says so', async ({ page }) => {
    const invoices = await invoicesOf(page);
    const ready = find(
      invoices,
      (i) => i.documentAvailable && i.paymentLevel === 'Pagata' && i.supplyId !== null,
      'paid invoice',
    );
    const detail = new InvoiceDetailPage(page);
    await detail.goto(ready.id);
    const [download] = await Promise.all([page.waitForEvent('download'), detail.downloadPdf().click()]);
    expect(download.suggestedFilename()).toBe(`bolletta-${ready.key}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const printing = find(invoices, (i) => !i.documentAvailable, 'invoice being printed');
    await detail.goto(printing.id);
    await detail.downloadPdf().click();
    await expect(detail.alert()).toHaveText(
      'Documento in fase di stampa o non disponibile, riprovare più tardi',
    );
  });

  test('a multi-POD invoice has the actions popover with the CSV detail', async ({ page }) => {
    const invoices = await invoicesOf(page);
    const multi = find(
      invoices,
      (i) => i.contract.multiPodInvoicing && i.supplyId === null,
      'multi-POD invoice',
    );
    const detail = new InvoiceDetailPage(page);
    await detail.goto(multi.id);
    await expect(page.getByText('Più forniture (bolletta multisito)')).toBeVisible();
    await expect(detail.downloadCsv()).toBeHidden();
    await detail.moreActions().click();
    await expect(detail.moreActions()).toHaveAttribute('aria-expanded', 'true');
    const [download] = await Promise.all([page.waitForEvent('download'), detail.downloadCsv().click()]);
    expect(download.suggestedFilename()).toBe(`dettaglio-${multi.key}.csv`);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain('POD/PDR');
    await page.keyboard.press('Escape');
    await expect(detail.moreActions()).toBeFocused();
    await expect(detail.downloadCsv()).toBeHidden();

    // A single-supply invoice has no popover.
    const single = find(invoices, (i) => i.supplyId !== null && i.invoiceTypeCode === 1, 'single invoice');
    await detail.goto(single.id);
    await expect(detail.moreActions()).toHaveCount(0);
  });

  test("another customer's invoice does not show: the shell's 404 popup, no data", async ({ page }) => {
    const id = await someoneElsesInvoiceId(page);
    await page.goto(`/invoice/${id}`);
    await expect(new AppShell(page).dialog('Pagina non trovata')).toBeVisible();
    await expect(page.getByText('Non è stato possibile caricare la bolletta.')).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveCount(0);
    await expect(page.getByText(/SGR-\d{4}/)).toHaveCount(0);
  });
});

for (const width of [375, 1280]) {
  test(`axe at ${width} px: list, detail with popover, instalments to pay`, async ({ page }) => {
    // Four screens with axe each: more than the default 30 s on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await loginThroughApi(page, 'demo.ast');
    const list = new InvoicesPage(page);
    await list.goto();
    await expect(list.cards()).toHaveCount(5);
    await expectNoAxeViolations(page);

    const invoices = await invoicesOf(page);
    const detail = new InvoiceDetailPage(page);
    const multi = find(
      invoices,
      (i) => i.contract.multiPodInvoicing && i.supplyId === null,
      'multi-POD invoice',
    );
    await detail.goto(multi.id);
    await expect(detail.sections().first()).toBeVisible();
    await detail.moreActions().click();
    await expectNoAxeViolations(page);

    const plan = find(invoices, (i) => i.paymentLevel === 'Rateizzata', 'invoice in instalments');
    await detail.goto(plan.id);
    await expect(detail.installments()).toHaveCount(3);
    await expectNoAxeViolations(page);
    await detail.payInstallments().click();
    await expect(page.getByTestId('installment-to-pay')).toHaveCount(2);
    await expectNoAxeViolations(page);
    // Nothing sticks out at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('at 320 px nothing sticks out of the list or the detail', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loginThroughApi(page, 'demo.ast');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const list = new InvoicesPage(page);
  await list.goto();
  await expect(list.cards()).toHaveCount(5);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const invoices = await invoicesOf(page);
  const detail = new InvoiceDetailPage(page);
  await detail.goto(
    find(invoices, (i) => i.contract.multiPodInvoicing && i.supplyId === null, 'multi-POD').id,
  );
  await expect(detail.sections().first()).toBeVisible();
  await detail.moreActions().click();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
