import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { invoicesOfUser } from '../page-models/invoices';
import { LoginPage } from '../page-models/login-page';

/** The web's /fatture/{company}-{invoiceKey} address (issue 13): the invoice CSV action, after login. */
test('/fatture/{company}-{invoiceKey}: after login the multi-POD invoice opens and its CSV detail downloads', async ({
  page,
}) => {
  const invoices = await invoicesOfUser(page, 'demo.ast', 'ast');
  const multi = invoices.find((i) => i.contract.multiPodInvoicing && i.supplyId === null);
  if (!multi) throw new Error('demo data: no multi-POD invoice');
  const download = page.waitForEvent('download');
  await page.goto(`/fatture/ast-${encodeURIComponent(multi.key)}`);
  await expect(page).toHaveURL(/\/login$/);
  await new AppShell(page).dismissCookies();
  await new LoginPage(page).login('demo.ast');
  await expect(page).toHaveURL(new RegExp(`/invoice/${multi.id}$`), { timeout: 20_000 });
  const file = await download;
  expect(file.suggestedFilename()).toBe(`dettaglio-${multi.key}.csv`);
  expect(await readFile((await file.path())!, 'utf8')).toContain('POD/PDR');
});
