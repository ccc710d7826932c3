import { billingOptionsRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { changeBillingOptions } from './change-billing-options';

const input = (body: object) =>
  billingOptionsRequestSchema.parse({ billingOptionsRequest: body }).billingOptionsRequest;

describe('changeBillingOptions', () => {
  const bench = useUseCaseBench();

  it('opens a billing options request (OF010) with the options asked', async () => {
    const actor = await bench.user('demo.ast');
    const out = await changeBillingOptions(
      bench.deps(),
      actor,
      input({ contractKey: 'CTR-AST0001001-01', invoiceFormat: 'Dettagliata' }),
    );
    expect(out.createRequestResponse).toMatchObject({ PhaseCode: 'OF010' });
  });

  it('a read-only delegate may not change (403 scope_forbidden)', async () => {
    const delegate = await bench.user('demo.ast.delegato');
    const res = await bench.app().request('GET', '/Erp/v1/contracts', { session: delegate.session.id });
    const [contract] = res.json().getContractsResponse.contracts as { key: string }[];
    await expectHttpError(
      changeBillingOptions(
        bench.deps(),
        delegate,
        input({ contractKey: contract!.key, invoiceFormat: 'Sintetica' }),
      ),
      403,
    );
  });
});
