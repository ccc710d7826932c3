import { expect, test } from '@playwright/test';
import { TOUR_BRANDS } from '../../apps/web/src/features/accessibility/tour';
import { checkScreen, loginForTour, tourTimeout } from '../page-models/axe';
import { ConsumptionGraphsPage } from '../page-models/consumption-graphs-page';
import { ReadingsArchivePage, SelfReadingPage } from '../page-models/self-reading-page';
import { SuppliesPage, SupplyDetailPage } from '../page-models/supplies-pages';

/** Each brand's demo customer and the supply opened (ast's has the hourly one). */
const CUSTOMER = {
  ast: { cards: 3, supply: 'Casa Roma' },
  sgr: { cards: 2, supply: 'Casa' },
} as const;

// Each screen is opened once per brand and checked at 375 and 1280 px in the three themes
// (page-models/axe.ts, checkScreen); `fits`: nothing scrolls sideways, from 320 px up.
for (const brand of TOUR_BRANDS) {
  test(`supplies: list, detail and rename with its message: axe, brand ${brand}`, async ({ page }) => {
    tourTimeout(3);
    await loginForTour(page, `demo.${brand}`, brand, '/supplies');
    const list = new SuppliesPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Le tue forniture' })).toBeVisible();
    await expect(list.cards()).toHaveCount(CUSTOMER[brand].cards);
    await checkScreen(page, brand, 'supplies', { fits: 'from 320' });

    await list.open(CUSTOMER[brand].supply);
    const detail = new SupplyDetailPage(page);
    if (brand === 'ast') await expect(page.getByTestId('hourly-supply')).toBeVisible();
    await expect(detail.action('Modifica nome')).toBeVisible();
    await checkScreen(page, brand, 'supply', { fits: 'from 320' });

    await detail.action('Modifica nome').click();
    await page.getByLabel('Nome della fornitura').fill('');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.locator('.field__error')).toBeVisible();
    await checkScreen(page, brand, 'supply-edit-name', { fits: 'from 320' });
  });
}

test('graphs with the data table, self-reading and its archive: axe, brand ast', async ({ page }) => {
  tourTimeout(4);
  await loginForTour(page, 'demo.ast', 'ast', '/supplies');
  const list = new SuppliesPage(page);
  await expect(list.cards()).toHaveCount(3);
  await list.open('Casa Roma');
  await new SupplyDetailPage(page).action('Grafici dei consumi').click();
  const graphs = new ConsumptionGraphsPage(page);
  await graphs.expectChart('monthly');
  await checkScreen(page, 'ast', 'graphs-monthly', { fits: 'from 320' });
  await graphs.detailButton('Orario').click();
  await graphs.expectChart('hourly');
  await graphs.tableToggle().click();
  await expect(graphs.table()).toBeVisible();
  await checkScreen(page, 'ast', 'graphs-hourly-table', { fits: 'from 320' });

  await list.goto();
  await list.open('Riscaldamento');
  await new SupplyDetailPage(page).action('Autolettura').click();
  const reading = new SelfReadingPage(page);
  await reading.send('x');
  await expect(reading.error()).toBeVisible();
  await checkScreen(page, 'ast', 'self-reading', { fits: 'from 320' });

  await page.goto('/self-reading/archive');
  const archive = new ReadingsArchivePage(page);
  await expect(archive.rows().first()).toBeVisible();
  await checkScreen(page, 'ast', 'self-reading-archive', { fits: 'from 320' });
});
