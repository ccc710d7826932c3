import { expect, type Page } from '@playwright/test';

/** The floating help button and its panel. */
export class HelpWidget {
  constructor(private readonly page: Page) {}

  toggle() {
    return this.page
      .getByRole('complementary', { name: 'Aiuto' })
      .getByRole('button', { name: 'Assistenza' });
  }

  panel() {
    return this.page.getByRole('region', { name: 'Serve aiuto?' });
  }

  writeUs() {
    return this.panel().getByRole('button', { name: 'Scrivici' });
  }

  helpPageLink() {
    return this.panel().getByRole('link', { name: /Domande frequenti/ });
  }

  async open() {
    await this.toggle().click();
    await expect(this.panel()).toBeVisible();
  }

  async openContactForm(): Promise<ContactFormModal> {
    await this.open();
    await this.writeUs().click();
    const form = new ContactFormModal(this.page);
    await expect(form.dialog()).toBeVisible();
    return form;
  }
}

/** The "Scrivici" contact form modal. */
export class ContactFormModal {
  constructor(private readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Scrivici' });
  }

  contract() {
    return this.dialog().getByLabel('Codice cliente');
  }

  phone() {
    return this.dialog().getByLabel('Telefono cellulare');
  }

  subject() {
    return this.dialog().getByLabel('Oggetto');
  }

  message() {
    return this.dialog().getByLabel('Messaggio', { exact: true });
  }

  /** The visible submit button (in the form on desktop, in the footer below 992 px). */
  submitButton() {
    return this.dialog().getByRole('button', { name: 'Invia richiesta' });
  }

  submit() {
    return this.submitButton().click();
  }

  close() {
    return this.dialog().getByRole('button', { name: 'Chiudi' }).click();
  }

  errors() {
    return this.dialog().locator('.field__error');
  }
}
