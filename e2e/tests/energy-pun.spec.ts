import { expect, test } from '@playwright/test';
import { euro, PunPage, romeDay } from '../page-models/energy-pages';
import { loginThroughApi } from '../page-models/login-page';

const fourDecimals = (n: number) =>
  `${n.toLocaleString('it-IT', { minimumFractionDigits: 4, maximumFractionDigits: 4 })} €/kWh`;

test.describe('hourly price (PUN)', () => {
  // A login and a whole task: more than the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("a day's PUN hour by hour, and the hourly supply's cost that day = Σ hour kWh × hour €/kWh", async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const pun = new PunPage(page);
    const day = romeDay(-3);
    const pricesAnswer = pun.quotations(day);
    const useAnswer = pun.consumption(day);
    await pun.goto(day);
    const prices = await pricesAnswer;
    const use = await useAnswer;
    expect(prices.quotations).toHaveLength(24);
    expect(use.items).toHaveLength(24);

    await expect(pun.day()).toHaveAttribute('data-day', day);
    await expect(pun.rows()).toHaveCount(24);
    await expect(page.getByTestId('pun-chart').locator('canvas')).toBeVisible();

    // Computed here from the API's own data, hour by hour.
    const expected = use.items.reduce(
      (sum, u) => sum + u.total * prices.quotations.find((p) => p.hour === u.hour)!.price,
      0,
    );
    expect(expected).toBeGreaterThan(0);
    await expect(pun.cost()).toHaveText(euro(Math.round(expected * 100) / 100));
    const kWh = use.items.reduce((s, u) => s + u.total, 0);
    await expect(page.getByTestId('pun-cost-kwh')).toHaveText(
      `${kWh.toLocaleString('it-IT', { maximumFractionDigits: 2 })} kWh`,
    );
    const average = prices.quotations.reduce((s, p) => s + p.price, 0) / 24;
    await expect(page.getByTestId('pun-day-average')).toHaveText(
      fourDecimals(Math.round(average * 1e6) / 1e6),
    );
    await expect(page.getByTestId('pun-month-average')).toHaveText(/€\/kWh$/);
    for (const band of ['F1', 'F2', 'F3']) await expect(page.getByTestId(`pun-band-${band}`)).toBeVisible();
    // Hour 3 is a night hour: band F3, with its own price in the table.
    const third = pun.rows().nth(3);
    await expect(third.locator('td').nth(0)).toHaveText('F3');
    await expect(third.locator('td').nth(1)).toHaveText(
      prices.quotations[3]!.price.toLocaleString('it-IT', {
        minimumFractionDigits: 4,
        maximumFractionDigits: 4,
      }),
    );

    // The day before, with the button; the date box follows.
    const before = romeDay(-4);
    const beforeAnswer = pun.quotations(before);
    await pun.previousDay().click();
    await beforeAnswer;
    await expect(pun.day()).toHaveAttribute('data-day', before);
    await expect(pun.dateInput()).toHaveValue(before);
    await expect(page).toHaveURL(new RegExp(`giorno=${before}`));
  });

  test('the newest day by default; a day outside the published range is refused with its reason', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const pun = new PunPage(page);
    await pun.goto();
    await expect(pun.day()).toHaveAttribute('data-day', romeDay(0));
    await expect(pun.nextDay()).toBeDisabled();
    // Today's consumption is not measured yet: said so, no cost.
    await expect(page.getByText(/non sono ancora disponibili/)).toBeVisible();
    await pun.goto('2001-01-01');
    await expect(page.getByTestId('pun-error')).toContainText('Il PUN è disponibile dal');
    await page.getByRole('button', { name: 'Mostra l’ultimo giorno disponibile' }).click();
    await expect(pun.day()).toHaveAttribute('data-day', romeDay(0));
  });
});
