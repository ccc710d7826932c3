import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { apiInvoices, apiInvoiceSections, ComparisonPage, euro, textOf } from '../page-models/billing-pages';
import { InvoiceDetailPage } from '../page-models/invoices';
import { loginThroughApi } from '../page-models/login-page';

const cents = (amount: string) => Math.round(Number(amount) * 100);
const signed = (c: number) => (c === 0 ? 'invariato' : `${c > 0 ? '+' : '−'}${euro(Math.abs(c) / 100)}`);

test.describe('bill comparison', () => {
  test('two bills of the same supply side by side, the differences checked against their details', async ({
    page,
  }) => {
    // Several screens, two widths of axe each: more than the default 30 s on a busy machine.
    test.slow();
    await loginThroughApi(page, 'demo.ast');
    const all = (await apiInvoices(page)).invoices;
    // The newest electricity bill with a consumption, and the other bills of its supply.
    const first = all.find((i) => i.consumptionUnit === 'kWh' && i.consumption && i.supplyId !== null)!;
    const sameSupply = all
      .filter((i) => i.supplyId === first.supplyId && i.id !== first.id)
      .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.id - a.id);
    const second = sameSupply[0]!;

    const detail = new InvoiceDetailPage(page);
    await detail.goto(first.id);
    await page.getByRole('link', { name: 'Confronta con un’altra bolletta' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${first.id}/comparation$`));
    const comparison = new ComparisonPage(page);
    await expect(comparison.heading()).toBeFocused();
    // The candidates: the same supply's bills only, newest first.
    await expect(comparison.candidates()).toHaveCount(Math.min(sameSupply.length, 24));
    await expect(comparison.candidates().first()).toContainText(`Bolletta n. ${second.key}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await comparison.candidates().first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${first.id}/comparation/${second.id}$`));

    // In short: amount, consumption and average unit price, first − second.
    const amountRow = comparison.summaryRow('amount');
    await expect(amountRow.locator('td').nth(0)).toHaveText(euro(first.totalAmount));
    await expect(amountRow.locator('td').nth(1)).toHaveText(euro(second.totalAmount));
    const diffCents = cents(first.totalAmount) - cents(second.totalAmount);
    expect(await textOf(amountRow.locator('td').nth(2))).toMatch(
      new RegExp(`^${signed(diffCents).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );

    const kwh = (v: string) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 }).format(Number(v));
    const consumptionRow = comparison.summaryRow('consumption');
    await expect(consumptionRow.locator('td').nth(0)).toHaveText(`${kwh(first.consumption!)} kWh`);
    await expect(consumptionRow.locator('td').nth(1)).toHaveText(`${kwh(second.consumption!)} kWh`);
    const milli =
      Math.round(Number(first.consumption) * 1000) - Math.round(Number(second.consumption) * 1000);
    expect(await textOf(consumptionRow.locator('td').nth(2))).toContain(
      milli === 0 ? 'invariato' : `${milli > 0 ? '+' : '−'}${kwh(String(Math.abs(milli) / 1000))} kWh`,
    );

    const price = (amount: string, consumption: string) =>
      Math.round((cents(amount) * 10 * 10_000) / Math.round(Number(consumption) * 1000)) / 10_000;
    const p1 = price(first.totalAmount, first.consumption!);
    const p2 = price(second.totalAmount, second.consumption!);
    const fmt4 = (v: number) =>
      new Intl.NumberFormat('it-IT', { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(v);
    const priceRow = comparison.summaryRow('unit-price');
    await expect(priceRow.locator('td').nth(0)).toHaveText(`${fmt4(p1)} €/kWh`);
    await expect(priceRow.locator('td').nth(1)).toHaveText(`${fmt4(p2)} €/kWh`);
    const dp = Math.round((p1 - p2) * 10_000);
    expect(await textOf(priceRow.locator('td').nth(2))).toContain(
      dp === 0 ? 'invariato' : `${dp > 0 ? '+' : '−'}${fmt4(Math.abs(dp) / 10_000)} €/kWh`,
    );

    // Line by line: each section's amounts and difference, as the two details give them.
    const [a, b] = await Promise.all([
      apiInvoiceSections(page, first.id),
      apiInvoiceSections(page, second.id),
    ]);
    for (const section of a) {
      const other = b.find((s) => s.code === section.code);
      const row = comparison.section(section.code).locator('tr').first();
      await expect(row.locator('th')).toHaveText(section.title);
      await expect(row.locator('td').nth(0)).toHaveText(euro(section.amount));
      if (!other) continue;
      await expect(row.locator('td').nth(1)).toHaveText(euro(other.amount));
      expect(await textOf(row.locator('td').nth(2))).toMatch(
        new RegExp(
          `^${signed(cents(section.amount) - cents(other.amount)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      );
      // Every line of the first bill is there.
      await expect(comparison.section(section.code).getByTestId('compare-line')).toHaveCount(
        new Set([...section.lines, ...other.lines].map((l) => l.description)).size,
      );
    }

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }

    // Another bill can be chosen instead.
    await page.getByRole('link', { name: 'Scegli un’altra bolletta da confrontare' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${first.id}/comparation$`));
  });
});
