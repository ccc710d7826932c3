import { expect, type Page } from '@playwright/test';
import { latestMail } from './password-pages';

export type CustomerTypeLabel = 'Privato' | 'Azienda' | 'Condominio' | 'Ente pubblico';

/** Demo customers with contacts on file and no user yet (apps/server/src/seed/registration.ts). */
export const UNREGISTERED = {
  flow: {
    key: 'AST0001090',
    fiscalCode: 'CNTLNE90C55H501B',
    email: 'elena.conti@example.it',
    name: 'Elena Conti',
  },
  axeAst: {
    key: 'AST0001091',
    fiscalCode: 'FRNPLA87L12F205Y',
    email: 'paolo.fornari@example.it',
    name: 'Paolo Fornari',
  },
  axeSgr: {
    key: 'SGR0001091',
    fiscalCode: 'GRCMRT91E48D612Y',
    email: 'marta.greco@example.it',
    name: 'Marta Greco',
  },
} as const;

/** demo.ast's customer: it already has a user. */
export const REGISTERED = {
  key: 'AST0001001',
  fiscalCode: 'RSSMRA80A01H501U',
  email: 'mario.rossi@example.it',
};

/** The registration screens (/registrazione and its steps), as a person uses them. */
export class RegistrationPages {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  progress() {
    return this.page.getByTestId('registration-progress');
  }

  error() {
    return this.page.getByTestId('registration-error');
  }

  continue() {
    return this.page.getByRole('button', { name: 'Continua' });
  }

  back() {
    return this.page.getByRole('link', { name: 'Indietro' });
  }

  async gotoStart(query = '') {
    await this.page.goto(`/registrazione${query}`);
    await expect(this.heading()).toHaveText('Registrati');
  }

  // ---- customer flow ----------------------------------------------------------------------------

  async chooseCustomer(type: CustomerTypeLabel) {
    await this.page.getByRole('link', { name: /Sono un cliente/ }).click();
    await expect(this.heading()).toHaveText('Che tipo di cliente sei?');
    await this.page.getByRole('radio', { name: new RegExp(`^${type}`) }).check();
    await this.continue().click();
    await expect(this.heading()).toHaveText('Il tuo codice cliente');
  }

  customerCode() {
    return this.page.getByLabel('Codice cliente');
  }

  taxId() {
    return this.page.getByLabel(/^(Codice fiscale|Partita IVA)/);
  }

  async fillCustomerCode(customerCode: string, taxId: string) {
    await this.customerCode().fill(customerCode);
    await this.taxId().fill(taxId);
  }

  async submitCustomerCode(customerCode: string, taxId: string) {
    await this.fillCustomerCode(customerCode, taxId);
    await this.continue().click();
    await expect(this.heading()).toHaveText('Il tuo accesso');
  }

  username() {
    return this.page.getByLabel('Nome utente');
  }

  email() {
    return this.page.getByLabel('E-mail');
  }

  usernameAvailable() {
    return this.page.getByText('Nome utente disponibile');
  }

  async submitAccount(username: string, email: string) {
    await this.username().fill(username);
    await this.email().fill(email);
    await expect(this.usernameAvailable()).toBeVisible();
    await this.continue().click();
    await expect(this.heading()).toHaveText('Privacy');
  }

  personalDataConsent() {
    return this.page.getByLabel(/trattamento dei dati personali/);
  }

  async acceptPrivacyAndSend() {
    await this.personalDataConsent().check();
    await this.page.getByRole('button', { name: 'Completa la registrazione' }).click();
  }

  proofCode() {
    return this.page.getByLabel('Codice di verifica');
  }

  async expectProofStep() {
    await expect(this.heading()).toHaveText('Verifica che sei il cliente');
  }

  async submitProofCode(code: string) {
    await this.proofCode().fill(code);
    await this.page.getByRole('button', { name: 'Verifica', exact: true }).click();
  }

  /** The newest proof code mailed to the customer's e-mail on file (demo outbox). */
  async proofCodeSentTo(email: string): Promise<string> {
    const mail = await latestMail(this.page.request, email, 'ownership-proof');
    const code = mail.meta.otpCode;
    expect(typeof code).toBe('string');
    return code as string;
  }

  /** The first-access (/crea-psw) link mailed to the e-mail typed, opened in the page. */
  async openFirstAccessLink(email: string) {
    const mail = await latestMail(this.page.request, email, 'first-access');
    const url = new URL(String(mail.meta.linkUrl));
    await this.page.goto(`${url.pathname}${url.search}`);
  }

  // ---- delegate flow ----------------------------------------------------------------------------

  async startDelegate() {
    await this.page.getByRole('link', { name: /Sono un delegato/ }).click();
    await expect(this.heading()).toHaveText('Registrati come delegato');
  }

  async submitDelegatePerson(firstName: string, lastName: string, fiscalCode: string) {
    await this.page.getByLabel('Nome', { exact: true }).fill(firstName);
    await this.page.getByLabel('Cognome').fill(lastName);
    await this.page.getByLabel('Codice fiscale').fill(fiscalCode);
    await this.continue().click();
    await expect(this.heading()).toHaveText('I tuoi contatti');
  }

  async submitDelegateContacts(email: string, mobile: string) {
    await this.email().fill(email);
    await this.page.getByLabel('Cellulare').fill(mobile);
    await this.continue().click();
    await expect(this.heading()).toHaveText('Il tuo indirizzo');
  }

  town() {
    return this.page.getByRole('combobox', { name: 'Comune' });
  }

  street() {
    return this.page.getByRole('combobox', { name: 'Indirizzo' });
  }

  suggestion(name: string | RegExp) {
    return this.page.getByRole('option', { name });
  }

  /** Types the start of the town and of the street and picks the suggestions. */
  async pickAddress(town: string, townOption: RegExp, street: string, streetOption: RegExp, civic: string) {
    await this.town().fill('');
    await this.town().pressSequentially(town);
    await this.suggestion(townOption).click();
    await this.street().fill('');
    await this.street().pressSequentially(street);
    await this.suggestion(streetOption).first().click();
    await this.page.getByLabel('Numero civico').fill(civic);
  }

  async submitDelegateUsername(username: string) {
    await this.username().fill(username);
    await expect(this.usernameAvailable()).toBeVisible();
    await this.continue().click();
    await expect(this.heading()).toHaveText('Privacy');
  }
}
