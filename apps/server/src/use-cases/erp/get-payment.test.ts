import { describe, expect, it } from 'vitest';
import { payableBill } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { createPayment } from './create-payment';
import { getPayment } from './get-payment';

describe('getPayment', () => {
  const bench = useUseCaseBench();

  it('reads the user\u2019s payment; anyone else gets an error, never the payment', async () => {
    const actor = await bench.user('demo.ast');
    const { input } = await payableBill(bench, actor);
    const { createPaymentResponse: created } = await createPayment(bench.deps(), actor, input);
    expect((await getPayment(bench.deps(), actor, { id: created.id })).getPaymentResponse).toEqual(created);
    const stranger = await bench.user('demo.ast.azienda');
    const error = await expectHttpError(getPayment(bench.deps(), stranger, { id: created.id }), 404);
    expect(JSON.stringify(error)).not.toContain(created.redirectUrl);
  });
});
