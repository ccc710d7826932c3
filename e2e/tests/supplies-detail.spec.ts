import { expect, test } from '@playwright/test';
import { SuppliesPage, SupplyDetailPage, SupplyNameForm, supplyIdsOf } from '../page-models/supplies-pages';
import { loginThroughApi } from '../page-models/login-page';

test.describe('supplies: list, detail and rename', () => {
  test('the list shows the three supplies with commodity, POD/PDR and address, and links to the detail', async ({
    page,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await expect(list.cards()).toHaveCount(3);
    await expect(list.card('Casa Roma')).toContainText('Luce');
    await expect(list.card('Casa Roma')).toContainText('POD');
    await expect(list.card('Riscaldamento')).toContainText('Gas');
    await expect(list.card('Riscaldamento')).toContainText('PDR');
    await expect(list.card('Casa al mare')).toContainText('Teleriscaldamento');
    await expect(list.card('Casa Roma')).toContainText('Attiva');
    await expect(list.card('Casa Roma')).toContainText(/\(RM\)/);

    // activeOnly asks the server for the active ones only.
    const activeCall = page.waitForRequest((r) => /\/Erp\/v1\/supplies\?.*activeOnly=true/.test(r.url()));
    await list.activeOnly().check();
    await activeCall;
    await expect(list.cards()).toHaveCount(3);

    await list.open('Casa Roma');
    await expect(page).toHaveURL(/\/supplies\/\d+$/);
    const detail = new SupplyDetailPage(page);
    await expect(detail.name()).toHaveText('Casa Roma');
    await expect(page.getByTestId('hourly-price')).toHaveText('Prezzo orario');
    await expect(page.getByTestId('hourly-supply')).toHaveText(/^Sì/);
    await expect(detail.section('Dati tecnici')).toContainText('Matricola contatore');
    await expect(detail.section('Dati tecnici')).toContainText(/Misura oraria dal\s*01-06-2020/);
    await expect(detail.section('Dati della fornitura')).toContainText(/Attiva dal\s*01-01-2020/);
    await expect(detail.action('Grafici dei consumi')).toBeVisible();
    await expect(detail.action('Autolettura')).toBeVisible();
    await expect(detail.action('Archivio letture')).toBeVisible();
  });

  test('the gas supply is not hourly and has no hourly price', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.open('Riscaldamento');
    const detail = new SupplyDetailPage(page);
    await expect(detail.name()).toHaveText('Riscaldamento');
    await expect(page.getByTestId('hourly-supply')).toHaveText('No');
    await expect(page.getByTestId('hourly-price')).toHaveCount(0);
    await expect(detail.section('Offerta')).toContainText('Prezzo fisso');
  });

  test('a rename persists after reload; an empty name is refused with its message', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
    const list = new SuppliesPage(page);
    await list.goto();
    await list.open('Casa al mare');
    const detail = new SupplyDetailPage(page);
    await expect(detail.name()).toHaveText('Casa al mare');
    const url = page.url();
    await detail.action('Modifica nome').click();
    await expect(page).toHaveURL(/\/edit-name$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifica nome fornitura' })).toBeVisible();

    const form = new SupplyNameForm(page);
    await expect(form.input()).toHaveValue('Casa al mare');
    await form.save('   ');
    await expect(form.error()).toHaveText('Inserire il nome della fornitura');
    await expect(form.input()).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/edit-name$/);

    await form.save('Casa <al> mare');
    await expect(form.error()).toHaveText(
      'Il nome può contenere solo lettere, numeri, spazi e punteggiatura semplice',
    );

    await form.save('Villetta al mare');
    await expect(page).toHaveURL(url);
    await expect(detail.name()).toHaveText('Villetta al mare');
    await expect(
      page.getByRole('status').filter({ hasText: 'Il nome della fornitura è stato aggiornato.' }),
    ).toBeVisible();

    await page.reload();
    await expect(detail.name()).toHaveText('Villetta al mare');
    await list.goto();
    await expect(list.card('Villetta al mare')).toHaveCount(1);

    // The demo data back as it was, for the other specs.
    await page.goto(`${url}/edit-name`);
    await form.save('Casa al mare');
    await expect(detail.name()).toHaveText('Casa al mare');
  });

  test("another customer's supply id shows none of its data", async ({ page, request }) => {
    const [other] = await supplyIdsOf(request, 'demo.ast.azienda');
    expect(other).toBeDefined();
    await loginThroughApi(page, 'demo.ast');
    const detail = new SupplyDetailPage(page);
    await detail.goto(other!.id);
    await expect(detail.error()).toContainText('Fornitura non trovata');
    await expect(page.getByText(other!.key)).toHaveCount(0);
    if (other!.nickname) await expect(page.getByText(other!.nickname)).toHaveCount(0);
    await expect(detail.name()).toHaveCount(0);
  });
});
