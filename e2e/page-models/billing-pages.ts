import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet } from './account-pages';
import { SandboxGateway } from './invoices';

/** Money as the portal writes it (it-IT euro), spaces normalised for comparison. */
export function euro(amount: string | number): string {
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 })
    .format(Number(amount))
    .replace(/\s/g, ' ');
}

/** A day 'YYYY-MM-DD' as the portal writes it (dd-mm-yyyy). */
export function day(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/** Today in Italy, 'YYYY-MM-DD'. */
export function todayInItaly(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

/** Text of a locator with its whitespace normalised (euro signs come after a no-break space). */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

export interface ApiInvoice {
  id: number;
  key: string;
  issueDate: string;
  dueDate: string;
  totalAmount: string;
  amountToPay: string;
  paymentLevel: 'Pagata' | 'DaPagare' | 'Scaduta' | 'Rateizzata';
  consumption: string | null;
  consumptionUnit: string | null;
  supplyId: number | null;
  installments: { id: number; dueDate: string; amount: string; toBePaid: boolean }[];
}

export interface ApiSection {
  code: string;
  title: string;
  amount: string;
  lines: { description: string; amount: string; quantity: string | null }[];
}

/** The user's bills as the API gives them to the page's session. */
export async function apiInvoices(
  page: Page,
  query = '',
): Promise<{ invoices: ApiInvoice[]; outstandingAmount: string }> {
  return (
    await apiGet<{ getInvoicesResponse: { invoices: ApiInvoice[]; outstandingAmount: string } }>(
      page,
      `/Erp/v1/invoices?pagingTake=1000${query}`,
    )
  ).getInvoicesResponse;
}

export async function apiInvoiceSections(page: Page, id: number): Promise<ApiSection[]> {
  return (
    await apiGet<{ getInvoiceDetailResponse: { sections: ApiSection[] } }>(
      page,
      `/Erp/v1/invoices/${id}/detail`,
    )
  ).getInvoiceDetailResponse.sections;
}

/** The blocks of /dashboard. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();
  }

  block(
    testId: 'dash-amount-due' | 'dash-last-invoice' | 'dash-messages' | 'dash-proposal' | 'dash-reading',
  ) {
    return this.page.getByTestId(testId);
  }

  amount() {
    return this.page.getByTestId('dash-amount');
  }

  nextDue() {
    return this.page.getByTestId('dash-next-due');
  }

  unread() {
    return this.page.getByTestId('dash-unread');
  }

  readingWindows() {
    return this.page.getByTestId('dash-reading-window');
  }

  pay() {
    return this.block('dash-amount-due').getByRole('link', { name: 'Paga' });
  }

  shortcuts() {
    return this.page.getByRole('navigation', { name: 'Scorciatoie' }).getByRole('link');
  }

  /** The blocks still loading (each says so with aria-busy). */
  busyBlocks() {
    return this.page.locator('[data-testid^="dash-"][aria-busy="true"]');
  }

  /** Waits until the body is shown, every block has its answer and the supplies are listed. */
  async waitUntilSettled() {
    await expect(this.page.getByTestId('dash-body')).toHaveAttribute('data-settled', 'true');
    await expect(this.busyBlocks()).toHaveCount(0);
    await expect(this.page.getByTestId('supply-card').first()).toBeVisible();
  }
}

/** The insolvency banner (dashboard and bills pages). */
export class InsolvencyBanner {
  constructor(private readonly page: Page) {}

  root() {
    return this.page.getByTestId('insolvency-banner');
  }

  amount() {
    return this.root().getByTestId('insolvency-amount');
  }

  days() {
    return this.root().getByTestId('insolvency-days');
  }

  action(name: 'Paga ora' | 'Chiedi la rateizzazione' | 'Contattaci' | 'Paga le rate scadute') {
    return this.root().getByRole('link', { name, exact: true });
  }
}

/** Several bills in one payment, on the bills list. */
export class PaySeveralBar {
  constructor(private readonly page: Page) {}

  root() {
    return this.page.getByTestId('pay-several');
  }

  summary() {
    return this.page.getByTestId('pay-several-summary');
  }

  /** The box that chooses bill `key` for the payment. */
  choice(key: string) {
    return this.page.getByRole('checkbox', {
      name: new RegExp(`la bolletta n\\. ${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `),
    });
  }

  chosen() {
    return this.page.locator('.invoice-card--chosen');
  }

  payButton() {
    return this.root().getByRole('button', { name: /^Paga / });
  }
}

/**
 * The provider's page: pays there and comes back to the portal's ok page. The one step to adapt
 * if the payment provider's page changes (the demo sandbox today).
 */
export async function payOnProviderPage(page: Page, expectedTotal: string) {
  const gateway = new SandboxGateway(page);
  await gateway.expectOpen();
  await expect(gateway.total()).toHaveText(`Totale: ${expectedTotal}`);
  await gateway.pay();
  await expect(page).toHaveURL(/\/payment_ok\?paymentId=\d+$/);
}

/** Leaves the provider's page without paying (back to the portal's ko page). */
export async function cancelOnProviderPage(page: Page, expectedTotal: string) {
  const gateway = new SandboxGateway(page);
  await gateway.expectOpen();
  await expect(gateway.total()).toHaveText(`Totale: ${expectedTotal}`);
  await gateway.cancel();
  await expect(page).toHaveURL(/\/payment_ko\?paymentId=\d+$/);
}

/** /invoice/{id}/comparation and /invoice/{id1}/comparation/{id2}. */
export class ComparisonPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Confronto bollette' });
  }

  candidates() {
    return this.page.getByTestId('comparison-candidate');
  }

  summaryRow(which: 'amount' | 'consumption' | 'unit-price') {
    return this.page.getByTestId(`compare-${which}`);
  }

  section(code: string) {
    return this.page.locator(`[data-testid="compare-section"][data-section="${code}"]`);
  }
}

/** /offers/{key}. */
export class OfferPage {
  constructor(private readonly page: Page) {}

  prices() {
    return this.page.getByTestId('offer-price');
  }
}
