import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { MessagesPage } from '../page-models/account-pages';
import { expectNoAxeViolations } from '../page-models/axe';
import { PracticesPage } from '../page-models/services-pages';
import { buildFatturaPa } from '../../apps/server/test/fixtures/fatturapa/build';
import { loginThroughApi } from '../page-models/login-page';

/**
 * Issue 21, end to end: an operator of the retailer logs in to the console (/console) with the
 * demo password and the TOTP code of the README's demo secret, finds a customer's address change
 * in the requests inbox, takes it and concludes it with a message; the customer then sees it
 * concluded in Pratiche, with the message and a notification. axe finds no violation on the
 * console's screens (login, code, inbox, request).
 */
const PORTAL = '/services/rest/portalapi';
const AGENT = {
  username: 'demo.agente',
  password: 'Sportello!2026',
  totpSecret: 'NTR5G2ZFXNJTYEUJCDBFG53EQ6LK5XZG',
};

/** RFC 6238 (SHA-1, 6 digits, 30 s) from a base32 secret: what an authenticator app shows now. */
function totp(secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** demo.ast asks to change the shipping address of a contract (the portal's own API). */
async function askAddressChange(page: Page): Promise<{ id: number; ticketKey: string }> {
  const request = page.request;
  const session = (
    await (
      await request.post(`${PORTAL}/Core/v1/sessions`, {
        data: { createNewSessionRequest: { company: 'ast' } },
      })
    ).json()
  ).createNewSessionResponse.sessionId as string;
  const login = await request.post(`${PORTAL}/Core/v1/user/login`, {
    headers: { 'x-session-id': session },
    data: { doLoginRequest: { username: 'demo.ast', password: 'Sportello!2026' } },
  });
  const loggedIn = (await login.json()).doLoginResponse.sessionId as string;
  const asked = await request.post(`${PORTAL}/Erp/v1/requests/shippingAddress`, {
    headers: { 'x-session-id': loggedIn },
    data: {
      shippingAddressRequest: {
        contractKey: 'CTR-AST0001001-01',
        shippingAddress: {
          streetGeneric: 'Via',
          streetName: 'Garibaldi',
          civicNumber: '21',
          city: 'Torino',
          province: 'TO',
          postalCode: '10122',
        },
      },
    },
  });
  expect(asked.status()).toBe(201);
  return (await asked.json()).createRequestResponse as { id: number; ticketKey: string };
}

test.describe('console: an operator concludes what a customer asked', () => {
  test('login with TOTP, take and conclude an address change; the customer sees it concluded', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const practice = await askAddressChange(page);

    await page.goto('/console');
    await expect(page.getByRole('heading', { name: 'Accesso operatori' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Nome utente' }).fill(AGENT.username);
    await page.getByLabel('Password').fill(AGENT.password);
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page.getByRole('heading', { name: 'Codice di verifica' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Codice' }).fill(totp(AGENT.totpSecret));
    await page.getByRole('button', { name: 'Entra' }).click();

    await expect(page.getByRole('heading', { name: 'Richieste dei clienti' })).toBeVisible();
    await expect(page.getByTestId('console-operator')).toContainText('Agente Demo');
    await expect(page.getByTestId('console-request-row').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The customer found by its customer code, the practice opened from the list.
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('AST0001001');
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('Var_IndirizzoSpedizione');
    await page.getByRole('button', { name: 'Filtra' }).click();
    await expect(page).toHaveURL(/q=AST0001001/);
    await page.getByRole('link', { name: practice.ticketKey }).click();
    await expect(page.getByRole('heading', { name: new RegExp(practice.ticketKey) })).toBeVisible();
    await expect(page.getByText('Garibaldi')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Prendi in carico' }).click();
    await expect(page.getByTestId('console-request-assignee')).toContainText('Agente Demo');
    await page
      .getByRole('textbox', { name: 'Messaggio al cliente' })
      .fill('Il nuovo indirizzo vale dalla prossima bolletta.');
    await page.getByRole('button', { name: 'Concludi' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Richiesta conclusa' })).toBeVisible();
    await expect(page.getByTestId('console-request-state')).toHaveText('Conclusa');
    await expect(page.getByRole('button', { name: 'Rifiuta' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page.getByRole('heading', { name: 'Accesso operatori' })).toBeVisible();

    // The customer's side.
    await loginThroughApi(page, 'demo.ast');
    const practices = new PracticesPage(page);
    await practices.goto();
    const item = practices.item(`Pratica ${practice.ticketKey}`);
    await expect(item.getByTestId('practice-state')).toHaveText('Conclusa');
    await item.getByRole('link').click();
    await expect(practices.state()).toHaveText('Conclusa');
    await expect(page.getByRole('region', { name: 'Risposta del gestore' })).toContainText(
      'Il nuovo indirizzo vale dalla prossima bolletta.',
    );
    const messages = new MessagesPage(page);
    await messages.goto();
    await expect(messages.item(`Pratica ${practice.ticketKey}: conclusa`)).toBeVisible();
  });
});

const SUPERVISOR = {
  username: 'demo.supervisore',
  password: 'Sportello!2026',
  totpSecret: 'BHMKSXG6G2X7XBUG723BE2XDUD24654U',
};
const INTEGRATION = '/services/rest/integration/v1';
const BEARER = { authorization: 'Bearer sportello-demo-integrazione-2026' };
const dayFrom = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * demo.sol's rettifica of a bill of its own (issue 25), made through the APIs: an old gas bill
 * imported from FatturaPA, its closing reading imported as estimated, the customer's reading filed
 * on it; then the retailer's new bill for the same period, imported without naming the old one
 * (the operator links them). No other spec reads these bills.
 */
async function solRettifica(page: Page) {
  const request = page.request;
  const session = (
    await (
      await request.post(`${PORTAL}/Core/v1/sessions`, {
        data: { createNewSessionRequest: { company: 'sol' } },
      })
    ).json()
  ).createNewSessionResponse.sessionId as string;
  const login = await request.post(`${PORTAL}/Core/v1/user/login`, {
    headers: { 'x-session-id': session },
    data: { doLoginRequest: { username: 'demo.sol', password: 'Sportello!2026' } },
  });
  const headers = { 'x-session-id': (await login.json()).doLoginResponse.sessionId as string };
  const fiscalCode = (await (await request.get(`${PORTAL}/Erp/v1/customers`, { headers })).json())
    .getCustomersResponse.customers[0].fiscalCode as string;
  const gas = (
    (await (await request.get(`${PORTAL}/Erp/v1/supplies`, { headers })).json()).getSuppliesResponse
      .supplies as { podPdr: string; commodity: string }[]
  ).find((s) => s.commodity === 'gas')!;
  const stamp = Date.now().toString(36).toUpperCase();
  const [start, end] = [dayFrom(-403), dayFrom(-381)];
  const bill = (number: string, date: string) =>
    buildFatturaPa({
      emitterVat: '09876543210',
      receiverFiscalCode: fiscalCode,
      bodies: [
        {
          type: 'TD01',
          number,
          date,
          supplyCode: gas.podPdr,
          periodStart: start,
          periodEnd: end,
          amount: '70.00',
        },
      ],
    });
  const post = async (path: string, body: string, contentType: string) => {
    const res = await request.post(`${INTEGRATION}${path}`, {
      headers: { ...BEARER, 'content-type': contentType },
      data: body,
    });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  const oldBill = (await post('/invoices', bill(`SOL-STIMA-${stamp}`, dayFrom(-378)), 'application/xml'))
    .documents[0].bills[0] as { invoiceId: number; key: string };
  const options = async () =>
    (
      await (
        await request.get(`${PORTAL}/Erp/v1/invoices/${oldBill.invoiceId}/rettifica`, { headers })
      ).json()
    ).getRettificaOptionsResponse;
  const serial = (await options()).meter.serial as string;
  const readings = await post(
    '/readings',
    `pod;matricola;data;tipo;lettura\n${gas.podPdr};${serial};${dayFrom(-380)};stimata;4321\n`,
    'text/csv',
  );
  expect(readings.refused, JSON.stringify(readings)).toBe(0);
  expect((await options()).estimated).toBe(true);
  const filed = await request.post(`${PORTAL}/Erp/v1/invoices/${oldBill.invoiceId}/rettifica`, {
    headers,
    data: { rettificaRequest: { registers: [{ band: null, value: '4300' }] } },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const practice = (await filed.json()).createRequestResponse as { id: number; ticketKey: string };
  const newBill = (await post('/invoices', bill(`SOL-LETTURA-${stamp}`, dayFrom(-370)), 'application/xml'))
    .documents[0].bills[0] as { key: string };
  return { practice, oldKey: oldBill.key, newKey: newBill.key };
}

test('a supervisor replaces the estimated bill of a rettifica with the new bill; the rettifica is concluded', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { practice, oldKey, newKey } = await solRettifica(page);
  await page.goto('/console');
  await page.getByRole('textbox', { name: 'Nome utente' }).fill(SUPERVISOR.username);
  await page.getByLabel('Password').fill(SUPERVISOR.password);
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByRole('textbox', { name: 'Codice' }).fill(totp(SUPERVISOR.totpSecret));
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('heading', { name: 'Richieste dei clienti' })).toBeVisible();
  await page.goto(`/console/richieste/${practice.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(practice.ticketKey) })).toBeVisible();
  const contested = page.getByRole('region', { name: 'Bolletta contestata' });
  await expect(contested).toContainText(`Bolletta stimata ${oldKey}`);
  await contested.getByRole('textbox', { name: 'Numero della nuova bolletta' }).fill(newKey);
  await expectNoAxeViolations(page);
  await contested.getByRole('button', { name: 'Sostituisci la bolletta' }).click();
  await expect(page.getByTestId('console-bill-replaced')).toContainText(
    `La bolletta ${oldKey} è stata sostituita dalla bolletta ${newKey}`,
  );
  await expect(page.getByTestId('console-request-state')).toHaveText('Conclusa');
});
