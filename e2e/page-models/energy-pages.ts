import { expect, type Page, type Response } from '@playwright/test';
import { consumptionRows } from '@sportello/contract/consumption-columns';

/** A day as Europe/Rome sees it, `days` from today. */
export function romeDay(days = 0): string {
  const now = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** "12,34 €" as the portal writes euro amounts (it-IT). */
export function euro(amount: number): string {
  return new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 2,
  }).format(amount);
}

export interface QuotationsAnswer {
  startDate: string;
  firstDate: string;
  lastDate: string;
  quotations: Array<{ hour: number; price: number }>;
}
export interface HourlyConsumptionAnswer {
  items: Array<{ hour: number; total: number }>;
}

/** /pun: the day's PUN, its averages and bands, and the hourly supply's cost. */
export class PunPage {
  constructor(private readonly page: Page) {}

  /** The page's own hourly PUN answer for a day (waits for it). */
  quotations(day: string): Promise<QuotationsAnswer> {
    return this.page
      .waitForResponse(
        (r: Response) =>
          r.url().includes('/Erp/v1/quotations') &&
          r.url().includes('detail=hourly') &&
          r.url().includes(`startDate=${day}`),
      )
      .then(async (r) => (await r.json()).getQuotationsResponse as QuotationsAnswer);
  }

  /** The page's own hourly consumption answer for a day. */
  consumption(day: string): Promise<HourlyConsumptionAnswer> {
    return this.page
      .waitForResponse(
        (r: Response) =>
          r.url().includes('/Erp/v1/consumptions') &&
          r.url().includes('detail=hourly') &&
          r.url().includes(`startDate=${day}`),
      )
      .then(async (r) => {
        // The answer's columns read back as rows, one per hour with a measure.
        const answer = (await r.json()).getConsumptionsResponse;
        return { items: consumptionRows(answer.columns).map((i) => ({ hour: i.hour!, total: i.total })) };
      });
  }

  async goto(day?: string) {
    await this.page.goto(day ? `/pun?giorno=${day}` : '/pun');
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: /PUN/ });
  }

  day() {
    return this.page.getByTestId('pun-day');
  }

  rows() {
    return this.page.getByTestId('pun-table').locator('tbody tr');
  }

  cost() {
    return this.page.getByTestId('pun-cost-euro');
  }

  previousDay() {
    return this.page.getByRole('button', { name: 'Giorno precedente' });
  }

  nextDay() {
    return this.page.getByRole('button', { name: 'Giorno successivo' });
  }

  dateInput() {
    return this.page.getByLabel('Giorno', { exact: true });
  }
}

/** /edit-shipping-address: towns and streets from the address service, then the request. */
export class ShippingAddressPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/edit-shipping-address');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Indirizzo di spedizione delle bollette' }),
    ).toBeVisible();
  }

  town() {
    return this.page.getByRole('combobox', { name: 'Comune' });
  }

  street() {
    return this.page.getByRole('combobox', { name: 'Indirizzo (via, piazza…)' });
  }

  options(name: 'Comune' | 'Indirizzo (via, piazza…)') {
    return this.page.getByRole('listbox', { name }).getByRole('option');
  }

  civic() {
    return this.page.getByLabel('Numero civico');
  }

  postalCode() {
    return this.page.getByLabel('CAP');
  }

  floor() {
    return this.page.getByLabel('Piano');
  }

  submit() {
    return this.page.getByRole('button', { name: 'Invia la richiesta' });
  }

  inProgress() {
    return this.page.getByTestId('shipping-in-progress');
  }
}

/** /add-bank-debit and /edit-bank-debit. */
export class BankDebitPage {
  constructor(private readonly page: Page) {}

  async goto(mode: 'add' | 'edit') {
    await this.page.goto(mode === 'add' ? '/add-bank-debit' : '/edit-bank-debit');
    await expect(this.page.getByRole('heading', { level: 1, name: /domiciliazione bancaria/ })).toBeVisible();
  }

  iban() {
    return this.page.getByLabel('IBAN del conto');
  }

  holder() {
    return this.page.getByLabel('Intestatario del conto');
  }

  fiscalCode() {
    return this.page.getByLabel('Codice fiscale del sottoscrittore');
  }

  status() {
    return this.page.getByTestId('debit-status');
  }

  inProgress() {
    return this.page.getByTestId('debit-in-progress');
  }
}
