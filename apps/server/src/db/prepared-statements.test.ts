import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { preparedStatements } from './index';

/** A pool whose one client records what it is asked. */
function recordingPool() {
  const calls: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
    },
    release: () => undefined,
  };
  const pool = { connect: async () => client, end: async () => undefined } as unknown as pg.Pool;
  return { pool, calls };
}

describe('preparedStatements', () => {
  it('names each query after its text, the same name every time, so PostgreSQL plans it once', async () => {
    const { pool, calls } = recordingPool();
    const client = await preparedStatements(pool).connect();
    await client.query('select * from supplies where customer_id in ($1)', [1]);
    await client.query('select * from supplies where customer_id in ($1)', [2]);
    await client.query('select * from supplies where customer_id in ($1, $2)', [1, 2]);
    const [first, second, third] = calls.map((c) => c[0] as pg.QueryConfig);
    expect(first!.name).toMatch(/^k_/);
    expect(second).toEqual({ ...first, values: [2] });
    expect(third!.name).not.toBe(first!.name);
  });

  it('sends transaction control and other commands as they are', async () => {
    const { pool, calls } = recordingPool();
    const client = await preparedStatements(pool).connect();
    await client.query('begin', []);
    await client.query('commit', []);
    expect(calls).toEqual([
      ['begin', []],
      ['commit', []],
    ]);
  });
});
