import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ConsumptionGraphsPage } from '../page-models/consumption-graphs-page';
import { ReadingsArchivePage, SelfReadingPage } from '../page-models/self-reading-page';
import { SuppliesPage, SupplyDetailPage, loginAsDemoAst } from '../page-models/supplies-pages';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Nothing sticks out sideways: the page works at this width. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** At 375 and 1280 px axe finds nothing; from 320 px nothing sticks out sideways. */
async function check(page: Page, width: number) {
  await expectNoHorizontalScroll(page);
  if (width !== 320) await expectNoViolations(page);
}

for (const width of [320, 375, 1280]) {
  test.describe(`supplies screens at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('list, detail and rename', async ({ page }) => {
      await loginAsDemoAst(page);
      const list = new SuppliesPage(page);
      await list.goto();
      await expect(list.cards()).toHaveCount(3);
      await check(page, width);

      await list.open('Casa Roma');
      const detail = new SupplyDetailPage(page);
      await expect(page.getByTestId('hourly-supply')).toBeVisible();
      await check(page, width);

      await detail.action('Modifica nome').click();
      await page.getByLabel('Nome della fornitura').fill('');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect(page.locator('.field__error')).toBeVisible();
      await check(page, width);
    });

    test('graphs with the data table', async ({ page }) => {
      await loginAsDemoAst(page);
      const list = new SuppliesPage(page);
      await list.goto();
      await list.open('Casa Roma');
      await new SupplyDetailPage(page).action('Grafici dei consumi').click();
      const graphs = new ConsumptionGraphsPage(page);
      await graphs.expectChart('monthly');
      await check(page, width);
      await graphs.detailButton('Orario').click();
      await graphs.expectChart('hourly');
      await graphs.tableToggle().click();
      await expect(graphs.table()).toBeVisible();
      await check(page, width);
    });

    test('self-reading and archive', async ({ page }) => {
      await loginAsDemoAst(page);
      const list = new SuppliesPage(page);
      await list.goto();
      await list.open('Riscaldamento');
      await new SupplyDetailPage(page).action('Autolettura').click();
      const reading = new SelfReadingPage(page);
      await reading.send('x');
      await expect(reading.error()).toBeVisible();
      await check(page, width);

      await page.goto('/self-reading/archive');
      const archive = new ReadingsArchivePage(page);
      await expect(archive.rows().first()).toBeVisible();
      await check(page, width);
    });
  });
}
