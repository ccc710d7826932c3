import { expect, type Page, type Route } from '@playwright/test';

const API = '/services/rest/portalapi';

/** The live region of /invoice/{id}/payment_ok|ko: "in verifica" first, then the recorded outcome. */
export function paymentResultMessage(page: Page) {
  return page.getByTestId('payment-result-message');
}

/**
 * Holds back the provider's word as the browser sees it: while held, GET /payments/{id} answers
 * the real payment with status `Creato` (the notification "has not arrived yet"); `release()`
 * lets the real answers through again.
 */
export async function holdPaymentOutcome(page: Page): Promise<{ release: () => void; reads: () => number }> {
  let held = true;
  let reads = 0;
  await page.route(/\/Erp\/v1\/payments\/\d+$/, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    reads += 1;
    const response = await route.fetch();
    if (!held) return route.fulfill({ response });
    const body = (await response.json()) as { getPaymentResponse: { status: string } };
    body.getPaymentResponse.status = 'Creato';
    return route.fulfill({ response, json: body });
  });
  return { release: () => (held = false), reads: () => reads };
}

/**
 * Creates a payment of an invoice through the API with the page's session, as the portal does,
 * without going to the provider's page: its id lets a test come back to payment_ok unpaid.
 */
export async function openPaymentOf(page: Page, invoiceId: number): Promise<number> {
  const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
  const invoice = await page.request.get(`${API}/Erp/v1/invoices/${invoiceId}`, {
    headers: { 'X-Session-Id': sessionId ?? '' },
  });
  const amount = ((await invoice.json()) as { getInvoiceResponse: { amountToPay: string } })
    .getInvoiceResponse.amountToPay;
  const created = await page.request.post(`${API}/Erp/v1/payments`, {
    headers: { 'X-Session-Id': sessionId ?? '' },
    data: {
      createPaymentRequest: {
        gatewayId: 1,
        payKind: 'Invoices',
        totalAmount: amount,
        items: { item: [{ invoiceId, amount }] },
      },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { createPaymentResponse: { id: number } }).createPaymentResponse.id;
}
