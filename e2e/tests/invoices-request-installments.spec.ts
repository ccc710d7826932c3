import { expect, test } from '@playwright/test';
import { InvoiceDetailPage, invoicesOf } from '../page-models/invoices';
import { expectNoAxeViolations } from '../page-models/axe';
import { loginThroughApi } from '../page-models/login-page';

test.describe('asking for instalments', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
  });

  test('inside the window: the request is sent, then it shows as in progress', async ({ page }) => {
    const invoice = (await invoicesOf(page)).find(
      (i) => i.paymentLevel === 'Scaduta' && i.installmentsRequestable,
    )!;
    const detail = new InvoiceDetailPage(page);
    await detail.goto(invoice.id);
    await page.getByRole('link', { name: 'Richiedi la rateizzazione' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/invoice/${invoice.id}/request-installments/${invoice.contract.key}/${invoice.key}$`),
    );
    const heading = page.getByRole('heading', { level: 1, name: 'Richiesta di rateizzazione' });
    await expect(heading).toBeFocused();
    await page.getByLabel('Numero di rate').selectOption('4');
    await page.getByLabel('Note (facoltative)').fill('Preferisco scadenze a fine mese');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Invia la richiesta' }).click();
    await expect(page.getByTestId('installments-request-sent')).toContainText('Richiesta inviata!');

    await page.reload();
    await expect(page.getByTestId('installments-in-progress')).toHaveText(
      'È già in corso una richiesta di rateizzazione per questa bolletta.',
    );
    await expect(page.getByRole('button', { name: 'Invia la richiesta' })).toHaveCount(0);
  });

  test('outside the window the request cannot be made', async ({ page }) => {
    const invoice = (await invoicesOf(page)).find((i) => i.paymentLevel === 'Pagata' && i.supplyId !== null)!;
    const detail = new InvoiceDetailPage(page);
    await detail.goto(invoice.id);
    await expect(page.getByRole('link', { name: 'Richiedi la rateizzazione' })).toHaveCount(0);
    await page.goto(`/invoice/${invoice.id}/request-installments/${invoice.contract.key}/${invoice.key}`);
    await expect(page.getByTestId('installments-closed')).toContainText(
      /non può essere richiesta: è possibile farlo dal \d{2}-\d{2}-\d{4} al \d{2}-\d{2}-\d{4}/,
    );
    await expect(page.getByRole('button', { name: 'Invia la richiesta' })).toHaveCount(0);
  });
});
