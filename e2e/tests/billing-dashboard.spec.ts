import { expect, test } from '@playwright/test';
import { apiGet } from '../page-models/account-pages';
import { expectNoAxeViolations } from '../page-models/axe';
import {
  apiInvoices,
  DashboardPage,
  day,
  euro,
  PaySeveralBar,
  textOf,
  todayInItaly,
} from '../page-models/billing-pages';
import { loginThroughApi } from '../page-models/login-page';

interface ApiSupply {
  id: number;
  key: string;
  status: string;
}
interface ApiWindow {
  enabled: boolean;
  open: boolean;
  endDate: string | null;
}
interface ApiProposal {
  id: number;
  title: string;
  startDate: string | null;
  endDate: string | null;
  actionSelected: string | null;
}

/** Whole days from a to b (both 'YYYY-MM-DD'). */
const daysFrom = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

test.describe('dashboard', () => {
  test('each block shows what the API says: amount to pay, next due date, last bill, unread, proposal, reading windows', async ({
    page,
  }) => {
    // Several screens, two widths of axe each: more than the default 30 s on a busy machine.
    test.slow();
    await loginThroughApi(page, 'demo.ast');
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao, Mario');

    // Amount to pay: the API's outstanding amount; next due date: the nearest one not yet passed.
    const outstanding = await apiInvoices(page, '&outstandingOnly=true');
    const today = todayInItaly();
    const dueDates = outstanding.invoices.flatMap((i) =>
      i.installments.length > 0
        ? i.installments.filter((x) => x.toBePaid).map((x) => x.dueDate)
        : Number(i.amountToPay) > 0
          ? [i.dueDate]
          : [],
    );
    const next = dueDates.filter((d) => d >= today).sort()[0];
    expect(Number(outstanding.outstandingAmount)).toBeGreaterThan(0);
    await expect(dashboard.amount()).toHaveText(euro(outstanding.outstandingAmount));
    expect(next).toBeDefined();
    await expect(dashboard.nextDue()).toHaveText(day(next!));

    // The last bill.
    const [last] = (await apiInvoices(page, '&orderBy=Desc')).invoices;
    await expect(dashboard.block('dash-last-invoice')).toContainText(`n. ${last!.key}`);
    await expect(page.getByTestId('dash-last-amount')).toHaveText(euro(last!.totalAmount));

    // Unread messages.
    const notifications = await apiGet<{ getNotificationsResponse: { unread: number } }>(
      page,
      '/Core/v1/notifications?pagingTake=1',
    );
    await expect(dashboard.unread()).toHaveText(String(notifications.getNotificationsResponse.unread));

    // The active proposal: inside its window and not answered yet.
    const proposals = (
      await apiGet<{ getProposalsResponse: { proposals: ApiProposal[] } }>(page, '/Erp/v1/proposals')
    ).getProposalsResponse.proposals;
    const active = proposals.find(
      (p) =>
        !p.actionSelected &&
        (!p.startDate || p.startDate.slice(0, 10) <= today) &&
        (!p.endDate || p.endDate.slice(0, 10) >= today),
    );
    if (active) await expect(page.getByTestId('dash-proposal-title')).toHaveText(active.title);
    else await expect(dashboard.block('dash-proposal')).toHaveCount(0);

    // Reading windows: one entry per supply whose window is open, with its days left.
    const supplies = (
      await apiGet<{ getSuppliesResponse: { supplies: ApiSupply[] } }>(page, '/Erp/v1/supplies')
    ).getSuppliesResponse.supplies.filter((s) => s.status === 'Attiva');
    const open: { supply: ApiSupply; window: ApiWindow }[] = [];
    for (const supply of supplies) {
      const window = (
        await apiGet<{ readingWindowResponse: ApiWindow }>(
          page,
          `/Erp/v1/metering/readingWindow?supplyKey=${encodeURIComponent(supply.key)}`,
        )
      ).readingWindowResponse;
      if (window.enabled && window.open) open.push({ supply, window });
    }
    await expect(dashboard.readingWindows()).toHaveCount(open.length);
    for (const [n, { supply, window }] of open.entries()) {
      const entry = dashboard.readingWindows().nth(n);
      if (window.endDate) {
        const left = daysFrom(today, window.endDate.slice(0, 10)) + 1;
        await expect(entry.getByTestId('dash-reading-days')).toHaveText(
          left === 1 ? '1 giorno' : `${left} giorni`,
        );
      }
      await expect(entry.getByRole('link', { name: /^Invia autolettura/ })).toHaveAttribute(
        'href',
        `/supplies/${supply.id}/autolettura`,
      );
    }
    if (open.length > 0) {
      await dashboard
        .readingWindows()
        .first()
        .getByRole('link', { name: /^Invia autolettura/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/supplies/${open[0]!.supply.id}/autolettura$`));
      await dashboard.goto();
    }

    // Shortcuts and the supplies with their state.
    await expect(dashboard.shortcuts()).toHaveText([
      'Paga le bollette',
      'Invia un’autolettura',
      'Vedi i consumi',
    ]);
    await expect(page.getByTestId('supply-card')).toHaveCount(
      (await apiGet<{ getSuppliesResponse: { supplies: ApiSupply[] } }>(page, '/Erp/v1/supplies'))
        .getSuppliesResponse.supplies.length,
    );

    // "Paga" opens the bills to pay, every bill payable online already chosen, with their total.
    await dashboard.pay().click();
    await expect(page).toHaveURL(/\/invoices-list\?outstandingOnly=true&seleziona=tutte$/);
    const payable = outstanding.invoices.filter(
      (i) => (i.paymentLevel === 'DaPagare' || i.paymentLevel === 'Scaduta') && i.installments.length === 0,
    );
    const bar = new PaySeveralBar(page);
    const cents = payable.reduce((s, i) => s + Math.round(Number(i.amountToPay) * 100), 0);
    await expect(bar.summary()).toHaveText(`${payable.length} bollette scelte, totale ${euro(cents / 100)}`);
    await expect(bar.chosen()).toHaveCount(payable.length);
  });

  test('one failing call leaves the other blocks on screen, with no blocking popup', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
    await page.route('**/services/rest/portalapi/Core/v1/notifications?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Errore interno' } }),
      }),
    );
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.block('dash-messages').getByRole('alert')).toHaveText(
      'Informazione non disponibile al momento. Riprova più tardi.',
    );
    await expect(dashboard.unread()).toHaveCount(0);
    await expect(dashboard.amount()).toBeVisible();
    await expect(page.getByTestId('dash-last-amount')).toBeVisible();
    await expect(page.getByTestId('supply-card').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Ops! Qualcosa è andato storto.')).toHaveCount(0);
  });

  test('a company is greeted without a first name, never by its username', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast.azienda');
    await new DashboardPage(page).goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciao');
    await expect(page.getByText('Cliente Officine Bianchi S.r.l.')).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing on the dashboard at ${width} px`, async ({ page }) => {
      // Several screens, two widths of axe each: more than the default 30 s on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await loginThroughApi(page, 'demo.ast');
      const dashboard = new DashboardPage(page);
      await dashboard.goto();
      await expect(dashboard.amount()).toBeVisible();
      await expect(page.getByTestId('insolvency-banner')).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('Ciao, Mario');
    });
  }
});
