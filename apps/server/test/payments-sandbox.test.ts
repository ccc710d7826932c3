import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@sportello/contract';
import {
  sandboxNotificationBody,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxNotification,
} from '../src/adapters/payment-sandbox';
import { useTestApp } from './helper';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
const NOTIFY = `${API_BASE}/Erp/v1/payments/notifications`;

interface Invoice {
  id: number;
  key: string;
  paymentLevel: string;
  amountToPay: string;
}

/**
 * Payments with the sandbox provider: the outcome is recorded only from a notification signed
 * with the sandbox's secret, once per event id; the customer's own PUT never decides it.
 */
describe('payments: only the provider signed word records an outcome', () => {
  const t = useTestApp({ SANDBOX_WEBHOOK_SECRET: SECRET });
  let session: string;
  const get = (path: string, query?: Record<string, string>) => t().request('GET', path, { session, query });

  beforeAll(async () => {
    session = await t().login('demo.ast');
  });

  const outstanding = async (): Promise<Invoice[]> =>
    (await get('/Erp/v1/invoices', { outstandingOnly: 'true', pagingTake: '100' })).json().getInvoicesResponse
      .invoices;
  const payable = async () => (await outstanding()).filter((i) => i.paymentLevel !== 'Rateizzata');

  const create = async (invoices: Invoice[]) => {
    const cents = invoices.reduce((s, i) => s + Math.round(Number(i.amountToPay) * 100), 0);
    const res = await t().request('POST', '/Erp/v1/payments', {
      session,
      body: {
        createPaymentRequest: {
          gatewayId: 1,
          payKind: 'Invoices',
          totalAmount: (cents / 100).toFixed(2),
          items: { item: invoices.map((i) => ({ invoiceId: i.id, amount: i.amountToPay })) },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().createPaymentResponse as {
      id: number;
      status: string;
      redirectUrl: string;
      totalAmount: string;
    };
    const token = payment.redirectUrl.split('/').pop()!;
    return { ...payment, token, cents };
  };

  const notify = (body: string, signature: string | undefined) =>
    t().app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }),
      },
      payload: body,
    });

  const state = async (paymentId: number, invoiceIds: number[]) => ({
    payment: await t()
      .db.selectFrom('payments')
      .select(['status', 'user_outcome'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow(),
    events: await t()
      .db.selectFrom('payment_events')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .execute(),
    paidOn: invoiceIds.length
      ? (
          await t()
            .db.selectFrom('invoices')
            .select(['id', 'paid_on'])
            .where('id', 'in', invoiceIds)
            .orderBy('id')
            .execute()
        ).map((r) => r.paid_on)
      : [],
  });

  it('refuses forged notifications: no or bad signature, other secret, old timestamp, wrong amount or payment', async () => {
    const [inv] = await payable();
    const p = await create([inv!]);
    const paid = sandboxNotificationBody('payment.succeeded', p.token, p.cents);
    const now = Math.floor(Date.now() / 1000);
    const forged: [string, string, string | undefined][] = [
      ['no signature', paid, undefined],
      ['garbage signature', paid, 't=1,v1=zz'],
      [
        'signed with another secret',
        paid,
        signSandboxNotification(paid, 'another-secret-another-secret-0000'),
      ],
      ['signature of another body', paid, signSandboxNotification(paid.replace('}}', ' }}'), SECRET)],
      ['timestamp 10 minutes old', paid, signSandboxNotification(paid, SECRET, now - 600)],
      ['timestamp 10 minutes ahead', paid, signSandboxNotification(paid, SECRET, now + 600)],
    ];
    const wrongAmount = sandboxNotificationBody('payment.succeeded', p.token, p.cents - 1);
    forged.push(['amount one cent short', wrongAmount, signSandboxNotification(wrongAmount, SECRET)]);
    const otherPayment = sandboxNotificationBody('payment.succeeded', 'x'.repeat(32), p.cents);
    forged.push(['unknown payment', otherPayment, signSandboxNotification(otherPayment, SECRET)]);
    const notJson = 'paga tutto';
    forged.push(['not JSON', notJson, signSandboxNotification(notJson, SECRET)]);

    for (const [what, body, signature] of forged) {
      const res = await notify(body, signature);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error.message, what).toMatch(
        /^(Notifica di pagamento non valida|La notifica|L'importo)/,
      );
    }
    expect(await state(p.id, [inv!.id])).toEqual({
      payment: { status: 'Creato', user_outcome: null },
      events: [],
      paidOn: [null],
    });
    // The customer's view agrees: still to pay.
    expect((await get(`/Erp/v1/invoices/${inv!.id}`)).json().getInvoiceResponse.paymentLevel).toBe(
      inv!.paymentLevel,
    );
  });

  it('records a replayed notification once: the second delivery answers 200 and changes nothing', async () => {
    const [inv] = await payable();
    const p = await create([inv!]);
    const body = sandboxNotificationBody('payment.succeeded', p.token, p.cents, 'evt_sbx_replay_1');
    const signature = signSandboxNotification(body, SECRET);
    const first = await notify(body, signature);
    expect(first.statusCode, first.body).toBe(200);
    const once = await state(p.id, [inv!.id]);
    expect(once.payment.status).toBe('Pagato');
    expect(once.events).toHaveLength(1);
    expect(once.events[0]).toMatchObject({
      event_id: 'evt_sbx_replay_1',
      outcome: 'Pagato',
      effect: 'applied',
    });
    expect(once.paidOn[0]).not.toBeNull();

    for (let n = 0; n < 3; n += 1) expect((await notify(body, signature)).statusCode).toBe(200);
    // Replays in parallel as well (a provider retrying while the first is in flight).
    const burst = await Promise.all([1, 2, 3].map(() => notify(body, signature)));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await state(p.id, [inv!.id])).toEqual(once);

    // Another event of the same payment (a late cancel) is kept, but the outcome stays.
    const cancel = sandboxNotificationBody('payment.canceled', p.token, p.cents, 'evt_sbx_late_cancel');
    expect((await notify(cancel, signSandboxNotification(cancel, SECRET))).statusCode).toBe(200);
    const after = await state(p.id, [inv!.id]);
    expect(after.payment.status).toBe('Pagato');
    expect(after.events.map((e) => [e.event_id, e.effect])).toEqual([
      ['evt_sbx_replay_1', 'applied'],
      ['evt_sbx_late_cancel', 'ignored'],
    ]);
    expect(after.paidOn).toEqual(once.paidOn);
  });

  it("the customer's PUT records only its claim: it never changes the outcome nor marks anything paid", async () => {
    const [inv] = await payable();
    const p = await create([inv!]);
    const put = (body: Record<string, unknown>) =>
      t().request('PUT', '/Erp/v1/payments', {
        session,
        body: { updatePaymentRequest: { id: p.id, ...body } },
      });

    const claim = await put({ userOutcome: 'OK', status: 'Pagato', totalAmount: '0.01' });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().updatePaymentResponse).toMatchObject({ status: 'Creato', userOutcome: 'OK' });
    expect(await state(p.id, [inv!.id])).toMatchObject({
      payment: { status: 'Creato', user_outcome: 'OK' },
      events: [],
      paidOn: [null],
    });

    // The provider says cancelled: that is the outcome, whatever the customer claims next.
    const cancel = sandboxNotificationBody('payment.canceled', p.token, p.cents);
    expect((await notify(cancel, signSandboxNotification(cancel, SECRET))).statusCode).toBe(200);
    const again = await put({ userOutcome: 'KO' });
    expect(again.json().updatePaymentResponse).toMatchObject({ status: 'Annullato', userOutcome: 'OK' });
    expect((await put({ userOutcome: 'OK' })).json().updatePaymentResponse.status).toBe('Annullato');
    expect((await state(p.id, [inv!.id])).paidOn).toEqual([null]);
    // A cancelled payment cannot be paid on the sandbox page any more.
    const late = await t().app.inject({ method: 'POST', url: `${p.redirectUrl}/pay` });
    expect(late.headers.location).toMatch(/payment_ko/);
    expect((await state(p.id, [inv!.id])).paidOn).toEqual([null]);
  });

  it('a payment of several bills marks them all paid when the sandbox confirms', async () => {
    const bills = await payable();
    expect(bills.length).toBeGreaterThanOrEqual(2);
    const p = await create(bills);
    expect(p.totalAmount).toBe((p.cents / 100).toFixed(2));
    const page = await t().app.inject({ method: 'GET', url: p.redirectUrl });
    for (const b of bills) expect(page.body).toContain(b.key);

    const paid = await t().app.inject({
      method: 'POST',
      url: `${p.redirectUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/invoice/${bills[0]!.id}/payment_ok?paymentId=${p.id}`);
    const after = await state(
      p.id,
      bills.map((b) => b.id),
    );
    expect(after.payment.status).toBe('Pagato');
    expect(after.events).toHaveLength(1);
    expect(after.events[0]!.amount).toBe(p.totalAmount);
    expect(after.paidOn.every((d) => d !== null)).toBe(true);
    for (const b of bills)
      expect((await get(`/Erp/v1/invoices/${b.id}`)).json().getInvoiceResponse.paymentLevel).toBe('Pagata');
    // Pressing "Paga" again on the provider's page sends no second notification.
    await t().app.inject({ method: 'POST', url: `${p.redirectUrl}/pay` });
    expect((await state(p.id, [])).events).toHaveLength(1);
  });

  it('answers a clear 4xx to what cannot be a notification', async () => {
    const form = await t().app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=Pagato',
    });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    const huge = 'x'.repeat(300 * 1024);
    const big = await notify(huge, signSandboxNotification(huge, SECRET));
    expect(big.statusCode).toBe(413);
  });
});
