import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { mutantsOf, type Mutant } from './security/mutations';
import { OPERATIONS, operationKey, type OperationCase } from './security/operations';
import { readOwnerData, type OwnerData } from './security/owner-data';

/**
 * Tables that record security bookkeeping on refused requests by design (sliding session expiry,
 * failed-login counters, throttles). Every other table is watched: a refused request that
 * changes one of them is a failure.
 */
const BOOKKEEPING = /^(sessions|throttle_counters|schema_migrations|fuzz_changes)$/;

/**
 * Requests generated from every operation of the contract (wrong types, missing and extra
 * fields, huge strings, deep JSON, SQL and script payloads, impossible dates, hostile ids), sent
 * by the owner with a valid session so that validation, not authorization, answers: never a 5xx,
 * and the database unchanged by every refused request.
 */
describe('fuzz: hostile requests on every operation', () => {
  const t = useTestApp();
  let owner: OwnerData;
  let session = '';

  beforeAll(async () => {
    owner = await readOwnerData(t());
    session = await t().login('demo.ast');
    const db = t().db;
    await sql`create table fuzz_changes (n bigint not null)`.execute(db);
    await sql`insert into fuzz_changes values (0)`.execute(db);
    await sql`create function fuzz_bump() returns trigger language plpgsql as $$
      begin update fuzz_changes set n = n + 1; return null; end $$`.execute(db);
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(db);
    for (const { tablename } of tables.rows) {
      if (BOOKKEEPING.test(tablename)) continue;
      await sql
        .raw(
          `create trigger fuzz_watch after insert or update or delete on "${tablename}" ` +
            'for each row execute function fuzz_bump()',
        )
        .execute(db);
    }
  });

  const changes = async () =>
    Number((await sql<{ n: string }>`select n from fuzz_changes`.execute(t().db)).rows[0]!.n);

  /**
   * The change count once work an accepted request started in the background (mail delivery,
   * push) has finished: two reads 50 ms apart that agree.
   */
  const settledChanges = async () => {
    let last = await changes();
    for (let i = 0; i < 40; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = await changes();
      if (now === last) return now;
      last = now;
    }
    return last;
  };

  const send = (op: OperationCase, m: Mutant) => {
    const headers: Record<string, string> = { 'x-session-id': session };
    let payload: string | undefined;
    if (m.raw !== undefined) {
      payload = m.raw;
      headers['content-type'] = m.contentType ?? 'application/json';
    } else if (m.body !== undefined) {
      payload = JSON.stringify(m.body);
      headers['content-type'] = 'application/json';
    }
    return t().app.inject({
      method: op.method,
      url: m.path.replace('{session}', session),
      query: m.query,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
  };

  // Logout ends the session the suite uses: it goes last.
  const ordered = [...OPERATIONS].sort((a, b) => Number(!!a.last) - Number(!!b.last));

  it.each(ordered.map((op) => [operationKey(op.method, op.path), op] as const))(
    '%s: no 5xx, and a refused request changes nothing',
    async (_name, op) => {
      const mutants = mutantsOf(op.build(owner));
      expect(mutants.length).toBeGreaterThan(0);
      const failures: string[] = [];
      let before = op.method === 'GET' ? 0 : await settledChanges();
      for (const m of mutants) {
        const res = await send(op, m);
        if (res.statusCode >= 500) failures.push(`${m.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          const body = res.json() as { error?: { code?: string; message?: string } };
          if (!body.error?.message) failures.push(`${m.name}: ${res.statusCode} without the error body`);
          if (op.method !== 'GET' && (await changes()) !== before) {
            failures.push(`${m.name}: refused with ${res.statusCode} but the database changed`);
          }
        }
        // An accepted write may go on in the background: the next mutant starts from its end.
        if (op.method !== 'GET' && res.statusCode < 400) before = await settledChanges();
        else if (op.method !== 'GET') before = await changes();
        // A mutant that logged the suite out (logout, or a login that rotated it) gets a new one.
        if (res.statusCode === 401 && op.access !== 'public' && !op.last) {
          // The login mutants count as failed logins from this address: forget them first.
          await sql`delete from throttle_counters`.execute(t().db);
          session = await t().login('demo.ast');
        }
      }
      if (failures.length)
        console.error(`FUZZ ${operationKey(op.method, op.path)}\n  ${failures.join('\n  ')}`);
      expect(failures).toEqual([]);
    },
  );

  it('GET requests never change the database', async () => {
    const before = await changes();
    for (const op of OPERATIONS.filter((o) => o.method === 'GET' && o.path !== '/dev/outbox')) {
      const base = op.build(owner);
      await send(op, { name: 'base', ...base });
    }
    expect(await changes()).toBe(before);
  });
});
