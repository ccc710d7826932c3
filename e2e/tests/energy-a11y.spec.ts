import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { ConsumptionGraphsPage } from '../page-models/consumption-graphs-page';
import { BankDebitPage, loginAs, PunPage, romeDay, ShippingAddressPage } from '../page-models/energy-pages';
import { SuppliesPage, SupplyDetailPage } from '../page-models/supplies-pages';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function check(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
}

for (const width of [375, 1280]) {
  test.describe(`energy screens at ${width} px`, () => {
    // Login, a screen and two axe passes: more than the default on a busy machine.
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('hourly price with the customer cost', async ({ page }) => {
      await loginAs(page, 'demo.ast');
      const pun = new PunPage(page);
      await pun.goto(romeDay(-2));
      await expect(page.getByTestId('pun-cost')).toBeVisible();
      await expect(page.getByTestId('pun-chart').locator('canvas')).toBeVisible();
      await check(page);
    });

    test('shipping address with its suggestions open, then its messages', async ({ page }) => {
      await loginAs(page, 'demo.ast');
      const form = new ShippingAddressPage(page);
      await form.goto();
      await form.town().fill('Bol');
      await expect(form.options('Comune').first()).toBeVisible();
      await form.town().press('ArrowDown');
      await expect(form.options('Comune').first()).toHaveAttribute('aria-selected', 'true');
      await check(page);
      await form.town().press('Enter');
      await form.submit().click();
      await expect(page.getByText('Numero civico non valido')).toBeVisible();
      await check(page);
    });

    test('consumption graphs with the previous year', async ({ page }) => {
      await loginAs(page, 'demo.ast');
      const list = new SuppliesPage(page);
      await list.goto();
      await list.open('Casa Roma');
      await new SupplyDetailPage(page).action('Grafici dei consumi').click();
      await new ConsumptionGraphsPage(page).expectChart('monthly');
      await page.getByTestId('compare-toggle').click();
      await expect(page.getByTestId('previous-total')).toBeVisible();
      await check(page);
    });

    test('direct debit: the form with its messages', async ({ page }) => {
      await loginAs(page, 'demo.ast.azienda');
      const debit = new BankDebitPage(page);
      await debit.goto('add');
      await debit.iban().fill('IT60X054281110100000012345');
      await debit.iban().blur();
      await debit.fiscalCode().fill('XYZ');
      await debit.fiscalCode().blur();
      await expect(page.getByText("L'IBAN italiano è di 27 caratteri")).toBeVisible();
      await check(page);
    });

    test('direct debit in progress', async ({ page }) => {
      await loginAs(page, 'demo.ast.variazione');
      const debit = new BankDebitPage(page);
      await debit.goto('edit');
      await expect(debit.inProgress()).toBeVisible();
      await check(page);
    });
  });
}
