import { createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { expectNoAxeViolations } from '../page-models/axe';
import { loginThroughApi } from '../page-models/login-page';

/**
 * Issue 21, the admin's side, end to end in one console session of demo.admin: an
 * acceptance-required message to demo.wdo's customer blocks its next visit until accepted; the
 * Pratiche module turned off for wdo leaves wdo's menu (and is turned on again at the end); a PUN
 * day imported from the GME file; axe on every new console screen (messages, a send, brands,
 * customers, a customer, the audit log, operators). demo.wdo: no other spec reads its messages
 * or practices, and everything changed is restored.
 */
const ADMIN = {
  username: 'demo.admin',
  password: 'Sportello!2026',
  totpSecret: 'WU4SLQBZTKMTPEPE4I3KDNKH2E4R2WR6',
};
const CUSTOMER = 'WDO0001014';
const GME = fileURLToPath(
  new URL('../../apps/server/test/fixtures/gme/20240312MGPPrezzi.xml', import.meta.url),
);

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

async function consoleLogin(page: Page) {
  await page.goto('/console');
  await page.getByRole('textbox', { name: 'Nome utente' }).fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByRole('textbox', { name: 'Codice' }).fill(totp(ADMIN.totpSecret));
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('heading', { name: 'Richieste dei clienti' })).toBeVisible();
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sezioni della console' }).getByRole('link', { name }).click();

test.describe('console: an admin publishes, configures and imports', () => {
  test('a message to accept blocks the next visit; a module off leaves the menu; a PUN day imported', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await consoleLogin(page);

    // An acceptance-required message to one customer.
    await nav(page, 'Messaggi e proposte');
    await expect(page.getByRole('heading', { level: 1, name: 'Messaggi e proposte' })).toBeVisible();
    const subject = `Nuove condizioni ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: /Codici cliente/ }).fill(CUSTOMER);
    await page.getByRole('textbox', { name: 'Oggetto' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Testo' })
      .fill('Conferma la presa visione delle nuove condizioni.');
    await page.getByRole('checkbox', { name: /Da accettare/ }).check();
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Inviato a 1 cliente' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Pratiche off for wdo; a PUN day from the GME file.
    await nav(page, 'Marchi');
    await page.getByRole('combobox', { name: 'Marchio' }).selectOption('wdo');
    const practices = page.getByRole('checkbox', { name: /Pratiche/ });
    await expect(practices).toBeChecked();
    // A controlled box: it changes once the server has answered.
    await practices.click();
    await expect(practices).not.toBeChecked();
    await page.getByLabel(/File degli esiti MGP/).setInputFiles(GME);
    await page.getByRole('button', { name: 'Importa il PUN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'PUN importato: 2024-03-12' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The customer's next visit, in its own browser.
    const customer = await (await browser.newContext()).newPage();
    await loginThroughApi(customer, 'demo.wdo', { brand: 'wdo', path: '/dashboard' });
    const dialog = customer.getByRole('dialog', { name: 'Comunicazione da accettare' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(subject);
    await expect(customer).toHaveURL(/\/messages\/\d+/);
    await dialog.getByRole('button', { name: 'HO PRESO VISIONE DEL MESSAGGIO' }).click();
    await expect(dialog).toBeHidden();
    await customer.goto('/dashboard');
    await expect(customer.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
    const menu = new AppShell(customer).accountMenu();
    await expect(menu.getByRole('link', { name: 'Bollette' }).first()).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pratiche' })).toHaveCount(0);
    await customer.context().close();

    // Who read and who accepted.
    await nav(page, 'Messaggi e proposte');
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByTestId('console-send-counts')).toHaveText(/1 \/ 1 di \d+/);
    await expectNoAxeViolations(page);

    // The customer seen as it sees the portal.
    await nav(page, 'Clienti');
    await page.getByRole('searchbox', { name: 'Cerca' }).fill(CUSTOMER);
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(CUSTOMER) }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(CUSTOMER) })).toBeVisible();
    await expect(page.getByRole('cell', { name: subject })).toBeVisible();
    await expectNoAxeViolations(page);

    await nav(page, 'Registro delle attività');
    await expect(page.getByTestId('console-audit-row').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'brand.module' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await nav(page, 'Operatori');
    await expect(page.getByTestId('console-operator-row').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Restored: Pratiche on again for wdo.
    await nav(page, 'Marchi');
    await page.getByRole('combobox', { name: 'Marchio' }).selectOption('wdo');
    await page.getByRole('checkbox', { name: /Pratiche/ }).click();
    await expect(page.getByRole('checkbox', { name: /Pratiche/ })).toBeChecked();
  });
});
