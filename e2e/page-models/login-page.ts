import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Sportello!2026';

/** The login screen, as a person uses it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole('heading', { name: "Accedi all'area clienti" })).toBeVisible();
  }

  async login(username: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Nome utente').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Accedi' }).click();
  }

  error() {
    return this.page.getByTestId('login-error');
  }
}
