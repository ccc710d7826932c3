import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A mail of the demo outbox (GET /dev/outbox), newest first. */
export interface OutboxMail {
  to: string;
  subject: string | null;
  body: string;
  meta: Record<string, unknown>;
}

/** The newest mail sent to `to` whose meta kind is `kind`, polled until it arrives. */
export async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}&channel=mail`);
      const { messages } = (await response.json()) as { messages: OutboxMail[] };
      found = messages.find((m) => m.meta.kind === kind);
      return !!found;
    })
    .toBe(true);
  return found!;
}

/** The forgotten-password screens and the new-password form. */
export class PasswordPages {
  constructor(private readonly page: Page) {}

  async gotoChoice(query = '') {
    await this.page.goto(`/password-dimenticata${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible();
  }

  async requestByUsername(username: string, email: string) {
    await this.page.getByRole('link', { name: /Con il nome utente/ }).click();
    await expect(this.page).toHaveURL(/\/password-dimenticata\/username$/);
    await this.page.getByLabel('Nome utente').fill(username);
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByRole('button', { name: 'Invia il link' }).click();
  }

  async requestByCustomerCode(customerCode: string, taxId: string) {
    await this.page.getByRole('link', { name: /Con il codice cliente/ }).click();
    await expect(this.page).toHaveURL(/\/password-dimenticata\/codice-cliente$/);
    await this.page.getByLabel('Codice cliente').fill(customerCode);
    await this.page.getByLabel(/Codice fiscale o partita IVA/).fill(taxId);
    await this.page.getByRole('button', { name: 'Invia il link' }).click();
  }

  error() {
    return this.page.getByTestId('password-error');
  }

  newPassword() {
    return this.page.getByLabel('Nuova password', { exact: true });
  }

  confirmation() {
    return this.page.getByLabel('Conferma la nuova password');
  }

  ruleMessages() {
    return this.page.getByTestId('password-rules').getByRole('listitem');
  }

  async submitNewPassword(password: string, confirmation = password) {
    await this.newPassword().fill(password);
    await this.confirmation().fill(confirmation);
    await this.page.getByRole('button', { name: /^(Salva|Crea) la password$/ }).click();
  }
}
