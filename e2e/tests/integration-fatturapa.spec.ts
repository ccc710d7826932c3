import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { InvoiceDetailPage, InvoicesPage } from '../page-models/invoices';
import { loginThroughApi } from '../page-models/login-page';

/**
 * A bill the retailer sends as a FatturaPA document (issue 20) is in its customer's invoice list
 * with its PDF: imported through the integration API with the demo token, then seen and downloaded
 * by the customer in Chromium. The customer is demo.wdo (no other e2e test reads its bills): the
 * bill is issued yesterday, so it heads the list.
 */
const API = '/services/rest/portalapi';
const INVOICES = '/services/rest/integration/v1/invoices';
/** The demo token (README, "Demo users"; demo mode only). */
const DEMO_TOKEN = 'sportello-demo-integrazione-2026';
/** Wonder Energia's VAT number (packages/brands, wdo). */
const WDO_VAT = '04567890126';
const FIXTURES = new URL('../../apps/server/test/fixtures/fatturapa/', import.meta.url);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The customer's fiscal code and first supply, read through the portal's API as the customer. */
async function customerOf(request: APIRequestContext, username: string, company: string) {
  const session = await request.post(`${API}/Core/v1/sessions`, {
    data: { createNewSessionRequest: { company, locale: 'it' } },
  });
  const sessionId = ((await session.json()) as { createNewSessionResponse: { sessionId: string } })
    .createNewSessionResponse.sessionId;
  const login = await request.post(`${API}/Core/v1/user/login`, {
    headers: { 'X-Session-Id': sessionId },
    data: { doLoginRequest: { username, password: 'Sportello!2026' } },
  });
  const headers = {
    'X-Session-Id': ((await login.json()) as { doLoginResponse: { sessionId: string } }).doLoginResponse
      .sessionId,
  };
  const customers = (await (await request.get(`${API}/Erp/v1/customers`, { headers })).json()) as {
    getCustomersResponse: { customers: { fiscalCode: string | null; name: string }[] };
  };
  const supplies = (await (await request.get(`${API}/Erp/v1/supplies`, { headers })).json()) as {
    getSuppliesResponse: { supplies: { podPdr: string; commodity: string }[] };
  };
  return {
    fiscalCode: customers.getCustomersResponse.customers[0]!.fiscalCode!,
    supply: supplies.getSuppliesResponse.supplies[0]!,
  };
}

test('a bill imported from FatturaPA is in the customer’s list, and its PDF is the attached one', async ({
  page,
}) => {
  const { fiscalCode, supply } = await customerOf(page.request, 'demo.wdo', 'wdo');
  const number = `FE-E2E-${Date.now().toString(36).toUpperCase()}`;
  const issued = day(-1);
  // The sample set's gas bill with its PDF, re-addressed: issuer wdo, receiver demo.wdo, its supply.
  const xml = readFileSync(new URL('IT07654320584_FE0002.xml', FIXTURES), 'utf8')
    .replaceAll('07654320584', WDO_VAT)
    .replace(
      '<CodiceFiscale>RSSMRA80A01H501U</CodiceFiscale>',
      `<CodiceFiscale>${fiscalCode}</CodiceFiscale>`,
    )
    .replaceAll('14000000209458', supply.podPdr)
    .replace('<Numero>FE-2026-0002</Numero>', `<Numero>${number}</Numero>`)
    .replace('<Data>2026-11-12</Data>', `<Data>${issued}</Data>`)
    .replace('<DataScadenzaPagamento>2026-12-02', `<DataScadenzaPagamento>${day(19)}`);
  const attached = Buffer.from(/<Attachment>([^<]+)<\/Attachment>/.exec(xml)![1]!, 'base64');

  const imported = await page.request.post(INVOICES, {
    headers: { authorization: `Bearer ${DEMO_TOKEN}`, 'content-type': 'application/xml' },
    data: xml,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const answer = (await imported.json()) as {
    created: number;
    documents: { bills: { invoiceId: number }[] }[];
  };
  expect(answer.created).toBe(1);
  const invoiceId = answer.documents[0]!.bills[0]!.invoiceId;

  await loginThroughApi(page, 'demo.wdo', { brand: 'wdo' });
  const list = new InvoicesPage(page);
  await list.goto();
  const card = list.cards().first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`n\\. ${number}$`));
  await expect(card).toContainText('83,59');
  await expect(card.getByTestId('payment-status')).toHaveText('Stato del pagamento: Da pagare');

  const detail = new InvoiceDetailPage(page);
  await detail.goto(invoiceId);
  await expect(detail.heading()).toContainText(number);
  await expect(detail.sections().first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), detail.downloadPdf().click()]);
  expect(download.suggestedFilename()).toBe('bolletta-FE-2026-0002.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.equals(attached)).toBe(true);
});
