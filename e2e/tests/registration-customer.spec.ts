import { expect, test } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { LoginPage } from '../page-models/login-page';
import { PasswordPages } from '../page-models/password-pages';
import { REGISTERED, RegistrationPages, UNREGISTERED } from '../page-models/registration-pages';

const NEW_PASSWORD = 'Contatore#Blu42';

test.describe('customer registration', () => {
  test('a customer with no user registers, proves it with the code mailed to its e-mail on file, creates its password and logs in', async ({
    page,
  }) => {
    // A whole registration (many screens, server calls, argon2 at the end) on a shared machine.
    test.slow();
    const shell = new AppShell(page);
    const reg = new RegistrationPages(page);
    const passwords = new PasswordPages(page);
    const customer = UNREGISTERED.flow;

    // The login page leads to the registration.
    await new LoginPage(page).goto('?company=ast');
    await shell.dismissCookies();
    await page.getByRole('link', { name: /Registrati/ }).click();
    await expect(reg.heading()).toHaveText('Registrati');

    await reg.chooseCustomer('Privato');
    await expect(reg.progress()).toContainText('passo 2 di 6');
    await reg.submitCustomerCode(customer.key, customer.fiscalCode.toLowerCase());

    // Going back keeps what was typed; a reload keeps the step and the values.
    await reg.username().fill('elenaconti');
    await reg.back().click();
    await expect(reg.heading()).toHaveText('Il tuo codice cliente');
    await expect(reg.customerCode()).toHaveValue(customer.key);
    await expect(reg.taxId()).toHaveValue(customer.fiscalCode);
    await reg.continue().click();
    await expect(reg.heading()).toHaveText('Il tuo accesso');
    await reg.submitAccount('elenaconti', 'elena.nuova@example.it');
    await page.reload();
    await expect(reg.heading()).toHaveText('Privacy');
    await reg.back().click();
    await expect(reg.username()).toHaveValue('elenaconti');
    await expect(reg.email()).toHaveValue('elena.nuova@example.it');
    await reg.continue().click();

    // Privacy: the consent to personal data is mandatory.
    await page.getByRole('button', { name: 'Completa la registrazione' }).click();
    await expect(
      page.getByText('Il consenso al trattamento dei dati personali è obbligatorio'),
    ).toBeVisible();
    await reg.acceptPrivacyAndSend();

    // The proof: a code to the e-mail the retailer holds, not to the one typed.
    await reg.expectProofStep();
    await expect(page.getByTestId('proof-sent-to')).toHaveText(/^el\*\*\*@example\.it$/);
    const code = await reg.proofCodeSentTo(customer.email);
    await page.reload();
    await reg.expectProofStep();
    await reg.submitProofCode(code);

    // The data and the supplies found, then the end.
    await expect(reg.heading()).toHaveText('I tuoi dati e le tue forniture');
    await expect(page.getByTestId('registration-customer-name')).toHaveText(customer.name);
    await expect(page.getByTestId('registration-supplies').getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Concludi la registrazione' }).click();
    await expect(page.getByRole('heading', { name: 'Registrazione completata!' })).toBeVisible();

    // The first-access link went to the e-mail typed: a weak password is refused, rule by rule.
    await reg.openFirstAccessLink('elena.nuova@example.it');
    await expect(page).toHaveURL(/\/crea-psw\?userId=\d+$/);
    await passwords.submitNewPassword('debole');
    await expect(passwords.ruleMessages()).toHaveText([
      'La password deve contenere almeno 8 caratteri',
      'La password deve contenere almeno una lettera maiuscola',
      'La password deve contenere almeno un simbolo',
      'La password deve contenere almeno un carattere non alfabetico',
      'La password deve contenere almeno un numero',
    ]);
    await passwords.submitNewPassword('debolissima');
    await expect(passwords.ruleMessages()).toHaveCount(4);
    await passwords.submitNewPassword(NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Password creata!' })).toBeVisible();

    const login = new LoginPage(page);
    await login.goto('?company=ast');
    await login.login('elenaconti', NEW_PASSWORD);
    // A first login shows the tour of the main areas; skipped, it leads to the dashboard.
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByTestId('onboarding-tour').getByRole('button', { name: 'Salta il tour' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
  });

  test('wrong check characters and a VAT office that does not exist are refused as typed', async ({
    page,
  }) => {
    const reg = new RegistrationPages(page);
    await reg.gotoStart('?company=ast');
    await new AppShell(page).dismissCookies();

    await reg.chooseCustomer('Privato');
    await reg.fillCustomerCode(UNREGISTERED.flow.key, 'CNTLNE90C55H501X');
    await expect(page.getByText('Codice fiscale non valido')).toBeVisible();
    await reg.taxId().fill(UNREGISTERED.flow.fiscalCode);
    await expect(page.getByText('Codice fiscale non valido')).toHaveCount(0);

    await reg.back().click();
    await page.getByRole('radio', { name: /^Azienda/ }).check();
    await reg.continue().click();
    await expect(reg.taxId()).toHaveAccessibleName(/Partita IVA/);
    // Wrong check digit.
    await reg.fillCustomerCode('AST0001002', '02345670159');
    await expect(page.getByText('Partita IVA non valida')).toBeVisible();
    // Right check digit, office code 890 (digits 8–10) that does not exist.
    await reg.taxId().fill('12345678903');
    await expect(page.getByText('Partita IVA non valida')).toBeVisible();
    await reg.continue().click();
    await expect(reg.heading()).toHaveText('Il tuo codice cliente');
    // demo.ast.azienda's VAT number: office 015, right check digit.
    await reg.taxId().fill('02345670158');
    await expect(page.getByText('Partita IVA non valida')).toHaveCount(0);

    // The tax id may come in the address (/tax-code/{taxCode}): the same step, filled in.
    await page.goto(`/registrazione/cliente-sgr/private/tax-code/${UNREGISTERED.flow.fiscalCode}`);
    await expect(reg.heading()).toHaveText('Il tuo codice cliente');
    await expect(reg.taxId()).toHaveValue(UNREGISTERED.flow.fiscalCode);
  });

  test('a username already in use is refused while it is typed', async ({ page }) => {
    const reg = new RegistrationPages(page);
    await reg.gotoStart('?company=ast');
    await new AppShell(page).dismissCookies();
    await reg.chooseCustomer('Privato');
    await reg.submitCustomerCode(UNREGISTERED.axeAst.key, UNREGISTERED.axeAst.fiscalCode);
    const refused = page.getByText('Nome utente non valido o già in uso. Riprova');
    // Not letters and digits only.
    await reg.username().fill('mario.rossi');
    await expect(refused).toBeVisible();
    // Letters and digits, but already in use (any case): the server says so as it is typed.
    await reg.username().fill('DemoAstNuovo');
    await expect(refused).toBeVisible();
    await reg.email().fill('paolo@example.it');
    await reg.continue().click();
    await expect(reg.heading()).toHaveText('Il tuo accesso');
    // A name no other spec registers (the a11y spec registers paolofornari before this one).
    await reg.username().fill('giorgiofabbri');
    await expect(reg.usernameAvailable()).toBeVisible();
    await expect(refused).toHaveCount(0);
  });

  test('a wrong proof code is refused with the attempts left; an already registered customer is told so after the proof', async ({
    page,
  }) => {
    // A whole registration (many screens, server calls, argon2 at the end) on a shared machine.
    test.slow();
    const reg = new RegistrationPages(page);
    await reg.gotoStart('?company=ast');
    await new AppShell(page).dismissCookies();
    await reg.chooseCustomer('Privato');
    await reg.submitCustomerCode(REGISTERED.key, REGISTERED.fiscalCode);
    await reg.submitAccount('mariorossibis', 'mario.bis@example.it');
    await reg.acceptPrivacyAndSend();
    await reg.expectProofStep();
    const code = await reg.proofCodeSentTo(REGISTERED.email);
    const wrong = code === '0000' ? '1111' : '0000';
    await reg.submitProofCode(wrong);
    await expect(reg.error()).toContainText('Il codice non è corretto');
    await expect(reg.error()).toContainText('Ti restano 4 tentativi.');
    await reg.submitProofCode(code);
    await expect(reg.error()).toContainText('Utente già registrato');
    await expect(reg.error().getByRole('link', { name: 'Recupera la password' })).toBeVisible();
  });
});
