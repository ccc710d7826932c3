import { expect, test } from '@playwright/test';
import {
  ConsumptionGraphsPage,
  expectedBandCells,
  type ConsumptionAnswer,
} from '../page-models/consumption-graphs-page';
import { SuppliesPage, SupplyDetailPage } from '../page-models/supplies-pages';
import { loginThroughApi } from '../page-models/login-page';

const BAND_NOTES = [
  /^F1: dal lunedì al venerdì dalle 8:00 alle 19:00/,
  /^F2: dal lunedì al venerdì dalle 7:00 alle 8:00/,
  /^F3: dal lunedì al sabato dalle 23:00 alle 7:00/,
];

/** Row index of an item period in the table: month, day or hour. */
function rowIndex(detail: string, period: string): number {
  if (detail === 'monthly') return Number(period.slice(5, 7)) - 1;
  if (detail === 'daily') return Number(period.slice(8, 10)) - 1;
  return Number(period.slice(11, 13));
}

async function expectTableMatches(graphs: ConsumptionGraphsPage, answer: ConsumptionAnswer) {
  const cells = await graphs.tableCells();
  const expected = expectedBandCells(answer);
  expect(answer.items.length).toBeGreaterThan(0);
  for (const [period, values] of expected) {
    const row = cells[rowIndex(answer.detail, period)];
    expect(row?.slice(1), `row of ${period}`).toEqual(values);
  }
  // Rows without data are padded with zero periods.
  const withData = new Set([...expected.keys()].map((p) => rowIndex(answer.detail, p)));
  cells.forEach((row, i) => {
    if (!withData.has(i)) expect(row.slice(1), `padded row ${i}`).toEqual(['0', '0', '0', '0']);
  });
}

test.describe('consumption graphs', () => {
  test('the hourly electricity supply switches monthly, daily and hourly; chart, table and legend agree', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.open('Casa Roma');
    const graphs = new ConsumptionGraphsPage(page);

    const monthlyAnswer = graphs.nextAnswer('monthly');
    await new SupplyDetailPage(page).action('Grafici dei consumi').click();
    await expect(page).toHaveURL(/\/supplies\/\d+\/graphs/);
    await expect(graphs.heading()).toBeVisible();
    const monthly = await monthlyAnswer;
    await graphs.expectChart('monthly');
    await expect(graphs.detailButton('Mensile')).toHaveAttribute('aria-pressed', 'true');
    await expect(graphs.period()).toHaveText(`Anno ${new Date().getFullYear()}`);
    await expect(graphs.next()).toBeDisabled();

    // The table: hidden visually until asked for, then shown with the same figures.
    await expect(graphs.table()).toBeAttached();
    await graphs.tableToggle().click();
    await expect(graphs.table()).toBeVisible();
    await expect(graphs.table().locator('thead th')).toHaveText([
      'Periodo',
      'Fascia F1',
      'Fascia F2',
      'Fascia F3',
      'Totale',
    ]);
    await expect(graphs.rows()).toHaveCount(12);
    await expect(graphs.rows().first().locator('th')).toHaveText(`Gennaio ${new Date().getFullYear()}`);
    await expectTableMatches(graphs, monthly);

    // Legend: a year shown as a whole has no year note; bands F1-F3 and the text note (mode 1).
    await expect(graphs.legend().getByTestId('legend-consumption')).toHaveText(/espressi in kWh/);
    await expect(graphs.legend().getByTestId('legend-year')).toHaveCount(0);
    const bands = graphs.legend().getByTestId('legend-band');
    await expect(bands).toHaveCount(3);
    for (const [i, note] of BAND_NOTES.entries()) await expect(bands.nth(i)).toHaveText(note);
    await expect(graphs.legend().getByTestId('legend-text')).toHaveText(/giorni festivi/);

    // Daily: the newest month with data.
    const dailyAnswer = graphs.nextAnswer('daily');
    await graphs.detailButton('Giornaliero').click();
    const daily = await dailyAnswer;
    await graphs.expectChart('daily');
    await expect(graphs.detailButton('Giornaliero')).toHaveAttribute('aria-pressed', 'true');
    await expect(graphs.rows()).toHaveCount(
      new Date(Number(daily.startDate.slice(0, 4)), Number(daily.startDate.slice(5, 7)), 0).getDate(),
    );
    await expectTableMatches(graphs, daily);
    await expect(graphs.legend().getByTestId('legend-year')).toHaveText(
      `I consumi mostrati si riferiscono all'anno ${daily.startDate.slice(0, 4)}.`,
    );

    // Hourly: yesterday, 24 hours, then the day before.
    const hourlyAnswer = graphs.nextAnswer('hourly');
    await graphs.detailButton('Orario').click();
    const hourly = await hourlyAnswer;
    await graphs.expectChart('hourly');
    await expect(graphs.rows()).toHaveCount(24);
    await expect(graphs.rows().first().locator('th')).toHaveText('00:00-01:00');
    await expectTableMatches(graphs, hourly);
    const [y, m, d] = hourly.startDate.split('-');
    await expect(graphs.period()).toHaveText(`${d}-${m}-${y}`);
    await expect(graphs.next()).toBeDisabled();

    const previousAnswer = graphs.nextAnswer('hourly');
    await graphs.previous().click();
    const previous = await previousAnswer;
    expect(previous.startDate < hourly.startDate).toBe(true);
    await expect(graphs.period()).not.toHaveText(`${d}-${m}-${y}`);
    await expect(graphs.next()).toBeEnabled();
    await expectTableMatches(graphs, previous);

    // Back to monthly with the keyboard.
    await graphs.detailButton('Mensile').focus();
    await page.keyboard.press('Enter');
    await graphs.expectChart('monthly');
  });

  test('the gas supply has the monthly detail only and no band notes', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.open('Riscaldamento');
    await new SupplyDetailPage(page).action('Grafici dei consumi').click();
    const graphs = new ConsumptionGraphsPage(page);
    await graphs.expectChart('monthly');
    await expect(graphs.detailButton('Giornaliero')).toHaveCount(0);
    await expect(graphs.detailButton('Orario')).toHaveCount(0);
    await expect(graphs.table().locator('thead th')).toHaveText(['Periodo', 'Consumo']);
    await expect(graphs.legend().getByTestId('legend-consumption')).toHaveText(/espressi in Smc/);
    await expect(graphs.legend().getByTestId('legend-band')).toHaveCount(0);
    await expect(graphs.legend().getByTestId('legend-text')).toHaveCount(0);
    await expect(graphs.legend().getByTestId('legend-year')).toHaveCount(0);
    // A past year.
    await graphs.previous().click();
    await expect(graphs.period()).toHaveText(`Anno ${new Date().getFullYear() - 1}`);
    await graphs.expectChart('monthly');
  });

  test('uPlot loads only on the graph routes', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.open('Casa Roma');
    await expect(new SupplyDetailPage(page).name()).toHaveText('Casa Roma');
    const before = scripts.length;
    const hasUplot = async (urls: string[]) => {
      for (const url of urls) if ((await (await page.request.get(url)).text()).includes('uplot')) return true;
      return false;
    };
    expect(await hasUplot(scripts)).toBe(false);
    await new SupplyDetailPage(page).action('Grafici dei consumi').click();
    await new ConsumptionGraphsPage(page).expectChart('monthly');
    expect(await hasUplot(scripts.slice(before))).toBe(true);
  });
});
