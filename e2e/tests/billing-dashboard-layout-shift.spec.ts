import { expect, test, type Route } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { DashboardPage } from '../page-models/billing-pages';
import { describeShifts, layoutShiftSoFar, recordLayoutShifts } from '../page-models/layout-shift';
import { loginThroughApi } from '../page-models/login-page';

/** Lighthouse's threshold of a good Cumulative Layout Shift. */
const GOOD_CLS = 0.1;

/** The blocks' own calls: bills (amount to pay, last bill) and the unread count. */
const BLOCK_CALLS = /\/services\/rest\/portalapi\/(Erp\/v1\/invoices|Core\/v1\/notifications)\?/;

test.describe('dashboard layout stability', () => {
  for (const width of [375, 1280]) {
    test(`the dashboard loads without shifting at ${width} px, whichever answer comes last`, async ({
      page,
    }) => {
      // Two loads of the dashboard and one axe run.
      test.slow();
      await page.setViewportSize({ width, height: width < 992 ? 812 : 900 });
      await recordLayoutShifts(page);
      await loginThroughApi(page, 'demo.ast');
      const dashboard = new DashboardPage(page);

      // A load as it comes: each block, the insolvency banner, the proposal, the reading windows,
      // the shortcuts and the supplies arrive in their own time.
      await page.goto('/dashboard');
      await dashboard.waitUntilSettled();
      await expect(page.getByTestId('insolvency-banner')).toBeVisible();
      await expect(dashboard.amount()).toBeVisible();
      const natural = await layoutShiftSoFar(page);
      expect(natural.total, describeShifts(natural.shifts)).toBeLessThanOrEqual(GOOD_CLS);

      // The blocks' calls answered only once the rest of the page is on screen: each block shows
      // its loading state in the place and size of its content, then its content.
      const held: Route[] = [];
      await page.route(BLOCK_CALLS, (route) => {
        held.push(route);
      });
      await page.goto('/dashboard');
      await expect(page.getByTestId('dash-body')).toHaveAttribute('data-settled', 'true');
      await expect(page.getByTestId('supply-card').first()).toBeVisible();
      for (const block of ['dash-amount-due', 'dash-last-invoice', 'dash-messages'] as const) {
        await expect(dashboard.block(block)).toHaveAttribute('aria-busy', 'true');
        await expect(dashboard.block(block).getByRole('status')).toHaveText('Caricamento…');
      }
      await expect.poll(() => held.length).toBeGreaterThanOrEqual(3);
      // The loading state is as accessible as the rest.
      await expectNoAxeViolations(page);
      await page.unroute(BLOCK_CALLS);
      // A call held past the client's timeout (axe is slow on a busy machine) was given up and
      // tried again: the retry is held too, and the given-up one is already handled.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
      await dashboard.waitUntilSettled();
      await expect(dashboard.amount()).toBeVisible();
      await expect(dashboard.unread()).toBeVisible();
      await expect(page.getByTestId('dash-last-amount')).toBeVisible();
      const late = await layoutShiftSoFar(page);
      expect(late.total, describeShifts(late.shifts)).toBeLessThanOrEqual(GOOD_CLS);
    });
  }
});
