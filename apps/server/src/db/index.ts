import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { executeDirectly } from './compiled';
import { PGliteDialect } from './pglite-dialect';
import { runPrepared } from './prepared-query';
import { replicaDialect } from './replicas';
import { tracedDialect } from './traced-dialect';
import { isDatabaseUnavailable } from './unavailable';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * The one database handle of the server: the same Kysely queries on PGlite (embedded, a folder
 * on disk) and on a PostgreSQL server. Both return `date` columns as 'YYYY-MM-DD' strings,
 * `numeric` as exact decimal strings and `bigint` (counts) as numbers.
 */
export interface DatabaseHandle {
  db: Db;
  /**
   * The customer's list reads: the replicas (DATABASE_REPLICA_URL), each query falling back to
   * the primary when they fail; `db` itself where there are none.
   */
  reads: Db;
  /** How many replicas `reads` spreads over (0: it is `db`). */
  replicas: number;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script in one transaction (migrations). */
  runScript(script: string, after?: (tx: ScriptTx) => Promise<void>): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock (migrations and seeding on several servers). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole database as a tarball (tests open copies of a seeded one). */
  dump?(): Promise<Blob>;
}

export interface ScriptTx {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

export type DatabaseLimits = Pick<
  Config,
  'DB_STATEMENT_TIMEOUT_MS' | 'DB_CONNECT_TIMEOUT_MS' | 'DB_PREPARED_STATEMENTS'
>;

const DEFAULT_LIMITS: DatabaseLimits = {
  DB_STATEMENT_TIMEOUT_MS: 3000,
  DB_CONNECT_TIMEOUT_MS: 3000,
  DB_PREPARED_STATEMENTS: 500,
};

export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> &
    Partial<DatabaseLimits> &
    Partial<Pick<Config, 'DATABASE_REPLICA_URL'>>,
  onConnectionError: (error: Error) => void = () => undefined,
  /** A replica failed: its reads go to the primary for a while (REPLICA_RETRY_MS). */
  onReplicaDown: (replica: string, error: unknown) => void = () => undefined,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const limits = {
      DB_STATEMENT_TIMEOUT_MS: config.DB_STATEMENT_TIMEOUT_MS ?? DEFAULT_LIMITS.DB_STATEMENT_TIMEOUT_MS,
      DB_CONNECT_TIMEOUT_MS: config.DB_CONNECT_TIMEOUT_MS ?? DEFAULT_LIMITS.DB_CONNECT_TIMEOUT_MS,
      DB_PREPARED_STATEMENTS: config.DB_PREPARED_STATEMENTS ?? DEFAULT_LIMITS.DB_PREPARED_STATEMENTS,
    };
    return openPostgres(config.DATABASE_URL, limits, onConnectionError, {
      urls: config.DATABASE_REPLICA_URL ?? [],
      onDown: onReplicaDown,
    });
  }
  return openPglite(config.DATA_DIR);
}

/**
 * An in-memory PGlite database opened from a tarball `dump()` made: a copy of an already
 * migrated and seeded database, without migrating and seeding again (tests).
 */
export function openPgliteCopy(tarball: Blob): Promise<DatabaseHandle> {
  return openPglite('memory://', tarball);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  // 'memory://' keeps the database in memory (tests); anything else is a folder on disk.
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: {
      [DATE_OID]: (value: string) => value,
      [INT8_OID]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => value,
    },
  });
  await pglite.exec(`set timezone to 'Europe/Rome'`);
  const db = new Kysely<Database>({ dialect: tracedDialect(new PGliteDialect(pglite)) });
  return {
    db,
    reads: db,
    replicas: 0,
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
    dump: () => db.connection().execute(() => pglite.dumpDataDir('none')),
  };
}

/** Statements worth preparing: the queries. Transaction control and the like go as they are. */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
/** Past this many distinct texts the name cache starts again (texts differ by their IN lists). */
const MAX_NAMES = 2000;

/** The pg client's own record of the statements it has parsed (it skips Parse for those). */
type ParsedStatements = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Kysely hands pg every query as text, which pg sends unnamed: PostgreSQL then parses and plans
 * it again on each call, and for the list calls that planning costs more than running them. Named
 * after a hash of its text, each query is prepared once per connection and its plan reused, as
 * postgres.js and Prisma do by default.
 *
 * Each connection keeps at most `maxPerConnection` statements, least recently used dropped first
 * (DEALLOCATE on the server, forgotten by pg), so texts that vary (IN lists of any length) cannot
 * grow a connection's memory without bound. 0 prepares nothing.
 */
export function preparedStatements(
  pool: pg.Pool,
  maxPerConnection = DEFAULT_LIMITS.DB_PREPARED_STATEMENTS,
  onConnectionError: (error: Error) => void = () => undefined,
): PostgresPool {
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
  /** Per connection: its prepared names, oldest use first (a Map keeps insertion order). */
  const caches = new WeakMap<pg.PoolClient, Map<string, true>>();
  const use = async (client: pg.PoolClient, name: string): Promise<void> => {
    let cache = caches.get(client);
    if (!cache) caches.set(client, (cache = new Map()));
    if (cache.delete(name)) {
      cache.set(name, true);
      return;
    }
    cache.set(name, true);
    while (cache.size > maxPerConnection) {
      const oldest = cache.keys().next().value as string;
      cache.delete(oldest);
      const parsed = (client as unknown as ParsedStatements).connection?.parsedStatements;
      // Only a statement the server holds (one whose text failed to parse never reached it).
      if (!parsed || parsed[oldest] === undefined) continue;
      try {
        await client.query(`deallocate "${oldest}"`);
        delete parsed[oldest];
      } catch {
        // An aborted transaction refuses DEALLOCATE; the statement stays prepared and known to pg.
      }
    }
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient =>
    ({
      query(text: unknown, parameters?: readonly unknown[]) {
        // A text already named is preparable (only those are named): no pattern test again.
        const name =
          maxPerConnection > 0 && typeof text === 'string'
            ? (names.get(text) ?? (PREPARABLE.test(text) ? nameOf(text) : undefined))
            : undefined;
        if (name !== undefined) {
          // Already prepared on this connection (nearly every call): straight to pg, with no
          // promise of our own in between.
          const cache = caches.get(client);
          if (cache?.delete(name)) {
            cache.set(name, true);
            return runPrepared(client, name, text as string, parameters as unknown[] | undefined);
          }
          return use(client, name).then(() =>
            runPrepared(client, name, text as string, parameters as unknown[] | undefined),
          );
        }
        return client.query(text as string, parameters as unknown[]);
      },
      release: () => client.release(),
      // One function stands for the two overloads Kysely declares (text and cursor).
    }) as unknown as PostgresPoolClient;
  /**
   * One wrapper per pooled connection, kept: Kysely's driver and the traced dialect remember
   * their connection objects by this one, so a new wrapper on every checkout made each request
   * build them (and their WeakMap entries) anew.
   */
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  /**
   * A connection the server ends while it is checked out but between two queries (PostgreSQL
   * stopped or restarted, an administrator's pg_terminate_backend) has no query to fail: pg emits
   * 'error' on the client, and the pool listens only to idle ones. Unheard, that error would end
   * the process. Heard here, the client is no longer queryable: its next query fails (503) and
   * the pool drops it on release, so the server recovers by itself when the database returns.
   */
  const heard = new WeakSet<pg.PoolClient>();
  return {
    // pg's own promise, continued once (no async function around it: this runs on every query).
    connect: () =>
      pool.connect().then((client) => {
        if (!heard.has(client)) {
          heard.add(client);
          client.on('error', onConnectionError);
        }
        let wrapper = wrappers.get(client);
        if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
        return wrapper;
      }),
    end: () => pool.end(),
  };
}

/** Migrations and the start-up lock may wait and run long: no client-side read timeout for them. */
const UNBOUNDED_MS = 24 * 60 * 60 * 1000;

async function openPostgres(
  url: string,
  limits: DatabaseLimits,
  onConnectionError: (error: Error) => void,
  replicas: { urls: string[]; onDown: (replica: string, error: unknown) => void } = {
    urls: [],
    onDown: () => undefined,
  },
): Promise<DatabaseHandle> {
  // Asked for every column of every result (pg reads each statement's RowDescription again): the
  // same two functions each time rather than two new closures.
  const asText = (value: string) => value;
  const asNumber = (value: string) => Number(value);
  const typeParsers = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === DATE_OID) return asText;
      if (oid === INT8_OID) return asNumber;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const poolOf = (connectionString: string) =>
    new pg.Pool({
      connectionString,
      max: 20,
      types: typeParsers as pg.CustomTypesConfig,
      options: '-c timezone=Europe/Rome',
      // A database that does not answer fails the request (503) instead of holding it: a connection
      // (or a free pooled one) within DB_CONNECT_TIMEOUT_MS, a statement within
      // DB_STATEMENT_TIMEOUT_MS on the server, and pg itself gives up reading a second later.
      connectionTimeoutMillis: limits.DB_CONNECT_TIMEOUT_MS,
      statement_timeout: limits.DB_STATEMENT_TIMEOUT_MS,
      query_timeout: limits.DB_STATEMENT_TIMEOUT_MS + 1000,
    });
  const pool = poolOf(url);
  // A pooled connection the server ends while idle (restart, failover, an administrator) is
  // dropped by the pool and the next query opens a new one. Unheard, pg would throw that error
  // out of the process.
  pool.on('error', onConnectionError);
  const primary = preparedStatements(pool, limits.DB_PREPARED_STATEMENTS, onConnectionError);
  const db = new Kysely<Database>({ dialect: tracedDialect(new PostgresDialect({ pool: primary })) });
  // The connection goes back to the pool once the statement is answered or failed, as Kysely's
  // driver does; written as promise continuations, not an async function (every query runs it).
  executeDirectly(db, (text, parameters) =>
    primary.connect().then((client) => {
      let answer: Promise<{ rows: unknown[] }>;
      try {
        answer = client.query(text, parameters as unknown[]);
      } catch (error) {
        client.release();
        throw error;
      }
      return answer.then(
        (result) => {
          client.release();
          return result;
        },
        (error: unknown) => {
          client.release();
          throw error;
        },
      );
    }),
  );
  // The replicas, each with its own pool; a read that a replica fails runs on the primary's pool.
  const replicaPools = replicas.urls.map((replicaUrl) => {
    const replicaPool = poolOf(replicaUrl);
    replicaPool.on('error', onConnectionError);
    return { url: replicaUrl, pool: replicaPool };
  });
  const reads = replicaPools.length
    ? new Kysely<Database>({
        dialect: tracedDialect(
          replicaDialect(
            replicaPools.map((r) => ({
              // The host and port only: the URL may carry a password.
              name: hostOf(r.url),
              dialect: new PostgresDialect({
                pool: preparedStatements(r.pool, limits.DB_PREPARED_STATEMENTS, onConnectionError),
              }),
            })),
            new PostgresDialect({ pool: primary }).createDriver(),
            isDatabaseUnavailable,
            { onReplicaDown: replicas.onDown },
          ),
        ),
      })
    : db;
  return {
    db,
    reads,
    replicas: replicaPools.length,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async runScript(script, after) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('set local statement_timeout = 0');
        await client.query({ text: script, query_timeout: UNBOUNDED_MS } as pg.QueryConfig);
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
        // Another server may hold the lock for its whole migration and seed: wait without limit.
        await client.query('set statement_timeout = 0');
        await client.query({
          text: `select pg_advisory_lock(hashtext('sportello-startup'))`,
          query_timeout: UNBOUNDED_MS,
        } as pg.QueryConfig);
        return await fn();
      } finally {
        await client.query(`select pg_advisory_unlock(hashtext('sportello-startup'))`).catch(() => undefined);
        await client.query('reset statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await sql`select 1`.execute(db);
      return true;
    },
    async close() {
      if (reads !== db) await reads.destroy();
      await db.destroy();
    },
  };
}

/** `host:port` of a postgres:// URL, for the log (never its password). */
function hostOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'replica';
  }
}
