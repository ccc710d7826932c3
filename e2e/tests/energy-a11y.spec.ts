import { expect, test } from '@playwright/test';
import { TOUR_BRANDS } from '../../apps/web/src/features/accessibility/tour';
import { checkScreen, loginForTour, tourTimeout } from '../page-models/axe';
import { ConsumptionGraphsPage } from '../page-models/consumption-graphs-page';
import { BankDebitPage, PunPage, romeDay, ShippingAddressPage } from '../page-models/energy-pages';
import { SuppliesPage, SupplyDetailPage } from '../page-models/supplies-pages';

// Each screen is opened once per brand and checked at 375 and 1280 px in the three themes
// (page-models/axe.ts, checkScreen); `fits`: nothing scrolls sideways, from 320 px up.
for (const brand of TOUR_BRANDS) {
  test(`shipping address with its suggestions open, then its messages: axe, brand ${brand}`, async ({
    page,
  }) => {
    tourTimeout(2);
    await loginForTour(page, `demo.${brand}`, brand);
    const form = new ShippingAddressPage(page);
    await form.goto();
    await form.town().fill('Bol');
    await expect(form.options('Comune').first()).toBeVisible();
    await form.town().press('ArrowDown');
    await expect(form.options('Comune').first()).toHaveAttribute('aria-selected', 'true');
    await checkScreen(page, brand, 'shipping-address-suggestions', {
      fits: true,
    });
    await form.town().press('Enter');
    await form.submit().click();
    await expect(page.getByText('Numero civico non valido')).toBeVisible();
    await checkScreen(page, brand, 'shipping-address-errors', { fits: true });
  });
}

test('hourly price with the customer cost, consumption graphs with the previous year: axe, brand ast', async ({
  page,
}) => {
  tourTimeout(2);
  await loginForTour(page, 'demo.ast', 'ast');
  const pun = new PunPage(page);
  await pun.goto(romeDay(-2));
  await expect(page.getByTestId('pun-cost')).toBeVisible();
  await expect(page.getByTestId('pun-chart').locator('canvas')).toBeVisible();
  await checkScreen(page, 'ast', 'pun', { fits: true });

  const list = new SuppliesPage(page);
  await list.goto();
  await list.open('Casa Roma');
  await new SupplyDetailPage(page).action('Grafici dei consumi').click();
  await new ConsumptionGraphsPage(page).expectChart('monthly');
  await page.getByTestId('compare-toggle').click();
  await expect(page.getByTestId('previous-total')).toBeVisible();
  await checkScreen(page, 'ast', 'graphs-compare', { fits: true });
});

test('direct debit: the form with its messages (demo.ast.azienda): axe', async ({ page }) => {
  tourTimeout(1);
  await loginForTour(page, 'demo.ast.azienda', 'ast');
  const debit = new BankDebitPage(page);
  await debit.goto('add');
  await debit.iban().fill('IT60X054281110100000012345');
  await debit.iban().blur();
  await debit.fiscalCode().fill('XYZ');
  await debit.fiscalCode().blur();
  await expect(page.getByText("L'IBAN italiano è di 27 caratteri")).toBeVisible();
  await checkScreen(page, 'ast', 'bank-debit', { fits: true });
});

test('direct debit in progress (demo.ast.variazione): axe', async ({ page }) => {
  tourTimeout(1);
  await loginForTour(page, 'demo.ast.variazione', 'ast');
  const debit = new BankDebitPage(page);
  await debit.goto('edit');
  await expect(debit.inProgress()).toBeVisible();
  await checkScreen(page, 'ast', 'bank-debit-in-progress', { fits: true });
});
