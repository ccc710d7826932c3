import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@sportello/contract';
import { buildTestApp, type TestApp } from './helper';

const WEBHOOK_SECRET = 'whsec_sportello_test_secret';
const NOTIFY = `${API_BASE}/Erp/v1/payments/notifications`;

/**
 * The Stripe adapter against a local fake of the Stripe API (`POST /v1/checkout/sessions`), with
 * webhook notifications signed by the SDK's own test helper and verified for real.
 */
describe('payments with Stripe Checkout (official SDK, local fake API)', () => {
  let fake: Server;
  let t: TestApp;
  let session: string;
  let failing = false;
  const created: { params: URLSearchParams; auth: string | undefined; idempotency: string | undefined }[] =
    [];
  const stripe = new Stripe('sk_test_unused');

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown' } }));
          return;
        }
        if (failing) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
          return;
        }
        const params = new URLSearchParams(body);
        created.push({
          params,
          auth: req.headers.authorization,
          idempotency: req.headers['idempotency-key'] as string | undefined,
        });
        let total = 0;
        for (let n = 0; params.has(`line_items[${n}][price_data][unit_amount]`); n += 1)
          total +=
            Number(params.get(`line_items[${n}][price_data][unit_amount]`)) *
            Number(params.get(`line_items[${n}][quantity]`));
        const id = `cs_test_${created.length}`;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: 'payment',
            amount_total: total,
            currency: params.get('line_items[0][price_data][currency]'),
            payment_status: 'unpaid',
            status: 'open',
            client_reference_id: params.get('client_reference_id'),
            url: `https://checkout.stripe.test/c/pay/${id}`,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    t = await buildTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_sportello',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://portale.example.it',
    });
    session = await t.login('demo.ast');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  const outstanding = async () =>
    (
      await t.request('GET', '/Erp/v1/invoices', {
        session,
        query: { outstandingOnly: 'true', pagingTake: '100' },
      })
    )
      .json()
      .getInvoicesResponse.invoices.filter(
        (i: { paymentLevel: string }) => i.paymentLevel !== 'Rateizzata',
      ) as {
      id: number;
      key: string;
      amountToPay: string;
    }[];

  const pay = (invoices: { id: number; amountToPay: string }[]) => {
    const cents = invoices.reduce((s, i) => s + Math.round(Number(i.amountToPay) * 100), 0);
    return t.request('POST', '/Erp/v1/payments', {
      session,
      body: {
        createPaymentRequest: {
          payKind: 'Invoices',
          totalAmount: (cents / 100).toFixed(2),
          items: { item: invoices.map((i) => ({ invoiceId: i.id, amount: i.amountToPay })) },
        },
      },
    });
  };

  const webhook = (event: object, secret = WEBHOOK_SECRET, timestamp?: number) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
      },
      payload,
    });
  };
  const completed = (id: string, sessionId: string, amount: number, paymentStatus = 'paid') => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        amount_total: amount,
        currency: 'eur',
        payment_status: paymentStatus,
      },
    },
  });

  it('creates a Checkout Session with the amounts of the database and the portal return addresses', async () => {
    const bills = (await outstanding()).slice(0, 2);
    const res = await pay(bills);
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().createPaymentResponse;
    expect(p.redirectUrl).toBe(`https://checkout.stripe.test/c/pay/cs_test_${created.length}`);
    const sent = created.at(-1)!;
    expect(sent.auth).toBe('Bearer sk_test_sportello');
    expect(sent.idempotency).toMatch(new RegExp(`^sportello-payment-${p.id}-`));
    expect(sent.params.get('mode')).toBe('payment');
    expect(sent.params.get('client_reference_id')).toBe(String(p.id));
    expect(sent.params.get('success_url')).toBe(
      `https://portale.example.it/invoice/${bills[0]!.id}/payment_ok?paymentId=${p.id}`,
    );
    expect(sent.params.get('cancel_url')).toBe(
      `https://portale.example.it/invoice/${bills[0]!.id}/payment_ko?paymentId=${p.id}`,
    );
    bills.forEach((b, n) => {
      expect(sent.params.get(`line_items[${n}][price_data][unit_amount]`)).toBe(
        String(Math.round(Number(b.amountToPay) * 100)),
      );
      expect(sent.params.get(`line_items[${n}][price_data][currency]`)).toBe('eur');
      expect(sent.params.get(`line_items[${n}][price_data][product_data][name]`)).toBe(`Bolletta ${b.key}`);
    });
  });

  it('records the webhook outcome once, refuses bad signatures and wrong amounts, pays every bill', async () => {
    const bills = (await outstanding()).slice(0, 2);
    const p = (await pay(bills)).json().createPaymentResponse;
    const sessionId = `cs_test_${created.length}`;
    const cents = Math.round(Number(p.totalAmount) * 100);
    const paidOn = async () =>
      (
        await t.db
          .selectFrom('invoices')
          .select('paid_on')
          .where(
            'id',
            'in',
            bills.map((b) => b.id),
          )
          .execute()
      ).map((r) => r.paid_on);

    const forged = [
      await webhook(completed('evt_1', sessionId, cents), 'whsec_someone_else'),
      await webhook(
        completed('evt_1', sessionId, cents),
        WEBHOOK_SECRET,
        Math.floor(Date.now() / 1000) - 3600,
      ),
      await webhook(completed('evt_2', sessionId, cents - 100)),
      await webhook(completed('evt_3', 'cs_test_unknown', cents)),
    ];
    expect(forged.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(completed('evt_1', sessionId, cents)),
    });
    expect(unsigned.statusCode).toBe(400);
    // Completed but not yet paid (a delayed method): acknowledged, nothing recorded.
    expect((await webhook(completed('evt_4', sessionId, cents, 'unpaid'))).statusCode).toBe(200);
    // Another kind of event: acknowledged, nothing recorded.
    expect(
      (
        await webhook({
          id: 'evt_5',
          object: 'event',
          type: 'customer.created',
          data: { object: { id: 'cus_1' } },
        })
      ).statusCode,
    ).toBe(200);
    expect(await paidOn()).toEqual([null, null]);
    expect(
      await t.db.selectFrom('payment_events').select('id').where('payment_id', '=', p.id).execute(),
    ).toEqual([]);

    const paid = completed('evt_paid', sessionId, cents);
    expect((await webhook(paid)).statusCode).toBe(200);
    expect((await webhook(paid)).statusCode).toBe(200);
    const events = await t.db
      .selectFrom('payment_events')
      .selectAll()
      .where('payment_id', '=', p.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ provider: 'stripe', event_id: 'evt_paid', effect: 'applied' });
    expect((await paidOn()).every((d) => d !== null)).toBe(true);
    const view = await t.request('GET', `/Erp/v1/payments/${p.id}`, { session });
    expect(view.json().getPaymentResponse.status).toBe('Pagato');
  });

  it('an expired session is recorded as cancelled; an unreachable Stripe is a 503 in Italian', async () => {
    const [bill] = await outstanding();
    const p = (await pay([bill!])).json().createPaymentResponse;
    const expired = {
      id: 'evt_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: {
        object: {
          id: `cs_test_${created.length}`,
          object: 'checkout.session',
          amount_total: Math.round(Number(p.totalAmount) * 100),
          currency: 'eur',
          payment_status: 'unpaid',
        },
      },
    };
    expect((await webhook(expired)).statusCode).toBe(200);
    expect(
      (await t.request('GET', `/Erp/v1/payments/${p.id}`, { session })).json().getPaymentResponse.status,
    ).toBe('Annullato');

    failing = true;
    try {
      const down = await pay([bill!]);
      expect(down.statusCode).toBe(503);
      expect(down.json().error.message).toBe(
        'Il servizio di pagamento non risponde. Riprova tra qualche minuto.',
      );
    } finally {
      failing = false;
    }
    const open = await t.db
      .selectFrom('payments')
      .select('id')
      .where('status', '=', 'Creato')
      .where('provider_ref', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('has no sandbox pages with Stripe configured', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/Erp/v1/payments/gateway/${'a'.repeat(32)}`,
    });
    expect(res.statusCode).toBe(404);
  });
});
