import { describe, expect, it } from 'vitest';
import { payableBill } from '../../../test/use-case-fixtures';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { providerActorFor } from '../context';
import { createPayment } from '../erp/create-payment';
import { showSandboxCheckout } from './show-sandbox-checkout';

describe('showSandboxCheckout', () => {
  const bench = useUseCaseBench();
  const provider = providerActorFor('203.0.113.9');

  it('shows the brand, the bill and the total with the pay and cancel buttons of an open payment', async () => {
    const actor = await bench.user('demo.ast');
    const { bill, input } = await payableBill(bench, actor);
    const { createPaymentResponse: p } = await createPayment(bench.deps(), actor, input);
    const token = p.redirectUrl.split('/').pop()!;
    const page = await showSandboxCheckout(bench.deps(), provider, { token });
    const invoice = await bench
      .deps()
      .db.selectFrom('invoices')
      .select('key')
      .where('id', '=', bill.id)
      .executeTakeFirstOrThrow();
    expect(page).toContain(`Bolletta ${invoice.key}`);
    expect(page).toContain(`/payments/gateway/${token}/pay`);
    expect(page).toContain(`/payments/gateway/${token}/cancel`);
    expect(page).toContain('Ambiente di prova');
  });

  it('is "Pagamento non trovato" (404) for an unknown token', async () => {
    const error = await expectHttpError(
      showSandboxCheckout(bench.deps(), provider, { token: 'x'.repeat(32) }),
      404,
    );
    expect(error.message).toBe('Pagamento non trovato');
  });
});
