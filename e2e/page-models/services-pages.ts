import { expect, type Page } from '@playwright/test';

/** /practices and /practices/{id}. */
export class PracticesPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/practices');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Le tue pratiche' })).toBeVisible();
  }

  items() {
    return this.page.getByTestId('practice-item');
  }

  item(text: string | RegExp) {
    return this.items().filter({ hasText: text });
  }

  filter(name: 'Tutte' | 'In corso' | 'Concluse') {
    return this.page.getByRole('radio', { name, exact: true });
  }

  detail() {
    return this.page.getByTestId('practice-detail');
  }

  /** The timeline's phases: their status attribute, in order. */
  phases() {
    return this.page.getByTestId('practice-timeline').getByRole('listitem');
  }

  state() {
    return this.detail().getByTestId('practice-state');
  }
}

/** /services, a service, its activation, e-mail billing and maintenance contracts. */
export class ServicesPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/services');
    await expect(this.page.getByRole('heading', { level: 1, name: 'I tuoi servizi' })).toBeVisible();
    await expect(this.supplies().first()).toBeVisible();
  }

  supplies() {
    return this.page.getByTestId('service-supply');
  }

  /** A service row of a supply card (by the supply's commodity in its title). */
  row(supplyTitle: RegExp, service: string) {
    return this.supplies()
      .filter({ has: this.page.getByRole('heading', { name: supplyTitle }) })
      .getByTestId('service-row')
      .filter({ hasText: service });
  }

  maintenanceItems() {
    return this.page.getByTestId('maintenance-item');
  }

  async gotoEmailInvoice() {
    await this.page.goto('/services/bollettaclick');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Bolletta via e-mail' })).toBeVisible();
    await expect(this.page.getByTestId('bollettaclick-state')).toBeVisible();
  }

  emailInvoiceState() {
    return this.page.getByTestId('bollettaclick-state');
  }
}
