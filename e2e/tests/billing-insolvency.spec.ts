import { expect, test, type Page } from '@playwright/test';
import { apiGet } from '../page-models/account-pages';
import { expectNoAxeViolations } from '../page-models/axe';
import {
  apiInvoices,
  cancelOnProviderPage,
  DashboardPage,
  euro,
  InsolvencyBanner,
  PaySeveralBar,
  textOf,
} from '../page-models/billing-pages';
import { loginThroughApi } from '../page-models/login-page';

interface ApiInsolvency {
  invoiceId: number;
  invoiceKey: string;
  installmentId: number | null;
  amount: string;
  daysOverdue: number;
}

async function insolvencies(page: Page) {
  return (
    await apiGet<{ getInsolvenciesResponse: { insolvencies: ApiInsolvency[]; totalAmount: string } }>(
      page,
      '/Erp/v1/insolvencies',
    )
  ).getInsolvenciesResponse;
}

test.describe('insolvency (module panoram)', () => {
  test('the banner tells the overdue amount and days, on the dashboard and the bills', async ({ page }) => {
    // Several screens, two widths of axe each: more than the default 30 s on a busy machine.
    test.slow();
    await loginThroughApi(page, 'demo.ast');
    await new DashboardPage(page).goto();
    const api = await insolvencies(page);
    expect(api.insolvencies.length).toBeGreaterThan(0);
    const banner = new InsolvencyBanner(page);
    const maxDays = Math.max(...api.insolvencies.map((i) => i.daysOverdue));
    await expect(banner.amount()).toHaveText(euro(api.totalAmount));
    await expect(banner.days()).toHaveText(maxDays === 1 ? '1 giorno' : `${maxDays} giorni`);
    await expect(banner.root().getByRole('heading', { level: 2 })).toHaveText('Hai pagamenti scaduti');

    await page.goto('/invoices-list');
    await expect(banner.amount()).toHaveText(euro(api.totalAmount));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('the way out: pay the overdue bills at once (provider page), ask for instalments, contact', async ({
    page,
  }) => {
    // Several screens, two widths of axe each: more than the default 30 s on a busy machine.
    test.slow();
    await loginThroughApi(page, 'demo.ast');
    await new DashboardPage(page).goto();
    const api = await insolvencies(page);
    const banner = new InsolvencyBanner(page);

    // Pay: the bills list with the overdue bills chosen, their exact total, on to the provider.
    const overdueBills = api.insolvencies.filter((i) => i.installmentId === null);
    await banner.action('Paga ora').click();
    await expect(page).toHaveURL(/\/invoices-list\?outstandingOnly=true&seleziona=scadute$/);
    const bar = new PaySeveralBar(page);
    const cents = overdueBills.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0);
    const total = euro(cents / 100);
    await expect(bar.summary()).toHaveText(
      `${overdueBills.length === 1 ? '1 bolletta scelta' : `${overdueBills.length} bollette scelte`}, totale ${total}`,
    );
    for (const bill of overdueBills) await expect(bar.choice(bill.invoiceKey)).toBeChecked();
    await bar.payButton().click();
    await cancelOnProviderPage(page, total);
    // Nothing was paid: the overdue amount is the same.
    expect((await insolvencies(page)).totalAmount).toBe(api.totalAmount);

    // Instalments: the request screen of the most recent overdue bill still inside its window.
    await page.goto('/dashboard');
    await banner.action('Chiedi la rateizzazione').click();
    await expect(page).toHaveURL(/\/invoice\/\d+\/request-installments\/[^/]+\/[^/]+$/);
    const invoiceId = Number(/\/invoice\/(\d+)\//.exec(page.url())![1]);
    const asked = (await apiInvoices(page)).invoices.find((i) => i.id === invoiceId)!;
    expect(overdueBills.map((i) => i.invoiceId)).toContain(asked.id);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Overdue instalments: their own payment screen.
    await page.goto('/dashboard');
    const instalmentInvoice = api.insolvencies.find((i) => i.installmentId !== null);
    if (instalmentInvoice) {
      await banner.action('Paga le rate scadute').click();
      await expect(page).toHaveURL(
        new RegExp(`/invoice/${instalmentInvoice.invoiceId}/installments-to-pay$`),
      );
      await page.goto('/dashboard');
    }

    // Contact.
    await banner.action('Contattaci').click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('a customer with nothing overdue sees no banner', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast.azienda');
    await new DashboardPage(page).goto();
    expect((await insolvencies(page)).insolvencies).toEqual([]);
    await expect(page.getByTestId('dash-amount')).toBeVisible();
    await expect(new InsolvencyBanner(page).root()).toHaveCount(0);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Ciao');
  });
});
