import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

/** The app's login (/applogin) and its biometric screens. */
export class AppLoginPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: "Accedi all'app" });
  }

  async goto() {
    await this.page.goto('/applogin');
    await expect(this.heading()).toBeVisible();
  }

  async login(username: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Nome utente').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Accedi', exact: true }).click();
  }

  fingerprintButton() {
    return this.page.getByRole('button', { name: "Accedi con l'impronta digitale" });
  }

  biometricError() {
    return this.page.getByTestId('biometric-error');
  }

  /** Waits for the dashboard's greeting (session and customer loaded). */
  async expectDashboard() {
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
  }

  offerHeading() {
    return this.page.getByRole('heading', { level: 1, name: 'Accesso biometrico' });
  }

  /** From /active-biometric: "Attiva", the password, then the finger on the sensor (see AppDevice). */
  async startActivation(password = DEMO_PASSWORD) {
    await expect(this.offerHeading()).toBeVisible();
    await this.page.getByRole('link', { name: 'Attiva' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Conferma la password' })).toBeVisible();
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Conferma' }).click();
  }
}
