import { expect, test, type Page } from '@playwright/test';
import { DEMO_CRM_API_TOKEN } from '../../apps/server/src/config';
import { DEMO_LINKS } from '../../apps/server/src/seed/core';
import { SERVICES_DEMO_LINKS } from '../../apps/server/src/seed/services';
import { apiGet } from '../page-models/account-pages';
import { AppShell } from '../page-models/app-shell';
import { ConsumptionGraphsPage } from '../page-models/consumption-graphs-page';
import { expectNoAxeViolations } from '../page-models/axe';
import { LoginPage, loginThroughApi } from '../page-models/login-page';
import { latestMail } from '../page-models/password-pages';

const API = '/services/rest/portalapi';
/** A link's landing: a link session is created and the link read before the first screen shows. */
const LANDING = { timeout: 20_000 };

const linkPath = (l: { id: number; hashCode: string }, extra = '') =>
  `/?linkId=${l.id}&hash=${encodeURIComponent(l.hashCode)}${extra}`;

/** Opens a link logged out; module 1 needs a login, which then acts on it. */
async function openThenLogin(page: Page, path: string, username = 'demo.ast') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/, LANDING);
  await new AppShell(page).dismissCookies();
  await new LoginPage(page).login(username);
}

test.describe('deep links of every module (spec section 4, issue 12)', () => {
  // A link session, the link read, often a login and a second screen: more than one screen's budget.
  test.describe.configure({ timeout: 90_000 });

  test('module 1, a list-view invoice (type 1): after login the invoices list opens on it', async ({
    page,
  }) => {
    await openThenLogin(page, linkPath(SERVICES_DEMO_LINKS.invoiceList));
    await expect(page).toHaveURL(/\/invoices-list\?invoiceId=\d+$/, LANDING);
    const id = Number(new URL(page.url()).searchParams.get('invoiceId'));
    const invoice = await apiGet<{ getInvoiceResponse: { invoiceTypeCode: number } }>(
      page,
      `/Erp/v1/invoices/${id}`,
    );
    expect(Number(invoice.getInvoiceResponse.invoiceTypeCode)).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('data'))).toBeNull();
  });

  test('module 1, a services invoice (type 7): after login its document downloads', async ({ page }) => {
    const download = page.waitForEvent('download');
    await openThenLogin(page, linkPath(SERVICES_DEMO_LINKS.invoiceDocument));
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page).toHaveURL(/\/dashboard$/, LANDING);
  });

  test('module 4 as guest: the message', async ({ page }) => {
    await page.goto(linkPath(DEMO_LINKS.message));
    await expect(page).toHaveURL(/\/messages\/\d+$/, LANDING);
    await expect(page.getByRole('heading', { level: 1, name: 'Messaggio' })).toBeVisible();
  });

  test('module 5: a password reset link opens the new-password form', async ({ page }) => {
    const session = await page.request.post(`${API}/Core/v1/sessions`, {
      data: { createNewSessionRequest: { company: 'sol' } },
    });
    const sessionId = (await session.json()).createNewSessionResponse.sessionId as string;
    const started = await page.request.post(`${API}/Wfm/v1/password-reset/start`, {
      headers: { 'X-Session-Id': sessionId },
      data: { passwordResetRequest: { company: 'sol', username: 'demo.sol', email: 'demo.sol@example.it' } },
    });
    expect(started.status()).toBe(200);
    const mail = await latestMail(page.request, 'demo.sol@example.it', 'password-reset');
    // The brand's own address (its links are the brand's: ?company=sol as on the brand's site).
    await page.goto(
      linkPath({ id: Number(mail.meta.linkId), hashCode: String(mail.meta.hashCode) }, '&company=sol'),
    );
    await expect(page).toHaveURL(/\/recupero-psw\?userId=\d+$/, LANDING);
  });

  test('module 5 when the page code arrives after the link is read: the form still opens', async ({
    page,
  }) => {
    // On a busy machine the landing page's chunk can load after the link session is ready; the
    // shell, mounted late, must still follow the link (it once stayed on the bare address).
    let linkRead = false;
    page.on('response', (r) => {
      if (r.url().includes('/Core/v1/links/')) linkRead = true;
    });
    await page.route(/\/assets\/password-reset-[^/]*\.js$/, async (route) => {
      while (!linkRead) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const session = await page.request.post(`${API}/Core/v1/sessions`, {
      data: { createNewSessionRequest: { company: 'sol' } },
    });
    const sessionId = (await session.json()).createNewSessionResponse.sessionId as string;
    await page.request.post(`${API}/Wfm/v1/password-reset/start`, {
      headers: { 'X-Session-Id': sessionId },
      data: { passwordResetRequest: { company: 'sol', username: 'demo.sol', email: 'demo.sol@example.it' } },
    });
    const mail = await latestMail(page.request, 'demo.sol@example.it', 'password-reset');
    const mailed = new URL(String(mail.meta.linkUrl));
    expect(mailed.pathname).toBe('/recupero-psw');
    await page.goto(`${mailed.pathname}${mailed.search}&company=sol`);
    await expect(page).toHaveURL(/\/recupero-psw\?userId=\d+$/, LANDING);
    await expect(page.getByLabel('Nuova password', { exact: true })).toBeVisible();
  });

  test('module 6 with selectedValue: the reply is sent and the full feedback leads back to the dashboard', async ({
    page,
  }) => {
    await page.goto(linkPath(DEMO_LINKS.survey, '&selectedValue=4'));
    const feedback = page.getByRole('heading', { name: 'Grazie per la tua risposta!' });
    await expect(feedback).toBeVisible(LANDING);
    await expect(page.getByText('La tua risposta è stata registrata.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(page.url()).not.toContain('selectedValue');
    await expectNoAxeViolations(page);
    // The workflow is completed: the same reply again is refused, so the link ends on /errore.
    await page.goto(linkPath(DEMO_LINKS.survey, '&selectedValue=4'));
    await expect(page).toHaveURL(/\/errore$/, LANDING);
  });

  test('module 7 as guest: the supply self-reading', async ({ page }) => {
    await page.goto(linkPath(DEMO_LINKS.selfReading));
    await expect(page).toHaveURL(/\/supplies\/\d+\/autolettura$/, LANDING);
  });

  test('module 8 as guest: the proposal', async ({ page }) => {
    await page.goto(linkPath(SERVICES_DEMO_LINKS.proposal));
    await expect(page).toHaveURL(/\/proposals\/\d+$/, LANDING);
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta commerciale' })).toBeVisible();
    await expect(page.getByText('Luce Oraria Plus: 3 mesi di spread scontato')).toBeVisible();
  });

  test('module 9 as guest: the PUN page', async ({ page }) => {
    await page.goto(linkPath(DEMO_LINKS.pun));
    await expect(page).toHaveURL(/\/pun$/, LANDING);
  });

  test('rcrm=1 restricts every route, not only module routes', async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
    await page.goto('/supplies/1/graphs?rcrm=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Grafici dei consumi' })).toBeVisible();
    for (const path of ['/dashboard', '/support', '/services/bollettaclick', '/practices']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/errore\/pagina-non-trovata$/);
    }
  });

  test("the CRM graphs link opens with the CRM's link session, never a logged-in customer's", async ({
    page,
    browser,
  }) => {
    await loginThroughApi(page, 'demo.ast');
    const customerSession = await page.evaluate(() => localStorage.getItem('sessionId'));
    const supplies = await apiGet<{
      getSuppliesResponse: { supplies: { key: string; customerKey: string }[] };
    }>(page, '/Erp/v1/supplies');
    const supply = supplies.getSuppliesResponse.supplies[0]!;
    const crmLink = (sessionId: string) =>
      `/?sessionId=${encodeURIComponent(sessionId)}&supplyKey=${encodeURIComponent(supply.key)}` +
      `&customerKey=${encodeURIComponent(supply.customerKey)}&rcrm=1`;

    // A logged-in customer's session handed over as if it were the CRM's: refused.
    const other = await browser.newPage();
    await other.goto(crmLink(customerSession ?? ''));
    await expect(other).toHaveURL(/\/errore$/, LANDING);
    const [kept, user] = await other.evaluate(() => [
      localStorage.getItem('sessionId'),
      localStorage.getItem('user'),
    ]);
    // At most a new anonymous session of its own: never the customer's, and nobody logged in.
    expect(kept).not.toBe(customerSession);
    expect(user).toBeNull();
    await other.close();

    // The CRM's own session for that supply (its token, no login): adopted, on the supply's
    // anonymous graphs, with nobody logged in, and the consumption drawn.
    const created = await page.request.post(`${API}/Core/v1/crm/sessions`, {
      headers: { authorization: `Bearer ${DEMO_CRM_API_TOKEN}` },
      data: {
        createCrmSessionRequest: { company: 'ast', customerKey: supply.customerKey, supplyKey: supply.key },
      },
    });
    expect(created.status()).toBe(201);
    const crm = (await created.json()).createCrmSessionResponse as { sessionId: string; url: string };
    const linkSession = crm.sessionId;
    expect(new URL(crm.url).searchParams.get('rcrm')).toBe('1');
    const graphs = new ConsumptionGraphsPage(page);
    const answer = graphs.nextAnswer('monthly');
    await page.goto(crmLink(linkSession));
    await expect(page).toHaveURL(new RegExp(`/supplies/${supply.key}/graphs/anon$`), LANDING);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('sessionId'),
        localStorage.getItem('user'),
        localStorage.getItem('_referByCrm'),
      ]),
    ).toEqual([linkSession, null, '1']);
    expect((await answer).supplyKey).toBe(supply.key);
    await graphs.expectChart('monthly');
    // The referral restricts every other route.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/errore\/pagina-non-trovata$/, LANDING);
  });
});
