import { describe, expect, it } from 'vitest';
import { payableBill } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { providerActorFor } from '../context';
import { createPayment } from '../erp/create-payment';
import { completeSandboxCheckout, type SandboxNotification } from './complete-sandbox-checkout';
import { receiveProviderNotification } from './receive-provider-notification';

describe('completeSandboxCheckout', () => {
  const bench = useUseCaseBench();
  const provider = providerActorFor('203.0.113.9');
  const sent: SandboxNotification[] = [];
  /** Delivers like the HTTP route: the portal's own notification use case, 200 when accepted. */
  const deliver = async (n: SandboxNotification) => {
    sent.push(n);
    await receiveProviderNotification(bench.deps(), provider, {
      body: Buffer.from(n.body),
      headers: n.headers,
    });
    return 200;
  };
  const openPayment = async () => {
    const actor = await bench.user('demo.ast');
    const { bill, input } = await payableBill(bench, actor);
    const { createPaymentResponse: p } = await createPayment(bench.deps(), actor, input);
    return { id: p.id, billId: bill.id, token: p.redirectUrl.split('/').pop()! };
  };
  const row = (id: number) =>
    bench
      .deps()
      .db.selectFrom('payments')
      .select(['status', 'ok_url', 'ko_url'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('pay: the signed notification records the payment, then the customer goes to the ok path', async () => {
    const p = await openPayment();
    sent.length = 0;
    const out = await completeSandboxCheckout(bench.deps(), provider, {
      token: p.token,
      action: 'pay',
      deliver,
    });
    const after = await row(p.id);
    expect(after.status).toBe('Pagato');
    expect(out.redirectTo).toBe(after.ok_url);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      type: 'payment.succeeded',
      data: { reference: p.token },
    });
    // The payment is closed: pressing again sends nothing and goes back to the ok path.
    const again = await completeSandboxCheckout(bench.deps(), provider, {
      token: p.token,
      action: 'cancel',
      deliver,
    });
    expect(again.redirectTo).toBe(after.ok_url);
    expect(sent).toHaveLength(1);
  });

  it('cancel: the payment is recorded cancelled and the customer goes to the ko path', async () => {
    const p = await openPayment();
    const out = await completeSandboxCheckout(bench.deps(), provider, {
      token: p.token,
      action: 'cancel',
      deliver,
    });
    const after = await row(p.id);
    expect(after.status).toBe('Annullato');
    expect(out.redirectTo).toBe(after.ko_url);
  });

  it('records nothing by itself: a notification the portal refused is a 502, the payment stays open', async () => {
    const p = await openPayment();
    const error = await expectHttpError(
      completeSandboxCheckout(bench.deps(), provider, {
        token: p.token,
        action: 'pay',
        deliver: async () => 400,
      }),
      502,
      'gateway_error',
    );
    expect(error.message).toBe('Il gateway di prova non è riuscito a notificare il portale');
    expect((await row(p.id)).status).toBe('Creato');
    const unpaid = await bench
      .deps()
      .db.selectFrom('invoices')
      .select('paid_on')
      .where('id', '=', p.billId)
      .executeTakeFirstOrThrow();
    expect(unpaid.paid_on).toBeNull();
  });

  it('is "Pagamento non trovato" (404) for an unknown token, sending nothing', async () => {
    sent.length = 0;
    await expectHttpError(
      completeSandboxCheckout(bench.deps(), provider, { token: 'x'.repeat(32), action: 'pay', deliver }),
      404,
    );
    expect(sent).toHaveLength(0);
  });
});
