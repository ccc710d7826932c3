import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { BRANDS } from '@sportello/brands';
import { creditorReference, parseEpcQrPayload } from '@sportello/domain';
import { pdfQrCodes } from '../../apps/server/src/testing/pdf-qr';
import { expectNoAxeViolations } from '../page-models/axe';
import { InvoiceDetailPage, invoicesOf } from '../page-models/invoices';
import { loginThroughApi } from '../page-models/login-page';

/**
 * Money (issue 25): paying without a card, instalments one may get, the explained bill, the
 * refund of a credit, the rettifica of an estimate and the next bill's forecast, as demo.ast.
 */
test.describe('money', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughApi(page, 'demo.ast');
  });

  test('an unpaid bill: "Paga senza carta" on screen, and its PDF’s EPC QR code gives IBAN, amount and reference', async ({
    page,
  }) => {
    const bill = (await invoicesOf(page)).find((i) => i.paymentLevel === 'Scaduta' && i.documentAvailable)!;
    const detail = new InvoiceDetailPage(page);
    await detail.goto(bill.id);
    const owed = (await page.getByTestId('invoice-to-pay').innerText()).trim();
    const section = page.getByRole('region', { name: 'Paga senza carta' });
    await expect(section.getByRole('img', { name: /^Codice QR del bonifico/ })).toBeVisible();
    await expect(section.getByTestId('pay-transfer-amount')).toHaveText(owed);
    await expect(section).toContainText('IT46 E050 3403 2000 0000 0012 345');
    // The explained bill: the parts shown add up to the difference with the previous bill.
    const previous = page.getByRole('region', { name: 'Rispetto alla bolletta precedente' });
    await expect(previous.getByTestId('explanation-part').first()).toBeVisible();
    const parts = await previous
      .getByTestId('explanation-part')
      .evaluateAll((els) => els.map((e) => Math.round(Number(e.getAttribute('data-amount')) * 100)));
    const difference = (await previous.getByTestId('explanation-difference').innerText()).trim();
    const cents =
      Number(difference.replace(/[^\d,]/g, '').replace(',', '')) * (difference.startsWith('−') ? -1 : 1);
    expect(parts.reduce((t, p) => t + p, 0)).toBe(cents);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), detail.downloadPdf().click()]);
    const [qr, ...others] = pdfQrCodes(await readFile((await download.path())!));
    expect(others).toEqual([]);
    const epc = parseEpcQrPayload(qr!);
    expect(epc).toMatchObject({
      iban: BRANDS.ast.payments.iban,
      beneficiary: BRANDS.ast.payments.beneficiary,
      reference: creditorReference(bill.key),
    });
    // "1.234,56 €" on screen is "1234.56" in the code.
    expect(epc!.amount).toBe(owed.replace(/[^\d,]/g, '').replace(',', '.'));
  });
});

test('instalments one may get: the case and the simulated plan, filed with the plan chosen; a bill outside the window says why not', async ({
  page,
}) => {
  // demo.smg: its latest bill is to pay and in the window (no other spec asks instalments for it).
  await loginThroughApi(page, 'demo.smg', { brand: 'smg' });
  const all = await invoicesOf(page);
  const open = all.find((i) => i.paymentLevel === 'DaPagare' && i.installmentsRequestable)!;
  const detail = new InvoiceDetailPage(page);
  await detail.goto(open.id);
  await page.getByRole('link', { name: 'Richiedi la rateizzazione' }).click();
  await expect(page.getByTestId('installments-case')).toContainText('Puoi pagare questa bolletta a rate.');
  await expect(page.getByTestId('installments-case')).toContainText('Fonte:');
  await page.getByLabel('Numero di rate').selectOption('2');
  await expect(page.getByTestId('planned-installment')).toHaveCount(2);
  const total = page.getByTestId('installment-plan-total');
  await expect(total).toContainText('€');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(page.getByTestId('installments-request-sent')).toContainText('Richiesta inviata!');

  const paid = all.find((i) => i.paymentLevel === 'Pagata' && i.supplyId !== null)!;
  await page.goto(`/invoice/${paid.id}/request-installments/${paid.contract.key}/${paid.key}`);
  await expect(page.getByTestId('installments-closed')).toContainText(/non può essere richiesta/);
});
