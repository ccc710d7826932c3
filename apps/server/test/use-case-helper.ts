import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, openPgliteCopy, type DatabaseHandle } from '../src/db/index';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { SERVER_ROOT } from '../src/paths';
import { seedDemoData } from '../src/seed/index';
import { HttpError } from '../src/errors';
import { touchSession } from '../src/services/session-store';
import { actorFor, type Actor, type Deps, type UserActor } from '../src/use-cases/context';
import { TestApp, useTestApp } from './helper';

/**
 * A use case's test bench: the real database of a test server (seeded with the demo data), its
 * adapters as `deps`, and actors made from real sessions (a demo user's, an anonymous one).
 */
export function useUseCaseBench(overrides: Partial<Record<keyof Config, string>> = {}) {
  const testApp = process.env.DATABASE_URL ? useTestApp(overrides) : usePgliteCopyApp(overrides);
  const deps = (): Deps => {
    const { app } = testApp();
    return {
      db: app.db,
      config: app.config,
      messenger: app.messenger,
      log: app.log,
      paymentProvider: app.paymentProvider,
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
        .select(['channel', 'subject', 'body', 'meta'])
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, meta: JSON.parse(r.meta) as Record<string, unknown> }));
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

/** Like useTestApp (PGlite), on a copy of the seeded database. */
function usePgliteCopyApp(overrides: Partial<Record<keyof Config, string>>): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    const config = loadConfig({ MODE: 'demo', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...overrides });
    const app = await buildApp({ config, database: await seededPgliteCopy(), logger: false });
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
