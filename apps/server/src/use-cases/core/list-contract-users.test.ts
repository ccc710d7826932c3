import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listContractUsers } from './list-contract-users';

describe('listContractUsers', () => {
  const bench = useUseCaseBench();

  it('gives a customer\u2019s user only itself, and 403 for a contract it does not see or that does not exist', async () => {
    const me = await bench.user('demo.ast');
    const out = await listContractUsers(bench.deps(), me, { contractKey: 'CTR-AST0001001-01' });
    expect(out.getUsersResponse.users.map((u) => u.id)).toEqual([me.userId]);
    const other = await bench.user('demo.ast.azienda');
    await expectHttpError(listContractUsers(bench.deps(), other, { contractKey: 'CTR-AST0001001-01' }), 403);
    await expectHttpError(listContractUsers(bench.deps(), me, { contractKey: 'CTR-NESSUNO' }), 403);
  });
});
