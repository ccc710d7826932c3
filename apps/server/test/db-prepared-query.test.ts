import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPrepared } from '../src/db/prepared-query';

/**
 * The portal's prepared statements on a real PostgreSQL server (CI's run with DATABASE_URL): the
 * rows read through pg's own parsers, again from the kept row shape on the next executions, and
 * errors as pg gives them. PGlite (the default run) does not use pg's client.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('prepared statements through runPrepared (PostgreSQL)', () => {
  let pool: pg.Pool;
  let client: pg.PoolClient;
  beforeAll(async () => {
    pool = new pg.Pool({
      connectionString: url,
      max: 1,
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
      } as pg.CustomTypesConfig,
    });
    client = await pool.connect();
    await client.query('create temporary table pq (id bigint, day date, label text, at timestamptz)');
    await client.query(
      `insert into pq values (1, '2026-03-29', 'uno', '2026-03-29T01:30:00Z'), (2, null, null, null)`,
    );
  });
  afterAll(async () => {
    client?.release();
    await pool?.end();
  });

  const text = 'select id, day, label, at from pq where id >= $1 order by id';

  it("reads the rows with the pool's parsers, the same on every execution of the statement", async () => {
    const first = await runPrepared(client, 'pq_rows', text, [1]);
    const second = await runPrepared(client, 'pq_rows', text, [2]);
    const third = await runPrepared(client, 'pq_rows', text, [1]);
    expect(first.rows).toEqual([
      { id: 1, day: new Date(2026, 2, 29), label: 'uno', at: new Date('2026-03-29T01:30:00Z') },
      { id: 2, day: null, label: null, at: null },
    ]);
    expect(second.rows).toEqual([first.rows[1]]);
    expect(third.rows).toEqual(first.rows);
    expect(third.fields.map((f) => f.name)).toEqual(['id', 'day', 'label', 'at']);
    expect(third.rowCount).toBe(2);
    // Each row is its own object (the kept empty row is copied, never shared).
    third.rows[0].label = 'cambiato';
    expect((await runPrepared(client, 'pq_rows', text, [1])).rows[0].label).toBe('uno');
  });

  it("gives the same shape to a statement whose columns changed, and pg's errors as they are", async () => {
    await client.query('deallocate all');
    // pg forgets its own record of the name, as the portal's bounded cache does on eviction.
    const parsed = (client as unknown as { connection: { parsedStatements: Record<string, string> } })
      .connection.parsedStatements;
    delete parsed.pq_rows;
    const other = 'select label as id, id as day from pq where id >= $1 order by id';
    const rows = (await runPrepared(client, 'pq_rows', other, [1])).rows;
    expect(rows).toEqual([
      { id: 'uno', day: 1 },
      { id: null, day: 2 },
    ]);
    await expect(
      runPrepared(client, 'pq_bad', 'select id from pq where id = $1', ['non un numero']),
    ).rejects.toMatchObject({
      code: '22P02',
    });
    // The connection is usable after the error.
    expect((await runPrepared(client, 'pq_rows', other, [2])).rows).toEqual([{ id: null, day: 2 }]);
  });

  it('builds rows with any column names, the last of two equal names winning, as pg does', async () => {
    const odd = `select 1::int as "a""b", 'x' as "c\\d", 2::int as "dup", 3::int as "dup", null::text as "e f" where $1::int = 1`;
    const expected = { 'a"b': 1, 'c\\d': 'x', dup: 3, 'e f': null };
    for (let i = 0; i < 2; i++) {
      const [row] = (await runPrepared(client, 'pq_odd', odd, [1])).rows;
      expect(row).toEqual(expected);
      expect(Object.keys(row)).toEqual(['a"b', 'c\\d', 'dup', 'e f']);
    }
    // A column named __proto__ is an own property, not the row's prototype (pg's parseRow).
    const proto = `select 7::int as "__proto__", 8::int as id where $1::int = 1`;
    const [row] = (await runPrepared(client, 'pq_proto', proto, [1])).rows;
    expect(row.id).toBe(8);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
});
