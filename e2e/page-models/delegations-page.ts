import { expect, type Page } from '@playwright/test';
import { loginThroughApi } from './login-page';
import { latestMail } from './password-pages';

/** /request-delegation: the delegate's request, the owner's requests received and delegations granted. */
export class DelegationsPage {
  constructor(private readonly page: Page) {}

  /**
   * Logs in through the API (the form is the login specs' test): the page's next `goto` is the
   * first screen opened logged in.
   */
  async login(username: string, brand = 'ast') {
    await loginThroughApi(this.page, username, { brand });
  }

  async goto(query = '') {
    await this.page.goto(`/request-delegation${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Deleghe' })).toBeVisible();
  }

  /** The delegate asks a customer for access with a scope. */
  async ask(customerCode: string, taxId: string, scope: 'Sola lettura' | 'Lettura e pagamenti') {
    const form = this.page.getByRole('form', { name: 'Chiedi una delega' });
    await form.getByLabel('Codice cliente').fill(customerCode);
    await form.getByLabel('Codice fiscale o partita IVA del titolare').fill(taxId);
    await form.getByRole('radio', { name: new RegExp(`^${scope}`) }).check();
    await form.getByRole('button', { name: 'Invia la richiesta' }).click();
  }

  askForm() {
    return this.page.getByRole('form', { name: 'Chiedi una delega' });
  }

  /** The confirmation of one request (from its e-mail link, or in the list received). */
  request(delegateName: string) {
    return this.page.getByRole('region', { name: `Richiesta di delega di ${delegateName}` });
  }

  async answer(
    delegateName: string,
    reply: 'accept' | 'refuse',
    scope?: 'Sola lettura' | 'Lettura e pagamenti',
  ) {
    const request = this.request(delegateName);
    if (scope) await request.getByRole('radio', { name: new RegExp(`^${scope}`) }).check();
    await request
      .getByRole('button', { name: reply === 'accept' ? 'Conferma la delega' : 'Rifiuta' })
      .click();
  }

  granted() {
    return this.page.getByTestId('delegation-granted');
  }

  mine() {
    return this.page.getByTestId('delegation-mine');
  }

  async revoke(delegateName: string, customerKey: string) {
    await this.page
      .getByRole('button', {
        name: `Revoca la delega di ${delegateName} per il codice cliente ${customerKey}`,
      })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Revocare la delega?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoca la delega' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The delegation-request mail's link (module 6, surveyKind delegation), as a path. */
  async requestLink(to: string): Promise<string> {
    const mail = await latestMail(this.page.request, to, 'delegation-request');
    return new URL(String(mail.meta.linkUrl)).pathname + new URL(String(mail.meta.linkUrl)).search;
  }

  /** Calls the API with the page's own session, as the web app does. */
  async apiAsPage(method: 'GET' | 'POST', path: string, body?: unknown) {
    const sessionId = await this.page.evaluate(() => localStorage.getItem('sessionId'));
    return this.page.request.fetch(`/services/rest/portalapi${path}`, {
      method,
      headers: { 'X-Session-Id': sessionId ?? '', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { data: body }),
    });
  }
}
