import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../page-models/axe';
import { apiInvoices, euro, PaySeveralBar, payOnProviderPage } from '../page-models/billing-pages';
import { InvoicesPage, PaymentResultPage } from '../page-models/invoices';
import { loginThroughApi } from '../page-models/login-page';

test.describe('several bills in one payment', () => {
  // demo.ast.azienda's open bills are paid by no other spec: three of them are paid here.
  test('three bills chosen in the list, one payment on the provider page, all three paid', async ({
    page,
  }) => {
    // Several screens, two widths of axe each: more than the default 30 s on a busy machine.
    test.slow();
    await loginThroughApi(page, 'demo.ast.azienda');
    const open = (await apiInvoices(page, '&outstandingOnly=true')).invoices.filter(
      (i) => (i.paymentLevel === 'DaPagare' || i.paymentLevel === 'Scaduta') && i.installments.length === 0,
    );
    expect(open.length).toBeGreaterThanOrEqual(3);
    const chosen = open.slice(0, 3);

    const list = new InvoicesPage(page);
    await list.goto('?outstandingOnly=true');
    const bar = new PaySeveralBar(page);
    await expect(bar.summary()).toHaveText('Scegli le bollette da pagare con le caselle.');
    await expect(bar.payButton()).toHaveCount(0);
    for (const [n, bill] of chosen.entries()) {
      // With the keyboard: focus the box, Space ticks it.
      await bar.choice(bill.key).focus();
      await page.keyboard.press('Space');
      await expect(bar.choice(bill.key)).toBeChecked();
      await expect(bar.chosen()).toHaveCount(n + 1);
    }
    const cents = chosen.reduce((s, i) => s + Math.round(Number(i.amountToPay) * 100), 0);
    const total = euro(cents / 100);
    await expect(bar.summary()).toHaveText(`3 bollette scelte, totale ${total}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await expect(bar.payButton()).toHaveText(`Paga 3 bollette ${total}`);
    await bar.payButton().click();

    await payOnProviderPage(page, total);
    await expect(new PaymentResultPage(page).heading()).toHaveText('Pagamento riuscito');

    // All three are paid once the provider has confirmed: on the list and through the API.
    await list.goto();
    for (const bill of chosen) {
      const card = list.cards().filter({ hasText: `n. ${bill.key}` });
      await expect(card.getByTestId('payment-status')).toHaveText('Stato del pagamento: Pagata');
    }
    const after = (await apiInvoices(page)).invoices;
    for (const bill of chosen) expect(after.find((i) => i.id === bill.id)!.paymentLevel).toBe('Pagata');
  });
});
