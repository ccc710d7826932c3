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

const BRANDS = [
  { company: 'ast', customer: UNREGISTERED.axeAst, username: 'paolofornari', delegate: 'delegatoast' },
  { company: 'sgr', customer: UNREGISTERED.axeSgr, username: 'martagreco', delegate: 'delegatosgr' },
] as const;

for (const brand of BRANDS) {
  test.describe(`registration screens, axe at 375 and 1280 px, brand ${brand.company}`, () => {
    test('customer flow: every screen, with its messages, to the end', async ({ page }) => {
      // A whole registration (many screens, server calls, argon2 at the end) on a shared machine.
      test.slow();
      const reg = new RegistrationPages(page);
      await reg.gotoStart(`?company=${brand.company}`);
      await new AppShell(page).dismissCookies();
      await axeAtBothWidths(page);

      await page.getByRole('link', { name: /Sono un cliente/ }).click();
      await reg.continue().click();
      await expect(page.getByText('Selezionare il tipo di cliente')).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole('radio', { name: /^Privato/ }).check();
      await reg.continue().click();

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

    test('delegate flow: every screen, with its messages and the address suggestions', async ({ page }) => {
      // A whole registration (many screens, server calls, argon2 at the end) on a shared machine.
      test.slow();
      const reg = new RegistrationPages(page);
      await reg.gotoStart(`?company=${brand.company}`);
      await new AppShell(page).dismissCookies();
      await reg.startDelegate();
      await reg.continue().click();
      await expect(page.getByText('Inserire il nome')).toBeVisible();
      await axeAtBothWidths(page);
      await reg.submitDelegatePerson('Luigi', 'Neri', 'RSSMRA85T10A562S');

      await reg.continue().click();
      await expect(page.getByText("Inserire l'indirizzo e-mail")).toBeVisible();
      await axeAtBothWidths(page);
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
      await axeAtBothWidths(page);
      await reg.submitDelegateUsername(brand.delegate);
      await axeAtBothWidths(page);
      await reg.acceptPrivacyAndSend();
      await expect(page.getByRole('heading', { name: 'Registrazione completata!' })).toBeVisible();
      await axeAtBothWidths(page);
    });
  });
}
