import { createCrmSessionRequestSchema } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { DEMO_CRM_API_TOKEN } from '../../config';
import { guestScope, CRM_GRAPHS_LINK_MODULE } from '../../services/core/links';
import { touchSession } from '../../services/session-store';
import { createCrmSession } from './create-crm-session';

const crm = { authorization: `Bearer ${DEMO_CRM_API_TOKEN}` };

describe('createCrmSession', () => {
  const bench = useUseCaseBench();
  const supply = () =>
    bench
      .deps()
      .db.selectFrom('supplies')
      .innerJoin('customers', 'customers.id', 'supplies.customer_id')
      .select(['supplies.id', 'supplies.key', 'customers.id as customerId', 'customers.key as customerKey'])
      .where('customers.key', '=', 'AST0001001')
      .orderBy('supplies.id')
      .executeTakeFirstOrThrow();
  const input = (body: Record<string, unknown>) =>
    createCrmSessionRequestSchema.parse({ createCrmSessionRequest: body }).createCrmSessionRequest;

  it("opens the same guest link session as an address: the supply's customer, the supply's link", async () => {
    const s = await supply();
    const created = (
      await createCrmSession(
        bench.deps(),
        crm,
        input({ company: 'ast', customerKey: s.customerKey, supplyKey: s.key }),
      )
    ).createCrmSessionResponse;
    const url = new URL(created.url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sessionId: created.sessionId,
      supplyKey: s.key,
      customerKey: s.customerKey,
      rcrm: '1',
    });
    const { db, config } = bench.deps();
    const session = await touchSession(db, created.sessionId, config);
    if (!session || session === 'expired') throw new Error('no session');
    expect(session).toMatchObject({ guest: true, userId: null, currentCustomerId: s.customerId });
    expect(await guestScope(db, session)).toMatchObject({
      moduleId: CRM_GRAPHS_LINK_MODULE,
      entityKey: String(s.id),
      customerId: s.customerId,
    });
  });

  it('refuses a missing or wrong token (401) and a supply of another customer (404), opening nothing', async () => {
    const s = await supply();
    const { db } = bench.deps();
    const count = async () =>
      Number((await db.selectFrom('sessions').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const good = input({ company: 'ast', customerKey: s.customerKey, supplyKey: s.key });
    await expectHttpError(
      createCrmSession(bench.deps(), { authorization: undefined }, good),
      401,
      'crm_unauthorized',
    );
    await expectHttpError(
      createCrmSession(bench.deps(), { authorization: 'Bearer sbagliato' }, good),
      401,
      'crm_unauthorized',
    );
    await expectHttpError(
      createCrmSession(
        bench.deps(),
        crm,
        input({ company: 'ast', customerKey: 'AST0001002', supplyKey: s.key }),
      ),
      404,
    );
    expect(await count()).toBe(before);
  });
});
