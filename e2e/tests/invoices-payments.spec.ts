import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { InvoiceDetailPage, invoicesOf, PaymentResultPage, SandboxGateway } from '../page-models/invoices';
import { loginThroughApi } from '../page-models/login-page';
import { holdPaymentOutcome, openPaymentOf, paymentResultMessage } from '../page-models/payments';

test.describe('paying online (sandbox gateway)', () => {
  test.beforeEach(async ({ page }) => {
    // Each test is a whole journey (portal, the provider's page, the return with its reads of the
    // outcome, axe scans, the invoice again): three times the default time on a shared machine.
    test.slow();
    // Logged in through the API: each test's first screen is the invoice or the payment's return.
    await loginThroughApi(page, 'demo.ast');
  });

  test('"Paga online" → the gateway → Paga → payment_ok "in verifica" until the provider\'s word, then paid', async ({
    page,
  }) => {
    const invoice = (await invoicesOf(page)).find(
      (i) => i.paymentLevel === 'DaPagare' && i.documentAvailable,
    )!;
    const detail = new InvoiceDetailPage(page);
    await detail.goto(invoice.id);
    await expect(detail.status()).toHaveText('Stato del pagamento: Da pagare');
    const amount = (await page.getByTestId('invoice-to-pay').innerText()).trim();
    await expect(detail.payOnline()).toHaveText(`Paga online ${amount}`);
    await detail.payOnline().click();

    const gateway = new SandboxGateway(page);
    await gateway.expectOpen();
    await expect(gateway.total()).toHaveText(`Totale: ${amount}`);
    // The browser sees the payment as not yet confirmed until released: the page waits politely.
    const outcome = await holdPaymentOutcome(page);
    await gateway.pay();

    await expect(page).toHaveURL(new RegExp(`/invoice/${invoice.id}/payment_ok\\?paymentId=\\d+$`));
    const result = new PaymentResultPage(page);
    await expect(result.heading()).toHaveText('Pagamento in verifica');
    await expect(paymentResultMessage(page)).toHaveText(
      'Stiamo verificando il pagamento con il servizio di pagamento…',
    );
    await expect(paymentResultMessage(page)).toHaveAttribute('aria-live', 'polite');
    await expect(result.backToInvoice()).toHaveCount(0);
    await expect.poll(() => outcome.reads()).toBeGreaterThanOrEqual(2);
    outcome.release();
    await expect(result.heading()).toHaveText('Pagamento riuscito');
    await expect(result.heading()).toBeFocused();
    await expect(page).toHaveTitle(/^Pagamento riuscito \|/);
    await expectNoAxeViolations(page);
    await result.backToInvoice().click();

    await expect(page).toHaveURL(new RegExp(`/invoice/${invoice.id}$`));
    await expect(detail.status()).toHaveText('Stato del pagamento: Pagata');
    await expect(page.getByTestId('invoice-to-pay')).toHaveText(/^0,00\s€$/);
    await expect(detail.payOnline()).toHaveCount(0);
    await expect(page.getByText(/^Pagata il/)).toBeVisible();
  });

  test('cancelling on the gateway → payment_ko; the invoice is still to pay', async ({ page }) => {
    const invoice = (await invoicesOf(page)).find((i) => i.paymentLevel === 'Scaduta')!;
    const detail = new InvoiceDetailPage(page);
    await detail.goto(invoice.id);
    await detail.payOnline().click();
    const gateway = new SandboxGateway(page);
    await gateway.expectOpen();
    await gateway.cancel();

    await expect(page).toHaveURL(new RegExp(`/invoice/${invoice.id}/payment_ko\\?paymentId=\\d+$`));
    const result = new PaymentResultPage(page);
    await expect(result.heading()).toHaveText('Pagamento non riuscito');
    await expect(
      page.getByText('Il pagamento è stato annullato. Nessun importo è stato addebitato.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await result.backToInvoice().click();
    await expect(detail.status()).toHaveText('Stato del pagamento: Scaduta');
    await expect(detail.payOnline()).toBeVisible();
  });

  test('paying the instalments still owed: the total follows the choice, then the invoice is paid', async ({
    page,
  }) => {
    const invoice = (await invoicesOf(page)).find((i) => i.paymentLevel === 'Rateizzata')!;
    const detail = new InvoiceDetailPage(page);
    await detail.goto(invoice.id);
    await detail.payInstallments().click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${invoice.id}/installments-to-pay$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Rate da pagare' })).toBeFocused();
    const rows = page.getByTestId('installment-to-pay');
    await expect(rows).toHaveCount(2);
    const total = page.getByText(/^Totale da pagare:/);
    const both = await total.innerText();
    await rows.nth(1).getByRole('checkbox').uncheck();
    await expect(total).not.toHaveText(both);
    await rows.nth(1).getByRole('checkbox').check();
    await expect(total).toHaveText(both);
    await page.getByRole('button', { name: 'Paga online' }).click();

    const gateway = new SandboxGateway(page);
    await gateway.expectOpen();
    await expect(page.getByRole('cell', { name: /^Rata 2 della bolletta/ })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^Rata 3 della bolletta/ })).toBeVisible();
    await expect(gateway.total()).toHaveText(
      both.replace('Totale da pagare:', 'Totale:').replace(/\s+/g, ' '),
    );
    await gateway.pay();

    await expect(new PaymentResultPage(page).heading()).toHaveText('Pagamento riuscito');
    await new PaymentResultPage(page).backToInvoice().click();
    await expect(detail.status()).toHaveText('Stato del pagamento: Pagata');
    await expect(detail.installments().nth(1)).toContainText(/Pagata il/);
    await expect(detail.payInstallments()).toHaveCount(0);
  });

  test('coming back to payment_ok without paying is never a success: the bill stays to pay', async ({
    page,
  }) => {
    const invoice = (await invoicesOf(page)).find((i) => i.paymentLevel === 'Scaduta')!;
    const paymentId = await openPaymentOf(page, invoice.id);
    const claim = page.waitForResponse(
      (r) => r.url().endsWith('/Erp/v1/payments') && r.request().method() === 'PUT',
    );
    await page.goto(`/invoice/${invoice.id}/payment_ok?paymentId=${paymentId}`);
    const result = new PaymentResultPage(page);
    await expect(result.heading()).toHaveText('Pagamento in verifica');
    await expect(paymentResultMessage(page)).toHaveText(/^Stiamo verificando/);
    await expectNoAxeViolations(page);
    // The customer's claim (PUT with OK) was sent, and changed nothing.
    expect((await claim).status()).toBe(200);
    const detail = new InvoiceDetailPage(page);
    await detail.goto(invoice.id);
    await expect(detail.status()).toHaveText('Stato del pagamento: Scaduta');
    await expect(detail.payOnline()).toBeVisible();
  });

  test('a return without a valid payment id is never a success', async ({ page }) => {
    const invoice = (await invoicesOf(page))[0]!;
    await page.goto(`/invoice/${invoice.id}/payment_ok?paymentId=0`);
    await expect(new PaymentResultPage(page).heading()).toHaveText('Pagamento non riuscito');
  });
});
