import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
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
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
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

async function openPostgres(url: string): Promise<DatabaseHandle> {
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
