import { expect, test } from '@playwright/test';
import { ReadingsArchivePage, SelfReadingPage } from '../page-models/self-reading-page';
import { SuppliesPage, SupplyDetailPage } from '../page-models/supplies-pages';
import { loginThroughApi } from '../page-models/login-page';

function todayInRome(): string {
  const parts = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('day')}-${get('month')}-${get('year')}`;
}

test.describe('self-reading', () => {
  test('a gas reading: checked, a lower one refused by the server, a good one accepted and listed in the archive', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.open('Riscaldamento');
    await new SupplyDetailPage(page).action('Autolettura').click();
    await expect(page).toHaveURL(/\/supplies\/\d+\/autolettura$/);
    const reading = new SelfReadingPage(page);
    await expect(reading.heading()).toBeVisible();
    await expect(page.getByTestId('reading-window')).toHaveText(
      /^dal \d{2}-\d{2}-\d{4} al \d{2}-\d{2}-\d{4}$/,
    );
    const last = await reading.lastValue();
    expect(last).toBeGreaterThan(0);

    // The form's own checks.
    await reading.send('');
    await expect(reading.error()).toHaveText('Inserire la lettura');
    await reading.send('12a');
    await expect(reading.error()).toHaveText('La lettura deve contenere solo cifre');
    await expect(reading.input()).toHaveAttribute('aria-invalid', 'true');
    await reading.send('123456');
    await expect(reading.error()).toHaveText('La lettura può avere al massimo 5 cifre');

    // Lower than the last reading: only the server knows, and says so in Italian under the field.
    const refused = page.waitForResponse((r) => r.url().includes('/metering/insertReadings'));
    await reading.send(String(last - 1));
    expect((await refused).status()).toBe(400);
    await expect(reading.error()).toHaveText(
      `La lettura non può essere inferiore all'ultima lettura registrata (${last})`,
    );

    const value = String(last + 7);
    await reading.send(value);
    await expect(reading.sent()).toContainText('Autolettura inviata');
    await expect(reading.sent()).toContainText(`Lettura ${value} del ${todayInRome()}`);

    await reading.sent().getByRole('link', { name: 'Vai all’archivio letture' }).click();
    await expect(page).toHaveURL(/\/self-reading\/\d+\/archive$/);
    const archive = new ReadingsArchivePage(page);
    await expect(archive.heading()).toBeVisible();
    await expect(archive.rows().first()).toHaveText(new RegExp(`^${todayInRome()}${value}Autolettura`));
    expect(await archive.rows().count()).toBeGreaterThan(1);

    // The same reading in the customer's archive, choosing the supply.
    await page.goto('/self-reading/archive');
    await expect(archive.heading()).toBeVisible();
    const gas = await archive
      .supplySelect()
      .locator('option', { hasText: 'Riscaldamento' })
      .getAttribute('value');
    await archive.supplySelect().selectOption(gas!);
    await expect(archive.rows().first()).toContainText(value);
  });

  test('a meter read per band: a field for F1, F2 and F3, each checked, all three sent and in the archive', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast.azienda');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.open('Uffici');
    await new SupplyDetailPage(page).action('Autolettura').click();
    const reading = new SelfReadingPage(page);
    await expect(reading.heading()).toBeVisible();
    const field = (band: string) => page.getByRole('textbox', { name: `Lettura ${band} (kWh)` });
    await expect(page.getByRole('textbox')).toHaveCount(3);
    // The last reading of each register.
    await expect(reading.lastReading()).toHaveText(/^F1 \d+ del .*; F2 \d+ del .*; F3 \d+ del /);
    const lastText = (await reading.lastReading().textContent())!;
    const last = Object.fromEntries(
      [...lastText.matchAll(/(F\d) (\d+) del/g)].map((m) => [m[1]!, Number(m[2])]),
    ) as Record<string, number>;

    // Each field checked on its own; F2 lower than its last: the server says so under F2.
    await field('F1').fill(String(last.F1! + 10));
    await field('F2').fill('12a');
    await page.getByRole('button', { name: 'Invia autolettura' }).click();
    await expect(reading.error()).toHaveText(['La lettura deve contenere solo cifre', 'Inserire la lettura']);
    await expect(field('F2')).toHaveAttribute('aria-invalid', 'true');
    await field('F2').fill(String(last.F2! - 1));
    await field('F3').fill(String(last.F3! + 3));
    const refused = page.waitForResponse((r) => r.url().includes('/metering/insertReadings'));
    await page.getByRole('button', { name: 'Invia autolettura' }).click();
    expect((await refused).status()).toBe(400);
    await expect(reading.error()).toHaveText(
      `La lettura non può essere inferiore all'ultima lettura registrata (${last.F2})`,
    );

    const values = { F1: last.F1! + 10, F2: last.F2! + 6, F3: last.F3! + 3 };
    await field('F2').fill(String(values.F2));
    const sent = page.waitForRequest((r) => r.url().includes('/metering/insertReadings'));
    await page.getByRole('button', { name: 'Invia autolettura' }).click();
    expect((await sent).postDataJSON().insertReadingsRequest.registers).toEqual([
      { band: 'F1', value: String(values.F1) },
      { band: 'F2', value: String(values.F2) },
      { band: 'F3', value: String(values.F3) },
    ]);
    await expect(reading.sent()).toContainText(
      `Lettura F1 ${values.F1}, F2 ${values.F2}, F3 ${values.F3} del ${todayInRome()}`,
    );

    await reading.sent().getByRole('link', { name: 'Vai all’archivio letture' }).click();
    const archive = new ReadingsArchivePage(page);
    await expect(archive.heading()).toBeVisible();
    const today = archive.rows().filter({ hasText: todayInRome() });
    await expect(today).toHaveCount(3);
    for (const [band, value] of Object.entries(values)) {
      await expect(today.filter({ hasText: `${band} ${value}` })).toHaveCount(1);
    }
  });

  test('district heating outside its window and telemetered electricity show why no reading is asked', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.openCommodity('Teleriscaldamento');
    await new SupplyDetailPage(page).action('Autolettura').click();
    const reading = new SelfReadingPage(page);
    await expect(reading.windowClosed()).toContainText(
      "Non è possibile inserire l'autolettura fuori dal periodo di lettura",
    );
    await expect(reading.input()).toHaveCount(0);

    await list.goto();
    await list.open('Casa Roma');
    await new SupplyDetailPage(page).action('Autolettura').click();
    await expect(page.getByText("Per questa fornitura l'autolettura non è prevista")).toBeVisible();
    await expect(reading.input()).toHaveCount(0);
  });
});
