import { describe, expect, it } from 'vitest';
import { payableBill } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { createPayment } from './create-payment';
import { recordPaymentOutcome } from './record-payment-outcome';

describe('recordPaymentOutcome', () => {
  const bench = useUseCaseBench();

  it('records the customer\u2019s declared outcome without marking anything paid', async () => {
    const actor = await bench.user('demo.ast');
    const { bill, input } = await payableBill(bench, actor);
    const { createPaymentResponse: created } = await createPayment(bench.deps(), actor, input);
    const out = await recordPaymentOutcome(bench.deps(), actor, { id: created.id, userOutcome: 'OK' });
    expect(out.updatePaymentResponse.status).toBe('Creato');
    const invoice = await bench
      .deps()
      .db.selectFrom('invoices')
      .select('paid_on')
      .where('id', '=', bill.id)
      .executeTakeFirstOrThrow();
    expect(invoice.paid_on).toBeNull();
    await expectHttpError(
      recordPaymentOutcome(bench.deps(), await bench.user('demo.ast.azienda'), {
        id: created.id,
        userOutcome: 'KO',
      }),
      404,
    );
  });
});
