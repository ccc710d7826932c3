import { expect, test } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { LoginPage } from '../page-models/login-page';
import { PasswordPages } from '../page-models/password-pages';
import { RegistrationPages } from '../page-models/registration-pages';

const NEW_PASSWORD = 'Delega#Verde2026';

test.describe('delegate registration', () => {
  test('a delegate registers with contacts, an address from the suggestions, username and privacy, then logs in', async ({
    page,
  }, testInfo) => {
    // A whole registration (many screens, server calls, argon2 at the end) on a shared machine.
    test.slow();
    // A retry registers someone else: the first attempt may have taken the username and e-mail.
    const suffix = testInfo.retry ? String(testInfo.retry) : '';
    const username = `chiaraferri${suffix}`;
    const email = `chiara.ferri${suffix}@example.it`;
    const reg = new RegistrationPages(page);
    const passwords = new PasswordPages(page);
    await reg.gotoStart('?company=ast');
    await new AppShell(page).dismissCookies();
    await reg.startDelegate();

    // Checked as typed.
    await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562X');
    await expect(page.getByText('Codice fiscale non valido')).toBeVisible();
    await reg.submitDelegatePerson('Chiara', 'Ferri', 'FRRCHR88A41H501W');

    await reg.email().fill('chiara.ferri');
    await expect(page.getByText('Indirizzo e-mail non valido')).toBeVisible();
    await page.getByLabel('Cellulare').fill('06 1234567');
    await expect(page.getByText('Numero di cellulare non valido')).toBeVisible();
    await reg.submitDelegateContacts(email, '333 7654321');

    // An address the service does not know is refused; the suggestions give one it knows.
    await reg.town().fill('Xqzwv');
    await expect(page.getByText('Nessun risultato: controlla quanto hai scritto.')).toBeVisible();
    await reg.street().fill('Via Inesistente');
    await page.getByLabel('Numero civico').fill('1');
    await page.getByLabel('CAP').fill('00000');
    await page.getByLabel('Provincia').fill('ZZ');
    await reg.continue().click();
    await expect(reg.error()).toContainText('Indirizzo non valido');

    await reg.pickAddress('Rom', /^Roma \(RM\)$/, 'Nazi', /^Via Nazionale/, '10');
    await expect(page.getByLabel('CAP')).toHaveValue('00184');
    await expect(page.getByLabel('Provincia')).toHaveValue('RM');
    await reg.continue().click();
    await expect(reg.heading()).toHaveText('Scegli il nome utente');

    // Back to the address and forward again: kept.
    await reg.back().click();
    await expect(reg.town()).toHaveValue('Roma');
    await expect(reg.street()).toHaveValue('Via Nazionale');
    await reg.continue().click();
    await expect(reg.heading()).toHaveText('Scegli il nome utente');

    await reg.submitDelegateUsername(username);
    await page.reload();
    await expect(reg.heading()).toHaveText('Privacy');
    await reg.acceptPrivacyAndSend();
    await expect(page.getByRole('heading', { name: 'Registrazione completata!' })).toBeVisible();
    await expect(page.getByTestId('registration-sent')).toContainText('ch***@example.it');

    await reg.openFirstAccessLink(email);
    await expect(page).toHaveURL(/\/crea-psw\?userId=\d+$/);
    await passwords.submitNewPassword(NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Password creata!' })).toBeVisible();

    const login = new LoginPage(page);
    await login.goto('?company=ast');
    await login.login(username, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(login.error()).toHaveCount(0);
  });
});
