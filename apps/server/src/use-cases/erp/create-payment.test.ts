import { describe, expect, it } from 'vitest';
import { payableBill } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { createPayment } from './create-payment';

describe('createPayment', () => {
  const bench = useUseCaseBench();

  it('creates a payment of what the bill owes and opens the provider\u2019s page; nothing is paid yet', async () => {
    const actor = await bench.user('demo.ast');
    const { bill, input } = await payableBill(bench, actor);
    const out = await createPayment(bench.deps(), actor, input);
    expect(out.createPaymentResponse).toMatchObject({ status: 'Creato', totalAmount: bill.amountToPay });
    expect(out.createPaymentResponse.id).toBeGreaterThan(0);
    expect(out.createPaymentResponse.redirectUrl).toBeTruthy();
  });

  it('refuses a total that is not what is owed, and another gateway', async () => {
    const actor = await bench.user('demo.ast');
    const { input } = await payableBill(bench, actor);
    await expectHttpError(createPayment(bench.deps(), actor, { ...input, totalAmount: '0.01' }), 400);
    await expectHttpError(createPayment(bench.deps(), actor, { ...input, gatewayId: 2 }), 400);
  });
});
