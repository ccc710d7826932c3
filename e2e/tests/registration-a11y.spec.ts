import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../page-models/app-shell';
import { expectNoAxeViolations } from '../page-models/axe';
import { RegistrationPages, UNREGISTERED } from '../page-models/registration-pages';

/** Axe on the screen as it is, at 375 px (mobile layout) and at 1280 px (desktop). */
async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

async function start(page: Page, company: string): Promise<RegistrationPages> {
  const reg = new RegistrationPages(page);
  await reg.gotoStart(`?company=${company}`);
  await new AppShell(page).dismissCookies();
  return reg;
}

const BRANDS = [
  { company: 'ast', customer: UNREGISTERED.axeAst, username: 'paolofornari', delegate: 'delegatoast' },
  { company: 'sgr', customer: UNREGISTERED.axeSgr, username: 'martagreco', delegate: 'delegatosgr' },
] as const;

for (const brand of BRANDS) {
  test.describe(`registration screens, axe at 375 and 1280 px, brand ${brand.company}`, () => {
    // Each test runs axe twice on several screens: slow on a shared machine, whatever the code.
    test.beforeEach(() => test.setTimeout(180_000));

    test('customer flow up to the privacy, each screen with its messages', async ({ page }) => {
      const reg = await start(page, brand.company);
      await axeAtBothWidths(page);

      await page.getByRole('link', { name: /Sono un cliente/ }).click();
      await expect(reg.heading()).toHaveText('Che tipo di cliente sei?');
      await reg.continue().click();
      await expect(page.getByText('Selezionare il tipo di cliente')).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole('radio', { name: /^Privato/ }).check();
      await reg.continue().click();

      await expect(reg.heading()).toHaveText('Il tuo codice cliente');
      await reg.continue().click();
      await expect(page.getByText('Inserire il codice cliente')).toBeVisible();
      await axeAtBothWidths(page);
      await reg.submitCustomerCode(brand.customer.key, brand.customer.fiscalCode);

      await reg.username().fill('nome utente');
      await expect(page.getByText('Nome utente non valido o già in uso. Riprova')).toBeVisible();
      await axeAtBothWidths(page);
      await reg.submitAccount(brand.username, `${brand.username}@example.it`);

      await page.getByRole('button', { name: 'Completa la registrazione' }).click();
      await expect(
        page.getByText('Il consenso al trattamento dei dati personali è obbligatorio'),
      ).toBeVisible();
      await axeAtBothWidths(page);
    });

    test('customer flow: the proof, a wrong code, the data and supplies found, the end', async ({ page }) => {
      const reg = await start(page, brand.company);
      await reg.chooseCustomer('Privato');
      await reg.submitCustomerCode(brand.customer.key, brand.customer.fiscalCode);
      await reg.submitAccount(brand.username, `${brand.username}@example.it`);
      await reg.acceptPrivacyAndSend();

      await reg.expectProofStep();
      await axeAtBothWidths(page);
      const code = await reg.proofCodeSentTo(brand.customer.email);
      await reg.submitProofCode(code === '0000' ? '1111' : '0000');
      await expect(reg.error()).toContainText('Il codice non è corretto');
      await axeAtBothWidths(page);
      await reg.submitProofCode(code);

      await expect(reg.heading()).toHaveText('I tuoi dati e le tue forniture');
      await axeAtBothWidths(page);
      await page.getByRole('button', { name: 'Concludi la registrazione' }).click();
      await expect(page.getByRole('heading', { name: 'Registrazione completata!' })).toBeVisible();
      await axeAtBothWidths(page);
    });

    test('delegate flow: person and contacts with their messages', async ({ page }) => {
      const reg = await start(page, brand.company);
      await reg.startDelegate();
      await reg.continue().click();
      await expect(page.getByText('Inserire il cognome')).toBeVisible();
      await axeAtBothWidths(page);
      await reg.submitDelegatePerson('Luigi', 'Neri', 'RSSMRA85T10A562S');

      await reg.continue().click();
      await expect(page.getByText("Inserire l'indirizzo e-mail")).toBeVisible();
      await axeAtBothWidths(page);
    });

    test('delegate flow: the address suggestions, username, privacy, the end', async ({ page }) => {
      const reg = await start(page, brand.company);
      await reg.startDelegate();
      await reg.submitDelegatePerson('Luigi', 'Neri', 'RSSMRA85T10A562S');
      await reg.submitDelegateContacts(`${brand.delegate}@example.it`, '333 1234567');

      await reg.continue().click();
      await expect(page.getByText('Inserire il comune')).toBeVisible();
      await reg.town().pressSequentially('Firen');
      await expect(reg.suggestion(/^Firenze \(FI\)$/)).toBeVisible();
      await axeAtBothWidths(page);
      await reg.suggestion(/^Firenze \(FI\)$/).click();
      await reg.street().pressSequentially('Cavo');
      await expect(reg.suggestion(/^Via Cavour/)).toBeVisible();
      await axeAtBothWidths(page);
      await reg.suggestion(/^Via Cavour/).click();
      await page.getByLabel('Numero civico').fill('3');
      await reg.continue().click();

      await expect(reg.heading()).toHaveText('Scegli il nome utente');
      await reg.username().fill(brand.delegate);
      await expect(reg.usernameAvailable()).toBeVisible();
      await axeAtBothWidths(page);
      await reg.submitDelegateUsername(brand.delegate);
      await axeAtBothWidths(page);
      await reg.acceptPrivacyAndSend();
      await expect(page.getByRole('heading', { name: 'Registrazione completata!' })).toBeVisible();
      await axeAtBothWidths(page);
    });
  });
}
