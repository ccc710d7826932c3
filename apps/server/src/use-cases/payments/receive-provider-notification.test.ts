import { describe, expect, it } from 'vitest';
import {
  sandboxNotificationBody,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxNotification,
} from '../../adapters/payment-sandbox';
import { toCents } from '../../services/erp/rules';
import { payableBill } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { providerActorFor } from '../context';
import { createPayment } from '../erp/create-payment';
import { receiveProviderNotification } from './receive-provider-notification';

const SECRET = 'sandbox-secret-for-use-case-tests-0123456789';

describe('receiveProviderNotification', () => {
  const bench = useUseCaseBench({ SANDBOX_WEBHOOK_SECRET: SECRET });
  const provider = providerActorFor('203.0.113.9');

  /** A fresh payment of demo.ast's first payable bill, its sandbox token and its amount. */
  const openPayment = async () => {
    const actor = await bench.user('demo.ast');
    const { bill, input } = await payableBill(bench, actor);
    const { createPaymentResponse: p } = await createPayment(bench.deps(), actor, input);
    const row = await bench
      .deps()
      .db.selectFrom('payments')
      .select(['provider_ref', 'total_amount'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    return { id: p.id, billId: bill.id, token: row.provider_ref!, cents: toCents(row.total_amount) };
  };
  const signed = (body: string, secret = SECRET) => ({
    body: Buffer.from(body),
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(body, secret),
    },
  });
  const state = async (paymentId: number, billId: number) => ({
    status: (
      await bench
        .deps()
        .db.selectFrom('payments')
        .select('status')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).status,
    events: (
      await bench
        .deps()
        .db.selectFrom('payment_events')
        .select('id')
        .where('payment_id', '=', paymentId)
        .execute()
    ).length,
    paid:
      (
        await bench
          .deps()
          .db.selectFrom('invoices')
          .select('paid_on')
          .where('id', '=', billId)
          .executeTakeFirstOrThrow()
      ).paid_on !== null,
  });

  it('records a signed outcome once: the payment and its bill are paid, a replay changes nothing', async () => {
    const p = await openPayment();
    const body = sandboxNotificationBody('payment.succeeded', p.token, p.cents);
    expect(await receiveProviderNotification(bench.deps(), provider, signed(body))).toEqual({
      received: true,
    });
    expect(await state(p.id, p.billId)).toEqual({ status: 'Pagato', events: 1, paid: true });
    expect(await receiveProviderNotification(bench.deps(), provider, signed(body))).toEqual({
      received: true,
    });
    expect(await state(p.id, p.billId)).toEqual({ status: 'Pagato', events: 1, paid: true });
    // A later cancellation of a payment already closed is kept but changes nothing.
    const late = sandboxNotificationBody('payment.canceled', p.token, p.cents);
    await receiveProviderNotification(bench.deps(), provider, signed(late));
    expect(await state(p.id, p.billId)).toEqual({ status: 'Pagato', events: 2, paid: true });
  });

  it('refuses what the provider did not sign, a wrong amount and a parsed body (400), changing nothing', async () => {
    const p = await openPayment();
    const body = sandboxNotificationBody('payment.succeeded', p.token, p.cents);
    const refusals = [
      { body: Buffer.from(body), headers: {} },
      signed(body, 'another-secret-another-secret-0000'),
      signed(sandboxNotificationBody('payment.succeeded', p.token, p.cents - 1)),
      signed(sandboxNotificationBody('payment.succeeded', 'x'.repeat(32), p.cents)),
      { ...signed(body), body: JSON.parse(body) as unknown },
    ];
    for (const input of refusals) {
      await expectHttpError(receiveProviderNotification(bench.deps(), provider, input), 400);
    }
    expect(await state(p.id, p.billId)).toEqual({ status: 'Creato', events: 0, paid: false });
  });

  it('acknowledges a verified event without an outcome and records nothing', async () => {
    const p = await openPayment();
    const body = JSON.stringify({
      id: 'evt_sbx_other_kind',
      type: 'payment.created',
      created: Math.floor(Date.now() / 1000),
      data: { reference: p.token, amount: p.cents, currency: 'EUR' },
    });
    expect(await receiveProviderNotification(bench.deps(), provider, signed(body))).toEqual({
      received: true,
    });
    expect(await state(p.id, p.billId)).toEqual({ status: 'Creato', events: 0, paid: false });
  });
});
