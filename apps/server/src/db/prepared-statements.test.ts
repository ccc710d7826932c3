import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { preparedStatements } from './index';

/** A pool whose one client records what it is asked. */
function recordingPool() {
  const calls: unknown[][] = [];
  const client = {
    query: (...args: unknown[]) => {
      const answer = { command: 'SELECT', rowCount: 0, rows: [] };
      const first = args[0] as { submit?: unknown; name: string; text: string; values?: unknown[] };
      // A prepared statement arrives as a query object (prepared-query.ts) answering its callback.
      if (typeof first?.submit === 'function') {
        const { name, text, values } = first;
        calls.push([{ name, text, values }]);
        const query = first as unknown as { callback: (e: null, r: typeof answer) => void };
        queueMicrotask(() => query.callback(null, answer));
        return first;
      }
      calls.push(args);
      return Promise.resolve(answer);
    },
    release: () => undefined,
    on: () => undefined,
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

  it('keeps at most N statements per connection, dropping the least recently used on the server and in pg', async () => {
    const calls: unknown[] = [];
    const parsedStatements: Record<string, string> = {};
    const client = {
      connection: { parsedStatements },
      query: (config: unknown) => {
        const answer = { command: 'SELECT', rowCount: 0, rows: [] };
        // pg records a named statement once the server parsed it.
        if (typeof config === 'object' && config && 'name' in config) {
          const { name, text } = config as pg.QueryConfig;
          calls.push({ name, text });
          parsedStatements[name!] = text;
          const query = config as unknown as { callback: (e: null, r: typeof answer) => void };
          queueMicrotask(() => query.callback(null, answer));
          return config;
        }
        calls.push(config);
        return Promise.resolve(answer);
      },
      release: () => undefined,
      on: () => undefined,
    };
    const pool = { connect: async () => client, end: async () => undefined } as unknown as pg.Pool;
    const connection = await preparedStatements(pool, 2).connect();
    const [a, b, c] = ['select 1 as a', 'select 2 as b', 'select 3 as c'];
    await connection.query(a, []);
    await connection.query(b, []);
    await connection.query(a, []); // a is now the most recently used
    await connection.query(c, []); // over the bound: b, the least recently used, goes
    const nameOf = (text: string) =>
      (calls.find((x) => typeof x === 'object' && (x as pg.QueryConfig).text === text) as pg.QueryConfig)
        .name!;
    expect(calls).toContain(`deallocate "${nameOf(b)}"`);
    expect(Object.keys(parsedStatements).sort()).toEqual([nameOf(a), nameOf(c)].sort());
    // b comes back as a new statement (parsed again), and a — least recently used now — goes.
    await connection.query(b, []);
    expect(calls.at(-2)).toBe(`deallocate "${nameOf(a)}"`);
    expect(Object.keys(parsedStatements)).toHaveLength(2);
    // Many distinct texts (IN lists of every length) never hold more than the bound.
    for (let n = 1; n <= 50; n++) {
      await connection.query(
        `select * from t where id in (${Array.from({ length: n }, (_, i) => `$${i + 1}`)})`,
        [],
      );
    }
    expect(Object.keys(parsedStatements)).toHaveLength(2);
  });

  it('prepares nothing with a bound of 0', async () => {
    const { pool, calls } = recordingPool();
    const client = await preparedStatements(pool, 0).connect();
    await client.query('select 1', []);
    expect(calls).toEqual([['select 1', []]]);
  });

  it('hears the errors of a checked-out connection once per client, so they cannot end the process', async () => {
    const { EventEmitter } = await import('node:events');
    const client = Object.assign(new EventEmitter(), {
      query: () => Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] }),
      release: () => undefined,
    });
    const pool = { connect: async () => client, end: async () => undefined } as unknown as pg.Pool;
    const heard: Error[] = [];
    const statements = preparedStatements(pool, 10, (error) => heard.push(error));
    await statements.connect();
    await statements.connect();
    expect(client.listenerCount('error')).toBe(1);
    const shutdown = new Error('terminating connection due to administrator command');
    client.emit('error', shutdown);
    expect(heard).toEqual([shutdown]);
  });
});
