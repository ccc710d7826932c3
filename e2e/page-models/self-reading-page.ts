import { expect, type Page } from '@playwright/test';

/** /supplies/{id}/autolettura: window, last reading, the reading form. */
export class SelfReadingPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Autolettura' });
  }

  lastReading() {
    return this.page.getByTestId('last-reading');
  }

  /** The last reading's value, as a number. */
  async lastValue(): Promise<number> {
    await expect(this.lastReading()).toHaveText(/^\d+ del /);
    return Number((await this.lastReading().textContent())!.split(' ')[0]);
  }

  input() {
    return this.page.getByRole('textbox', { name: /\((Smc|kWh|MWh)\)$/ });
  }

  async send(value: string) {
    await this.input().fill(value);
    await this.page.getByRole('button', { name: 'Invia autolettura' }).click();
  }

  error() {
    return this.page.getByTestId('reading-error');
  }

  sent() {
    return this.page.getByTestId('reading-sent');
  }

  windowClosed() {
    return this.page.getByTestId('window-closed');
  }
}

/** /self-reading/{id}/archive and /self-reading/archive. */
export class ReadingsArchivePage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Archivio letture' });
  }

  rows() {
    return this.page.getByTestId('readings-table').locator('tbody tr');
  }

  supplySelect() {
    return this.page.getByLabel('Fornitura', { exact: true });
  }
}
