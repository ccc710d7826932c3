import { expect, type Locator, type Page } from '@playwright/test';

const API = '/services/rest/portalapi';

/** What the test needs to know of an invoice to find it (read through the API as the user). */
export interface InvoiceRef {
  id: number;
  key: string;
  invoiceTypeCode: number;
  paymentLevel: 'Pagata' | 'DaPagare' | 'Scaduta' | 'Rateizzata';
  supplyId: number | null;
  documentAvailable: boolean;
  installmentsRequestable: boolean;
  contract: { key: string; multiPodInvoicing: boolean };
}

/** The logged-in user's invoices, read with the page's own session (setup, not assertions). */
export async function invoicesOf(page: Page): Promise<InvoiceRef[]> {
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  const response = await page.request.get(`${API}/Erp/v1/invoices?pagingTake=1000`, {
    headers: { 'X-Session-Id': sessionId ?? '' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { getInvoicesResponse: { invoices: InvoiceRef[] } }).getInvoicesResponse
    .invoices;
}

/** A demo user's invoices, read through the API with a session of their own (not the page's). */
export async function invoicesOfUser(page: Page, username: string, company: string): Promise<InvoiceRef[]> {
  const session = await page.request.post(`${API}/Core/v1/sessions`, {
    data: { createNewSessionRequest: { company, locale: 'it' } },
  });
  const sessionId = ((await session.json()) as { createNewSessionResponse: { sessionId: string } })
    .createNewSessionResponse.sessionId;
  const login = await page.request.post(`${API}/Core/v1/user/login`, {
    headers: { 'X-Session-Id': sessionId },
    data: { doLoginRequest: { username, password: 'Sportello!2026' } },
  });
  // The login hands out a new session id.
  const loggedIn = ((await login.json()) as { doLoginResponse: { sessionId: string } }).doLoginResponse;
  const list = await page.request.get(`${API}/Erp/v1/invoices?pagingTake=1000`, {
    headers: { 'X-Session-Id': loggedIn.sessionId },
  });
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { getInvoicesResponse: { invoices: InvoiceRef[] } }).getInvoicesResponse
    .invoices;
}

/** An invoice of another brand's demo customer, read with a session of its own. */
export async function someoneElsesInvoiceId(page: Page): Promise<number> {
  return (await invoicesOfUser(page, 'demo.sgr', 'sgr'))[0]!.id;
}

/** The invoices list (/invoices, /invoices-list). */
export class InvoicesPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/invoices-list${query}`);
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Le tue bollette' });
  }

  cards(): Locator {
    return this.page.getByTestId('invoice-card');
  }

  count() {
    return this.page.getByTestId('invoice-count');
  }

  outstandingFilter() {
    return this.page.getByLabel('Mostra solo le bollette da pagare');
  }

  loadMore() {
    return this.page.getByRole('button', { name: 'Mostra altre bollette' });
  }
}

/** One invoice (/invoice/{id}). */
export class InvoiceDetailPage {
  constructor(private readonly page: Page) {}

  async goto(id: number) {
    await this.page.goto(`/invoice/${id}`);
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  status() {
    return this.page.locator('.invoice-detail__head').getByTestId('payment-status');
  }

  sections() {
    return this.page.getByTestId('invoice-section');
  }

  installments() {
    return this.page.getByTestId('installment');
  }

  payOnline() {
    return this.page.getByRole('button', { name: /^Paga online/ });
  }

  payInstallments() {
    return this.page.getByRole('link', { name: 'Paga le rate' });
  }

  downloadPdf() {
    return this.page.getByRole('button', { name: 'Scarica PDF' });
  }

  moreActions() {
    return this.page.getByRole('button', { name: 'Altre azioni' });
  }

  downloadCsv() {
    return this.page.getByRole('button', { name: 'Scarica il dettaglio (CSV)' });
  }

  alert() {
    return this.page.locator('.download__error');
  }
}

/** The sandbox gateway page the server serves (gatewayId 1). */
export class SandboxGateway {
  constructor(private readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/Erp\/v1\/payments\/gateway\//);
    await expect(this.page.getByRole('heading', { name: /^Pagamento a / })).toBeVisible();
  }

  total() {
    return this.page.locator('.total');
  }

  pay() {
    return this.page.getByRole('button', { name: /^Paga / }).click();
  }

  cancel() {
    return this.page.getByRole('button', { name: 'Annulla e torna al portale' }).click();
  }
}

/** /invoice/{id}/payment_ok and payment_ko. */
export class PaymentResultPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  backToInvoice() {
    return this.page.getByRole('link', { name: 'Torna alla bolletta' });
  }
}
