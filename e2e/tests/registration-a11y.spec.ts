import { expect, test, type Page } from '@playwright/test';
import { checkScreen, closeCookieBanner, tourTimeout } from '../page-models/axe';
import { RegistrationPages, UNREGISTERED } from '../page-models/registration-pages';

async function start(page: Page, company: string): Promise<RegistrationPages> {
  const reg = new RegistrationPages(page);
  await reg.gotoStart(`?company=${company}`);
  await closeCookieBanner(page);
  return reg;
}

const BRANDS = [
  {
    company: 'ast',
    customer: UNREGISTERED.axeAst,
    username: 'paolofornari',
    delegate: 'delegatoast',
  },
  {
    company: 'sgr',
    customer: UNREGISTERED.axeSgr,
    username: 'martagreco',
    delegate: 'delegatosgr',
  },
] as const;

// Each screen is opened once per brand and checked at 375 and 1280 px in the three themes
// (page-models/axe.ts, checkScreen), each form in a state that shows its messages.
for (const brand of BRANDS) {
  const b = brand.company;
  test.describe(`registration screens, axe, brand ${b}`, () => {
    test('customer flow: each screen with its messages, the proof and a wrong code, the data, the end', async ({
      page,
    }) => {
      tourTimeout(9);
      const reg = await start(page, b);
      await checkScreen(page, b, 'registration');

      await page.getByRole('link', { name: /Sono un cliente/ }).click();
      await expect(reg.heading()).toHaveText('Che tipo di cliente sei?');
      await reg.continue().click();
      await expect(page.getByText('Selezionare il tipo di cliente')).toBeVisible();
      await checkScreen(page, b, 'registration-customer-type');
      await page.getByRole('radio', { name: /^Privato/ }).check();
      await reg.continue().click();

      await expect(reg.heading()).toHaveText('Il tuo codice cliente');
      await reg.continue().click();
      await expect(page.getByText('Inserire il codice cliente')).toBeVisible();
      await checkScreen(page, b, 'registration-customer-code');
      await reg.submitCustomerCode(brand.customer.key, brand.customer.fiscalCode);

      await reg.username().fill('nome utente');
      await expect(page.getByText('Nome utente non valido o già in uso. Riprova')).toBeVisible();
      await checkScreen(page, b, 'registration-username');
      await reg.submitAccount(brand.username, `${brand.username}@example.it`);

      await page.getByRole('button', { name: 'Completa la registrazione' }).click();
      await expect(
        page.getByText('Il consenso al trattamento dei dati personali è obbligatorio'),
      ).toBeVisible();
      await checkScreen(page, b, 'registration-privacy');
      await reg.acceptPrivacyAndSend();

      await reg.expectProofStep();
      await checkScreen(page, b, 'registration-proof');
      const code = await reg.proofCodeSentTo(brand.customer.email);
      await reg.submitProofCode(code === '0000' ? '1111' : '0000');
      await expect(reg.error()).toContainText('Il codice non è corretto');
      await checkScreen(page, b, 'registration-proof-wrong-code');
      await reg.submitProofCode(code);

      await expect(reg.heading()).toHaveText('I tuoi dati e le tue forniture');
      await checkScreen(page, b, 'registration-customer-data');
      await page.getByRole('button', { name: 'Concludi la registrazione' }).click();
      await expect(page.getByRole('heading', { name: 'Registrazione completata!' })).toBeVisible();
      await checkScreen(page, b, 'registration-customer-done');
    });

    test('delegate flow: person and contacts with their messages, the address suggestions, username, privacy, the end', async ({
      page,
    }) => {
      tourTimeout(7);
      const reg = await start(page, b);
      await reg.startDelegate();
      await reg.continue().click();
      await expect(page.getByText('Inserire il cognome')).toBeVisible();
      await checkScreen(page, b, 'registration-delegate-person');
      await reg.submitDelegatePerson('Luigi', 'Neri', 'RSSMRA85T10A562S');

      await reg.continue().click();
      await expect(page.getByText("Inserire l'indirizzo e-mail")).toBeVisible();
      await checkScreen(page, b, 'registration-delegate-contacts');
      await reg.submitDelegateContacts(`${brand.delegate}@example.it`, '333 1234567');

      await reg.continue().click();
      await expect(page.getByText('Inserire il comune')).toBeVisible();
      await reg.town().pressSequentially('Firen');
      await expect(reg.suggestion(/^Firenze \(FI\)$/)).toBeVisible();
      await checkScreen(page, b, 'registration-delegate-town');
      await reg.suggestion(/^Firenze \(FI\)$/).click();
      await reg.street().pressSequentially('Cavo');
      await expect(reg.suggestion(/^Via Cavour/)).toBeVisible();
      await checkScreen(page, b, 'registration-delegate-street');
      await reg.suggestion(/^Via Cavour/).click();
      await page.getByLabel('Numero civico').fill('3');
      await reg.continue().click();

      await expect(reg.heading()).toHaveText('Scegli il nome utente');
      await reg.username().fill(brand.delegate);
      await expect(reg.usernameAvailable()).toBeVisible();
      await checkScreen(page, b, 'registration-delegate-username');
      await reg.submitDelegateUsername(brand.delegate);
      await checkScreen(page, b, 'registration-delegate-privacy');
      await reg.acceptPrivacyAndSend();
      await expect(page.getByRole('heading', { name: 'Registrazione completata!' })).toBeVisible();
      await checkScreen(page, b, 'registration-delegate-done');
    });
  });
}
