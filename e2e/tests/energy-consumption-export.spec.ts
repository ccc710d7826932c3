import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  consumptionAnswer,
  ConsumptionGraphsPage,
  formatIt,
  type ConsumptionAnswer,
} from '../page-models/consumption-graphs-page';
import { SuppliesPage, SupplyDetailPage } from '../page-models/supplies-pages';
import { loginThroughApi } from '../page-models/login-page';

/** "1.234,5" → 1234.5 */
const parseIt = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));

test.describe('consumption export and previous year', () => {
  // A login and a whole task: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('the CSV of the shown period (semicolons, decimal commas) sums to the graph total; previous-year bars beside', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.open('Casa Roma');
    const graphs = new ConsumptionGraphsPage(page);
    const monthly = graphs.nextAnswer('monthly');
    await new SupplyDetailPage(page).action('Grafici dei consumi').click();
    const answer = await monthly;
    await graphs.expectChart('monthly');

    const download = page.waitForEvent('download');
    await page.getByTestId('csv-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^consumi-mensili-IT.+-\d{4}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(
      'Mese;Fascia F1 (kWh);Fascia F2 (kWh);Fascia F3 (kWh);Totale (kWh);Stimato;Fornitura',
    );
    expect(rows).toHaveLength(12);
    const csvTotal = rows.reduce((sum, row) => sum + parseIt(row.split(';')[4]!), 0);
    const bandsTotal = rows.reduce(
      (sum, row) => sum + [1, 2, 3].reduce((s, i) => s + parseIt(row.split(';')[i]!), 0),
      0,
    );
    const graphTotal = parseIt(
      (await page.getByTestId('graph-total').textContent())!.replace(/^Totale: /, '').replace(/ kWh$/, ''),
    );
    expect(Math.abs(csvTotal - graphTotal)).toBeLessThan(0.006);
    expect(Math.abs(bandsTotal - csvTotal)).toBeLessThan(0.01);
    const apiTotal = answer.items.reduce((s, i) => s + i.total, 0);
    expect(Math.abs(csvTotal - apiTotal)).toBeLessThan(0.01);

    // Previous year: asked for the same months one year back, drawn beside, totals in the table.
    const year = Number(answer.startDate.slice(0, 4));
    const previousAnswer = page
      .waitForResponse(
        (r) => r.url().includes('/Erp/v1/consumptions') && r.url().includes(`startDate=${year - 1}-01-01`),
      )
      .then(async (r): Promise<ConsumptionAnswer> => consumptionAnswer(await r.json()));
    await page.getByTestId('compare-toggle').click();
    await expect(page.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
    const previous = await previousAnswer;
    await expect(page.getByTestId('consumption-chart')).toHaveAttribute('data-previous', 'true');
    await expect(graphs.canvas().first()).toBeVisible();
    const previousTotal = previous.items.reduce((s, i) => s + i.total, 0);
    expect(previousTotal).toBeGreaterThan(0);
    await expect(page.getByTestId('previous-total')).toContainText(`Anno ${year - 1}`);
    await expect(page.getByTestId('previous-total')).toContainText(`${formatIt(previousTotal)} kWh`);
    await expect(graphs.table().getByRole('columnheader', { name: 'Anno precedente' })).toBeAttached();
    await expect(page).toHaveURL(/confronto=1/);
  });
});
