import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { expectNoAxeViolations } from '../page-models/axe';
import { InvoiceDetailPage, invoicesOf } from '../page-models/invoices';

/**
 * Money (issue 25), the rest: the next bill's forecast, the rettifica of an estimated bill and the
 * refund of a credit, as demo.sol (no other spec reads its bills or its practices; the seed gives
 * it a credit note and an estimated gas bill, apps/server/src/seed/money.ts).
 */
const API = '/services/rest/portalapi';
const IBAN = 'IT60X0542811101000000123456';
// A 1×1 PNG: the meter's photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  return page.request.fetch(`${API}${path}`, {
    method,
    headers: { 'X-Session-Id': sessionId ?? '' },
    ...(data !== undefined ? { data } : {}),
  });
}

test('a forecast on the dashboard; a rettifica of an estimated bill and a refund of the credit, both in Pratiche; an invalid IBAN refused', async ({
  page,
}) => {
  test.slow();
  await new AppShell(page).loginAs('demo.sol', '?company=sol');

  // The next bill's forecast, below the supplies.
  const forecast = page.getByRole('region', { name: 'La prossima bolletta' });
  await expect(forecast.getByTestId('forecast-amount').first()).toContainText('€');
  await expect(forecast.getByTestId('forecast-range').first()).toContainText(/Tra .*€ e .*€/);

  // The estimated bill: its rettifica with one's reading and the meter's photo.
  const bills = (await invoicesOf(page)).filter((b) => b.supplyId !== null);
  let estimated: { invoiceId: number; openingReadings: { value: string }[] } | undefined;
  for (const bill of bills) {
    const options = (await (await api(page, 'GET', `/Erp/v1/invoices/${bill.id}/rettifica`)).json())
      .getRettificaOptionsResponse;
    if (options.estimated) {
      estimated = options;
      break;
    }
  }
  expect(estimated).toBeDefined();
  await new InvoiceDetailPage(page).goto(estimated!.invoiceId);
  const rettifica = page.getByRole('region', { name: 'Questa bolletta si basa su una lettura stimata' });
  await rettifica.getByRole('button', { name: 'Correggi con la tua lettura' }).click();
  await rettifica
    .getByLabel(/^Lettura del contatore/)
    .fill(String(Number(estimated!.openingReadings[0]?.value ?? 0) + 7));
  await rettifica
    .getByLabel('Foto del contatore (facoltativa)')
    .setInputFiles({ name: 'contatore.png', mimeType: 'image/png', buffer: PNG });
  await expectNoAxeViolations(page);
  await rettifica.getByRole('button', { name: 'Invia la rettifica' }).click();
  await expect(page.getByTestId('rettifica-filed')).toContainText('Pratica n. RIC-');

  // The refund of the credit: an invalid IBAN is refused (on screen and by the API), a valid one filed.
  await page.goto('/invoices');
  const credit = page.getByRole('region', { name: 'Il tuo credito' });
  await expect(credit.getByTestId('credit-amount')).toContainText('€');
  await credit.getByRole('button', { name: 'Chiedi il rimborso del credito' }).click();
  await credit.getByLabel('IBAN').fill('IT60X0542811101000000123457');
  await credit.getByLabel('Intestatario del conto').fill('Anna De Luca');
  await credit.getByRole('button', { name: 'Chiedi il rimborso' }).click();
  await expect(credit.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(credit.getByRole('alert')).toContainText('IBAN non valido');
  const refused = await api(page, 'POST', '/Erp/v1/requests/credit-refund', {
    creditRefundRequest: {
      customerKey: 'SOL0001016',
      mode: 'bonifico',
      iban: 'IT60X0542811101000000123457',
      accountHolder: 'Anna De Luca',
    },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('IBAN non valido');
  await credit.getByLabel('IBAN').fill(IBAN);
  await credit.getByRole('button', { name: 'Chiedi il rimborso' }).click();
  await expect(page.getByTestId('refund-filed')).toContainText('con bonifico sul conto indicato');

  // Both in Pratiche.
  await page.getByTestId('refund-filed').getByRole('link', { name: 'Segui la pratica' }).click();
  await expect(page.getByText('Rimborso del credito').first()).toBeVisible();
  await page.goto('/practices');
  await expect(page.getByText('Rettifica di una bolletta stimata').first()).toBeVisible();
  await expect(page.getByText('Rimborso del credito').first()).toBeVisible();
});
