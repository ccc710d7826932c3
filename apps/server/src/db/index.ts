import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * The one database handle of the server: the same Kysely queries on PGlite (embedded, a folder
 * on disk) and on a PostgreSQL server. Both return `date` columns as 'YYYY-MM-DD' strings,
 * `numeric` as exact decimal strings and `bigint` (counts) as numbers.
 */
export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script in one transaction (migrations). */
  runScript(script: string, after?: (tx: ScriptTx) => Promise<void>): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock (migrations and seeding on several servers). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ScriptTx {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  onConnectionError: (error: Error) => void = () => undefined,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, onConnectionError);
  return openPglite(config.DATA_DIR);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // 'memory://' keeps the database in memory (tests); anything else is a folder on disk.
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    parsers: {
      [DATE_OID]: (value: string) => value,
      [INT8_OID]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => value,
    },
  });
  await pglite.exec(`set timezone to 'Europe/Rome'`);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async runScript(script, after) {
      // Through Kysely's connection queue so no request interleaves with the script.
      await db.connection().execute(async () => {
        await pglite.transaction(async (tx) => {
          await tx.exec(script);
          if (after) await after({ query: (text, params) => tx.query(text, params) });
        });
      });
    },
    withStartupLock: (fn) => fn(),
    async ping() {
      await sql`select 1`.execute(db);
      return true;
    },
    async close() {
      await db.destroy();
    },
  };
}

/** Statements worth preparing: the queries. Transaction control and the like go as they are. */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
/** Past this many distinct texts the name cache starts again (texts differ by their IN lists). */
const MAX_NAMES = 2000;

/**
 * Kysely hands pg every query as text, which pg sends unnamed: PostgreSQL then parses and plans
 * it again on each call, and for the list calls that planning costs more than running them. Named
 * after a hash of its text, each query is prepared once per connection and its plan reused, as
 * postgres.js and Prisma do by default.
 */
export function preparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (!name) {
      if (names.size >= MAX_NAMES) names.clear();
      name = `k_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient =>
    ({
      query(text: unknown, parameters?: readonly unknown[]) {
        if (typeof text === 'string' && PREPARABLE.test(text)) {
          return client.query({ name: nameOf(text), text, values: parameters as unknown[] });
        }
        return client.query(text as string, parameters as unknown[]);
      },
      release: () => client.release(),
      // One function stands for the two overloads Kysely declares (text and cursor).
    }) as unknown as PostgresPoolClient;
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}

async function openPostgres(url: string, onConnectionError: (error: Error) => void): Promise<DatabaseHandle> {
  const typeParsers = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === DATE_OID) return (value: string) => value;
      if (oid === INT8_OID) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    types: typeParsers as pg.CustomTypesConfig,
    options: '-c timezone=Europe/Rome',
  });
  // A pooled connection the server ends while idle (restart, failover, an administrator) is
  // dropped by the pool and the next query opens a new one. Unheard, pg would throw that error
  // out of the process.
  pool.on('error', onConnectionError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatements(pool) }) });
  return {
    db,
    kind: 'postgres',
    async runScript(script, after) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(script);
        if (after) await after({ query: (text, params) => client.query(text, params as unknown[]) });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtext('sportello-startup'))`);
        return await fn();
      } finally {
        await client.query(`select pg_advisory_unlock(hashtext('sportello-startup'))`).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
      return true;
    },
    async close() {
      await db.destroy();
    },
  };
}
