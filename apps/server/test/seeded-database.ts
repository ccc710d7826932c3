import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, openPgliteCopy, type DatabaseHandle } from '../src/db/index';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { SERVER_ROOT } from '../src/paths';
import { seedDemoData } from '../src/seed/index';

/**
 * Copies of one migrated and seeded demo database for the test files: migrating and seeding a
 * fresh database cost about 4 s per file on PGlite (two thirds of the API suite's time on 2
 * cores); opening a copy costs about 1 s, and `CREATE DATABASE … TEMPLATE` on a server far less.
 * The copy holds exactly what the server's database plugin would have written on a fresh demo
 * database (migrations, then the demo seed): the plugin finds it done and goes on.
 */

/** Everything the seeded database depends on: migrations, seed code and the day (seeds are dated). */
function seedKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const dir of [MIGRATIONS_DIR, join(SERVER_ROOT, 'src', 'seed')]) {
    for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The tarball, kept by the worker (the API project shares modules between files: isolate false). */
let tarball: { key: string; blob: Blob } | undefined;

/**
 * A copy of a migrated and seeded PGlite database: the first test file of a run builds it and
 * leaves it as a tarball in the temporary folder; the others open copies of it in memory.
 */
export async function seededPgliteCopy(): Promise<DatabaseHandle> {
  const key = seedKey();
  if (tarball?.key !== key) {
    const file = join(tmpdir(), `sportello-seed-${key}.tar`);
    if (!existsSync(file)) {
      const handle = await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: undefined });
      await migrate(handle);
      await seedDemoData(handle.db);
      const dump = await handle.dump!();
      await handle.close();
      // Written whole, then renamed: a worker beside this one never reads half a tarball.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    tarball = { key, blob: new Blob([readFileSync(file)]) };
  }
  return openPgliteCopy(tarball.blob);
}

/**
 * On a PostgreSQL server (DATABASE_URL): a seeded template database, made once per seed key
 * under an advisory lock, and a throw-away copy of it per test file (CREATE DATABASE ... TEMPLATE).
 */
export async function seededPostgresCopy(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `sportello_seed_${seedKey()}`;
  const name = `sportello_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const urlOf = (db: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${db}`;
    return url.toString();
  };
  try {
    await admin.query('select pg_advisory_lock(74201)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const handle = await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: urlOf(template) });
      await migrate(handle);
      await seedDemoData(handle.db);
      await handle.close();
    }
    // The template's own connections (the seeding pool) may still be closing: wait for them.
    for (let tries = 0; tries < 200; tries += 1) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [template],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(74201)').catch(() => undefined);
    await admin.end();
  }
  return { url: urlOf(name), drop: () => dropDatabase(serverUrl, name) };
}

/** A fresh, empty database on the server (what the tests of other modes than demo start from). */
export async function emptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sportello_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  // The app's pool has ended its clients, but their backends may still be closing: wait a
  // bounded moment for them, so that `with (force)` has no live connection to cut.
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
