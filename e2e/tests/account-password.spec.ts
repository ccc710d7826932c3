import { expect, test } from '@playwright/test';
import { DEMO_LINKS, DEMO_PENDING_USER } from '../../apps/server/src/seed/core';
import { AppShell } from '../page-models/app-shell';
import { DEMO_PASSWORD, LoginPage } from '../page-models/login-page';
import { latestMail, PasswordPages } from '../page-models/password-pages';

// demo.ast.recupero is used by no other spec: its password changes here.
const USER = { username: 'demo.ast.recupero', email: 'elena.rinaldi@example.it', company: 'ast' };
const NEW_PASSWORD = 'Nuova!Password2027';

test.describe('password recovery (spec section 2)', () => {
  test('by username: link from the outbox, the rules for a weak password, new password works, old fails', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    const pages = new PasswordPages(page);
    await page.goto(`/login?company=${USER.company}`);
    await shell.dismissCookies();
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible();

    // Wrong e-mail: the same answer as the right one, so nobody learns which users exist; no mail.
    await pages.requestByUsername(USER.username, 'altro@example.it');
    await expect(shell.dialog('Controlla la tua e-mail')).toContainText('Se i dati inseriti corrispondono');
    const nothing = await page.request.get('/dev/outbox?to=altro%40example.it&channel=mail');
    expect(((await nothing.json()) as { messages: unknown[] }).messages).toEqual([]);
    await page.getByRole('link', { name: 'Torna al login' }).click();
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();

    await pages.requestByUsername(USER.username, USER.email);
    await expect(shell.dialog('Controlla la tua e-mail')).toBeVisible();

    const mail = await latestMail(page.request, USER.email, 'password-reset');
    const linkUrl = new URL(String(mail.meta.linkUrl));
    expect(linkUrl.pathname).toBe('/recupero-psw');
    await page.goto(linkUrl.pathname + linkUrl.search);
    await expect(page).toHaveURL(/\/recupero-psw\?userId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recupero password' })).toBeVisible();

    await pages.submitNewPassword('debole', 'debole');
    await expect(pages.ruleMessages()).toHaveText([
      'La password deve contenere almeno 8 caratteri',
      'La password deve contenere almeno una lettera maiuscola',
      'La password deve contenere almeno un simbolo',
      'La password deve contenere almeno un carattere non alfabetico',
      'La password deve contenere almeno un numero',
    ]);
    await expect(pages.newPassword()).toHaveAttribute('aria-invalid', 'true');
    await pages.submitNewPassword(NEW_PASSWORD, 'Altra!Password2027');
    await expect(pages.ruleMessages()).toHaveCount(0);
    await expect(page.getByText('Le password non coincidono')).toBeVisible();

    await pages.submitNewPassword(NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Password aggiornata!' })).toBeVisible();
    await page.getByRole('link', { name: 'Vai al login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The link is single use: opened again it is expired.
    await page.goto(linkUrl.pathname + linkUrl.search);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-notice')).toHaveText('Link scaduto, inserire nuovamente i dati');

    const login = new LoginPage(page);
    await login.goto(`?company=${USER.company}`);
    await login.login(USER.username, DEMO_PASSWORD);
    await expect(login.error()).toHaveText('Nome utente o password non corretti');
    await login.login(USER.username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a password among the most used is refused with its own message, though it follows every rule', async ({
    page,
  }) => {
    // demo.sga is used by no other spec; its password does not change here.
    const user = { username: 'demo.sga', email: 'demo.sga@example.it' };
    const api = '/services/rest/portalapi';
    const created = await page.request.post(`${api}/Core/v1/sessions`, {
      data: { createNewSessionRequest: { company: 'sga' } },
    });
    const sessionId = (await created.json()).createNewSessionResponse.sessionId as string;
    const start = await page.request.post(`${api}/Wfm/v1/password-reset/start`, {
      headers: { 'x-session-id': sessionId },
      data: { passwordResetRequest: user },
    });
    expect(start.ok()).toBe(true);
    const mail = await latestMail(page.request, user.email, 'password-reset');
    const linkUrl = new URL(String(mail.meta.linkUrl));
    // The browser knows the brand (as one that asked for the link on the portal does).
    await page.goto('/login?company=sga');
    await new AppShell(page).dismissCookies();
    await page.goto(linkUrl.pathname + linkUrl.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Recupero password' })).toBeVisible();
    const pages = new PasswordPages(page);
    await pages.submitNewPassword('Password1!');
    await expect(pages.ruleMessages()).toHaveCount(0);
    await expect(page.getByTestId('password-error')).toHaveText(
      'Questa password è tra le più usate: scegline una meno prevedibile',
    );
  });

  test('by customer code: a wrong tax code gets the field rule, unknown data the same answer as known data', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    const pages = new PasswordPages(page);
    await pages.gotoChoice(`?company=${USER.company}`);
    await shell.dismissCookies();
    await pages.requestByCustomerCode('WDO9999999', '12345678901');
    await expect(page.getByText("Codice fiscale o partita IVA dell'intestatario non validi")).toBeVisible();
    await page.getByLabel(/Codice fiscale o partita IVA/).fill('12345670017');
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(shell.dialog('Controlla la tua e-mail')).toContainText('Se i dati inseriti corrispondono');
  });

  test('first access: the create-password link opens /crea-psw and activates the user', async ({ page }) => {
    const pages = new PasswordPages(page);
    const link = DEMO_LINKS.createPassword;
    await page.goto(`/?linkId=${link.id}&hash=${link.hashCode}`);
    await expect(page).toHaveURL(/\/crea-psw\?userId=\d+$/);
    await new AppShell(page).dismissCookies();
    await expect(page.getByRole('heading', { level: 1, name: 'Crea la password' })).toBeVisible();
    await pages.submitNewPassword(NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Password creata!' })).toBeVisible();
    await page.getByRole('link', { name: 'Vai al login' }).click();
    const login = new LoginPage(page);
    await login.goto('?company=ast');
    await login.login(DEMO_PENDING_USER.username, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(login.error()).toHaveCount(0);
  });
});
