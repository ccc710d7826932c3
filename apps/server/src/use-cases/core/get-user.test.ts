import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getUser } from './get-user';

describe('getUser', () => {
  const bench = useUseCaseBench();

  it('gives a user itself, an agency the users it serves, and 403 for anyone else', async () => {
    const me = await bench.user('demo.ast');
    expect((await getUser(bench.deps(), me, { id: me.userId })).getUserResponse).toMatchObject({
      id: me.userId,
      username: 'demo.ast',
    });
    const other = await bench.user('demo.ast.azienda');
    await expectHttpError(getUser(bench.deps(), me, { id: other.userId }), 403);
    const agency = await bench.user('demo.ast.agenzia');
    const served = await bench
      .deps()
      .db.selectFrom('user_customers as a')
      .innerJoin('user_customers as o', 'o.customer_id', 'a.customer_id')
      .select('o.user_id')
      .where('a.user_id', '=', agency.userId)
      .where('o.user_id', '!=', agency.userId)
      .where('o.status', '=', 'accepted')
      .executeTakeFirst();
    if (served) {
      expect((await getUser(bench.deps(), agency, { id: served.user_id })).getUserResponse.id).toBe(
        served.user_id,
      );
    }
    await expectHttpError(getUser(bench.deps(), agency, { id: me.userId }), 403);
  });
});
