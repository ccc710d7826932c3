import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getContract } from './get-contract';

describe('getContract', () => {
  const bench = useUseCaseBench();

  it('details a contract by key and by id; someone else\u2019s or unknown is 404', async () => {
    const owner = await bench.user('demo.ast');
    const byKey = (await getContract(bench.deps(), owner, { key: 'CTR-AST0001001-01' })).getContractResponse;
    expect(byKey).toMatchObject({
      key: 'CTR-AST0001001-01',
      supplyCount: 3,
      banking: { paymentMethod: 'SDD' },
    });
    expect((await getContract(bench.deps(), owner, { id: byKey.id })).getContractResponse).toEqual(byKey);
    const stranger = await expectHttpError(
      getContract(bench.deps(), await bench.user('demo.ast.azienda'), { id: byKey.id }),
      404,
    );
    expect(stranger.message).toBe('Contratto non trovato');
    await expectHttpError(getContract(bench.deps(), owner, { id: 999999 }), 404);
  });
});
