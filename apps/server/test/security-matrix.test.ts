import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { OPERATIONS, operationKey, type OperationCase } from './security/operations';
import { readOwnerData, type OwnerData } from './security/owner-data';

/**
 * The authorization matrix over every operation of the served OpenAPI contract: each is called
 * without a session, with an anonymous session, with an expired session, and by another customer
 * with the owner's ids. Never a 5xx, never a 2xx carrying the owner's data.
 */
describe('authorization matrix over every operation of the contract', () => {
  const t = useTestApp();
  let owner: OwnerData;
  let intruder = '';
  let anonymous = '';
  let expired = '';

  beforeAll(async () => {
    owner = await readOwnerData(t());
    intruder = await t().login('demo.ast.azienda');
    anonymous = await t().newSession('ast');
    expired = await t().login('demo.ast');
    // The owner's session as it is after the inactivity timeout: the same row, expired.
    await sql`update sessions set expires_at = now() - interval '1 minute'`.execute(t().db);
    // Every other session of the suite is fresh again; only `expired` stays in the past.
    intruder = await t().login('demo.ast.azienda');
    anonymous = await t().newSession('ast');
  });

  const call = (op: OperationCase, session: string | undefined): Promise<LightMyRequestResponse> => {
    const { path, query, body } = op.build(owner);
    return t().request(op.method, path.replace('{session}', session ?? 'sessione-sconosciuta'), {
      session,
      query,
      body,
    });
  };
  const leaks = (res: LightMyRequestResponse) => owner.secrets.filter((secret) => res.body.includes(secret));
  const named = (op: OperationCase) => operationKey(op.method, op.path);

  it('the table lists every operation of the served contract, and nothing else', async () => {
    await t().app.ready();
    const doc = t().app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        .map((m) => operationKey(m, path)),
    );
    const listed = OPERATIONS.map(named);
    expect(
      served.filter((k) => !listed.includes(k)),
      'operations missing from the matrix',
    ).toEqual([]);
    expect(
      listed.filter((k) => !served.includes(k)),
      'operations the contract no longer has',
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  const guarded = OPERATIONS.filter((op) => op.access !== 'public');
  const forUsers = OPERATIONS.filter((op) => op.access === 'user' || op.access === 'customer');
  const forCustomers = OPERATIONS.filter((op) => op.access === 'customer' || op.namesOwner);

  it.each(OPERATIONS.map((op) => [named(op), op] as const))(
    '%s without a session: 401, never 5xx',
    async (_n, op) => {
      const res = await call(op, undefined);
      expect(res.statusCode).toBeLessThan(500);
      if (op.access !== 'public') {
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBeTruthy();
      }
      expect(leaks(res)).toEqual([]);
    },
  );

  it.each(guarded.map((op) => [named(op), op] as const))(
    '%s with an expired session: 401',
    async (_n, op) => {
      const res = await call(op, expired);
      expect(res.statusCode).toBe(401);
      expect(leaks(res)).toEqual([]);
    },
  );

  it.each(forUsers.map((op) => [named(op), op] as const))(
    '%s with an anonymous session: never the data',
    async (_n, op) => {
      const res = await call(op, anonymous);
      // What names the owner's data is refused; a list of "my" things is empty for nobody.
      if (forCustomers.includes(op)) expect([401, 403, 404]).toContain(res.statusCode);
      else expect(res.statusCode).toBeLessThan(500);
      expect(leaks(res)).toEqual([]);
    },
  );

  it.each(forCustomers.map((op) => [named(op), op] as const))(
    '%s by another customer with the owner’s ids: 403 or 404, never the data',
    async (_n, op) => {
      const res = await call(op, intruder);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().error.message).toMatch(/\p{L}/u);
      expect(leaks(res)).toEqual([]);
    },
  );

  it.each(
    OPERATIONS.filter((op) => op.access === 'user' && !op.namesOwner).map((op) => [named(op), op] as const),
  )('%s by another user: only its own data', async (_n, op) => {
    const res = await call(op, intruder);
    expect(res.statusCode).toBeLessThan(500);
    expect(leaks(res)).toEqual([]);
  });

  it('the owner gets every read of the table (the matrix is not vacuous)', async () => {
    const session = await t().login('demo.ast');
    const reads = OPERATIONS.filter((op) => op.method === 'GET' && op.access === 'customer');
    expect(reads.length).toBeGreaterThan(20);
    for (const op of reads) {
      const res = await call(op, session);
      expect(res.statusCode, named(op)).toBe(200);
    }
  });
});

/**
 * A delegate acts for the owner's customer only within the scope granted: `read` reads, `pay`
 * also pays (and asks for instalments); every change stays with the owner.
 */
describe('a delegate beyond its scope', () => {
  const t = useTestApp();
  let owner: OwnerData;
  const sessions: Record<'read' | 'pay', string> = { read: '', pay: '' };

  const delegateWith = async (username: string, scope: 'read' | 'pay') => {
    const db = t().db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_customers')
      .values({
        user_id: user.id,
        customer_id: owner.customerId,
        relation: 'delegate',
        status: 'accepted',
        scope,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'customer_id'])
          .doUpdateSet({ relation: 'delegate', status: 'accepted', scope }),
      )
      .execute();
    return t().login(username);
  };

  beforeAll(async () => {
    owner = await readOwnerData(t());
    sessions.read = await delegateWith('demo.ast.delegato', 'read');
    sessions.pay = await delegateWith('demo.ast.variazione', 'pay');
  });

  const call = (op: OperationCase, session: string) => {
    const { path, query, body } = op.build(owner);
    return t().request(op.method, path, { session, query, body });
  };
  const customerOps = OPERATIONS.filter((op) => op.access === 'customer');
  const allowed = { read: ['read'], pay: ['read', 'pay'] } as const;

  for (const scope of ['read', 'pay'] as const) {
    it.each(customerOps.map((op) => [operationKey(op.method, op.path), op] as const))(
      `%s by a delegate with scope ${scope}`,
      async (_n, op) => {
        const res = await call(op, sessions[scope]);
        expect(res.statusCode).toBeLessThan(500);
        if ((allowed[scope] as readonly string[]).includes(op.scope ?? 'owner')) {
          expect(res.statusCode, res.body).not.toBe(403);
        } else {
          // 403 (beyond the scope), or 404 for what the delegate cannot even name (a delegation).
          expect([403, 404], res.body).toContain(res.statusCode);
          expect(res.json().error.message).toMatch(/\p{L}/u);
        }
      },
    );
  }
});
