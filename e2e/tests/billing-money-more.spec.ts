import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { InvoiceDetailPage, invoicesOf } from '../page-models/invoices';
import { PracticesPage } from '../page-models/services-pages';
import { buildFatturaPa } from '../../apps/server/test/fixtures/fatturapa/build';
import { loginThroughApi } from '../page-models/login-page';

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
  await loginThroughApi(page, 'demo.sol', { brand: 'sol', path: '/dashboard' });

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

test('a new bill from FatturaPA replaces the estimated one: shown as replaced, the new one to pay, the rettifica concluded in Pratiche', async ({
  page,
}) => {
  await loginThroughApi(page, 'demo.sol', { brand: 'sol' });
  // The estimated bill and its rettifica (filed by the test above; filed here when run alone).
  const bills = (await invoicesOf(page)).filter((b) => b.supplyId !== null);
  let estimated: { invoiceId: number; inProgress: boolean; openingReadings: { value: string }[] } | undefined;
  for (const bill of bills) {
    const options = (await (await api(page, 'GET', `/Erp/v1/invoices/${bill.id}/rettifica`)).json())
      .getRettificaOptionsResponse;
    if (options.estimated) {
      estimated = options;
      break;
    }
  }
  expect(estimated).toBeDefined();
  const old = bills.find((b) => b.id === estimated!.invoiceId)! as unknown as {
    id: number;
    key: string;
    periodStart: string;
    periodEnd: string;
  };
  if (!estimated!.inProgress) {
    const filed = await api(page, 'POST', `/Erp/v1/invoices/${old.id}/rettifica`, {
      rettificaRequest: {
        registers: [{ band: null, value: String(Number(estimated!.openingReadings[0]?.value ?? 0) + 7) }],
      },
    });
    expect(filed.status()).toBe(201);
  }
  const customer = (await (await api(page, 'GET', '/Erp/v1/customers')).json()).getCustomersResponse
    .customers[0] as { fiscalCode: string };
  const supplies = (await (await api(page, 'GET', '/Erp/v1/supplies')).json()).getSuppliesResponse
    .supplies as { podPdr: string; commodity: string }[];
  const gas = supplies.find((s) => s.commodity === 'gas')!;

  // The retailer's new bill names the estimated one in DatiFattureCollegate.
  const number = `SOL-E2E-${Date.now().toString(36).toUpperCase()}`;
  const xml = buildFatturaPa({
    emitterVat: '09876543210',
    receiverFiscalCode: customer.fiscalCode,
    bodies: [
      {
        type: 'TD01',
        number,
        date: new Date().toISOString().slice(0, 10),
        supplyCode: gas.podPdr,
        periodStart: old.periodStart,
        periodEnd: old.periodEnd,
        amount: '88.00',
        linked: [old.key],
      },
    ],
  });
  const imported = await page.request.post('/services/rest/integration/v1/invoices', {
    headers: { authorization: 'Bearer sportello-demo-integrazione-2026', 'content-type': 'application/xml' },
    data: xml,
  });
  expect(imported.status()).toBe(200);
  const outcome = (await imported.json()).documents[0].bills[0];
  expect(outcome.replaces).toMatchObject({ number: old.key, requestId: expect.any(Number) });

  // The customer: the estimated bill replaced (with the link to the new one), the new one to pay.
  const detail = new InvoiceDetailPage(page);
  await detail.goto(old.id);
  await expect(page.getByTestId('payment-status')).toContainText('Sostituita');
  const note = page.getByTestId('invoice-replaced-by');
  await expect(note).toContainText(`Sostituita dalla bolletta n. ${number}`);
  await expect(page.getByRole('button', { name: /Paga/ })).toHaveCount(0);
  await note.getByRole('link', { name: `n. ${number}` }).click();
  await expect(page.getByTestId('invoice-replaces')).toContainText(`Sostituisce la bolletta n. ${old.key}`);
  await expect(page.getByTestId('invoice-to-pay')).toContainText('96,80');

  // Pratiche: the rettifica concluded, with the retailer's words.
  const practices = new PracticesPage(page);
  await practices.goto();
  const item = practices
    .items()
    .filter({ has: page.locator(`a[href$="/practices/${outcome.replaces.requestId}"]`) });
  await expect(item.getByTestId('practice-state')).toHaveText('Conclusa');
  await item.getByRole('link').click();
  await expect(practices.state()).toHaveText('Conclusa');
  await expect(page.getByRole('region', { name: 'Risposta del gestore' })).toContainText(
    `sostituita dalla bolletta ${number}`,
  );
});
