import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, openPgliteCopy, type DatabaseHandle } from '../src/db/index';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { SERVER_ROOT } from '../src/paths';
import { seedDemoData } from '../src/seed/index';
import { HttpError } from '../src/errors';
import { outboxKeyFor } from '../src/adapters/messenger';
import { openContent } from '../src/adapters/outbox-seal';
import { touchSession } from '../src/services/session-store';
import { actorFor, type Actor, type Deps, type UserActor } from '../src/use-cases/context';
import { TestApp } from './helper';

/**
 * A use case's test bench: the real database of a test server (seeded with the demo data), its
 * adapters as `deps`, and actors made from real sessions (a demo user's, an anonymous one).
 */
export function useUseCaseBench(overrides: Partial<Record<keyof Config, string>> = {}) {
  const testApp = useSeededCopyApp(overrides);
  const deps = (): Deps => {
    const { app } = testApp();
    return {
      db: app.db,
      config: app.config,
      messenger: app.messenger,
      log: app.log,
      paymentProvider: app.paymentProvider,
      metrics: app.metrics,
    };
  };
  async function actorOfSession(sessionId: string, ip = '198.51.100.7'): Promise<Actor> {
    const { app } = testApp();
    const session = await touchSession(app.db, sessionId, app.config);
    if (!session || session === 'expired') throw new Error('no live session');
    return actorFor(session, ip);
  }
  return {
    app: (): TestApp => testApp(),
    deps,
    actorOfSession,
    /** A demo user, logged in (password `Sportello!2026`). */
    async user(username: string, ip?: string): Promise<UserActor> {
      const actor = await actorOfSession(await testApp().login(username), ip);
      if (actor.kind !== 'user') throw new Error('not a user');
      return actor;
    },
    /** A link's guest session (a link that opens without login). */
    async guest(link: { id: number; hashCode: string }, company = 'ast'): Promise<Actor> {
      const res = await testApp().request('POST', '/Core/v1/sessions', {
        body: { createNewSessionRequest: { company, linkId: link.id, hashCode: link.hashCode, guest: true } },
      });
      return actorOfSession(res.json().createNewSessionResponse.sessionId as string);
    },
    /** The messages stored for a recipient, newest first. */
    async outbox(recipient: string) {
      const rows = await testApp()
        .db.selectFrom('outbox')
        .select(['channel', 'recipient', 'subject', 'body', 'meta'])
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .execute();
      // Stored sealed (adapters/outbox-seal.ts): opened as /dev/outbox does.
      const key = outboxKeyFor(testApp().app.config);
      return rows.map(({ recipient: _to, ...r }) => ({ ...r, ...openContent(key, { ...r, recipient }) }));
    },
    /** A session without login of a brand. */
    async anonymous(company = 'ast', ip?: string): Promise<Actor> {
      return actorOfSession(await testApp().newSession(company), ip);
    },
  };
}

/** Expects `promise` to fail with an HttpError of `status` (and `code`, when given). */
export async function expectHttpError(promise: Promise<unknown>, status: number, code?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(status);
  if (code) expect((error as HttpError).code).toBe(code);
  return error as HttpError;
}

/** Everything the seeded database depends on: migrations, seed code and the day (seeds are dated). */
function seedKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const dir of [MIGRATIONS_DIR, join(SERVER_ROOT, 'src', 'seed')]) {
    for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A copy of a migrated and seeded PGlite database: the first test file of a run builds it and
 * leaves it as a tarball in the temporary folder; the others open copies of it in memory, which
 * costs a fraction of migrating and seeding again (one seeded database per use case's test file).
 */
async function seededPgliteCopy(): Promise<DatabaseHandle> {
  const file = join(tmpdir(), `sportello-use-case-seed-${seedKey()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: undefined });
    await migrate(handle);
    await seedDemoData(handle.db);
    const tarball = await handle.dump!();
    await handle.close();
    // Written whole, then renamed: a file beside it never reads half a tarball.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
  }
  return openPgliteCopy(new Blob([readFileSync(file)]));
}

/**
 * On a PostgreSQL server (DATABASE_URL): a seeded template database, made once per seed key
 * under an advisory lock, and a throw-away copy of it per test file (CREATE DATABASE ... TEMPLATE).
 */
async function seededPostgresCopy(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = `sportello_uc_${seedKey()}`;
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
  return {
    url: urlOf(name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Like useTestApp, on a copy of the seeded database (PGlite, or PostgreSQL with DATABASE_URL). */
function useSeededCopyApp(overrides: Partial<Record<keyof Config, string>>): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    const base = { MODE: 'demo', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...overrides };
    if (serverUrl) {
      const copy = await seededPostgresCopy(serverUrl);
      const app = await buildApp({ config: loadConfig({ ...base, DATABASE_URL: copy.url }), logger: false });
      await app.ready();
      testApp = new TestApp(app, async () => {
        await app.close();
        await copy.drop();
      });
      return;
    }
    const app = await buildApp({
      config: loadConfig(base),
      database: await seededPgliteCopy(),
      logger: false,
    });
    await app.ready();
    testApp = new TestApp(app, () => app.close());
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('test app not built yet');
    return testApp;
  };
}
