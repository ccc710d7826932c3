import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { MessagesPage } from '../page-models/account-pages';
import { AppShell } from '../page-models/app-shell';
import { expectNoAxeViolations } from '../page-models/axe';
import { PracticesPage } from '../page-models/services-pages';

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
    await new AppShell(page).loginAs('demo.ast');
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
