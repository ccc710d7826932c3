import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getCustomer } from './get-customer';

describe('getCustomer', () => {
  const bench = useUseCaseBench();

  it('gives the user its customer, and 403 for someone else\u2019s or an unknown one', async () => {
    const owner = await bench.user('demo.ast');
    const { id } = await bench
      .deps()
      .db.selectFrom('customers')
      .select('id')
      .where('key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    expect((await getCustomer(bench.deps(), owner, { id })).getCustomerResponse).toMatchObject({
      id,
      customerId: id,
      key: 'AST0001001',
      relation: 'owner',
    });
    await expectHttpError(getCustomer(bench.deps(), await bench.user('demo.ast.azienda'), { id }), 403);
    await expectHttpError(getCustomer(bench.deps(), owner, { id: 999999 }), 403);
  });
});
