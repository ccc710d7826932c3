import { PRODUCTION_TEST_ENV } from '../src/testing/production-env';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase, openPgliteCopy, type DatabaseHandle } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { DEMO_LINKS } from '../src/seed/core';
import { findDemoData } from '../src/seed/demo-marker';
import { seedDemoData } from '../src/seed/index';

/**
 * Item 1 of issue 18: demo data never reaches production. The demo seed marks what it wrote
 * (the `demo_seed` row, in the seed's own transaction); production refuses to start on a database
 * that holds it, or, seeded by a version before the marker, the demo users or the fixed demo
 * links themselves. Always on PGlite copies of one seeded database (also in CI's PostgreSQL run).
 */
describe('production refuses a database the demo seed wrote', () => {
  const production = loadConfig({ ...PRODUCTION_TEST_ENV, LOG_LEVEL: 'silent' });
  let seeded: Blob;
  let migrated: Blob;
  const open: DatabaseHandle[] = [];
  const copyOf = async (tarball: Blob) => {
    const handle = await openPgliteCopy(tarball);
    open.push(handle);
    return handle;
  };

  beforeAll(async () => {
    const handle = await openDatabase({ DATA_DIR: 'memory://', DATABASE_URL: undefined });
    await migrate(handle);
    migrated = await handle.dump!();
    expect(await seedDemoData(handle.db)).toBe(true);
    seeded = await handle.dump!();
    await handle.close();
  });

  afterEach(async () => {
    // A refused start closes its database itself; closing twice is harmless.
    for (const handle of open.splice(0)) await handle.close().catch(() => undefined);
  });

  it('the seed writes its marker in its own transaction', async () => {
    const handle = await copyOf(seeded);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from demo_seed`.execute(handle.db);
    expect(rows[0]!.n).toBe(1);
    const clean = await copyOf(migrated);
    const none = await sql<{ n: number }>`select count(*)::int as n from demo_seed`.execute(clean.db);
    expect(none.rows[0]!.n).toBe(0);
  });

  it('boots production on a seeded database: refused before listening, saying why in Italian', async () => {
    const handle = await copyOf(seeded);
    const start = buildApp({ config: production, database: handle, logger: false });
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(/contiene i dati della modalità demo/);
    await expect(start).rejects.toThrow(/utenti demo/);
    await expect(start).rejects.toThrow(/link demo/);
    await expect(start).rejects.toThrow(/database nuovo/);
  });

  it('a database seeded before the marker existed: the demo users are the evidence', async () => {
    const handle = await copyOf(seeded);
    await sql`delete from demo_seed`.execute(handle.db);
    const found = await findDemoData(handle.db);
    expect(found.join('\n')).toMatch(/utenti demo \(demo\.ast, /);
    await expect(buildApp({ config: production, database: handle, logger: false })).rejects.toThrow(
      /contiene i dati della modalità demo/,
    );
  });

  it('the marker migration marks a database seeded before it', async () => {
    const handle = await copyOf(seeded);
    await sql`drop table demo_seed`.execute(handle.db);
    await sql`delete from schema_migrations where name = '0500_demo_seed.sql'`.execute(handle.db);
    expect(await migrate(handle)).toEqual(['0500_demo_seed.sql']);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from demo_seed`.execute(handle.db);
    expect(rows[0]!.n).toBe(1);
  });

  it('and without the demo users, the fixed demo links with their known hashes', async () => {
    const handle = await copyOf(seeded);
    await sql`delete from demo_seed`.execute(handle.db);
    // The users keep their rows (the links point at them) but no longer look seeded.
    await sql`update users set key = 'USR-' || upper(substr(md5(id::text), 1, 10))`.execute(handle.db);
    const found = await findDemoData(handle.db);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(
      `link demo (${Object.values(DEMO_LINKS)
        .map((l) => l.id)
        .join(', ')})`,
    );
  });

  it('a customer who registered a demo-looking username, or a real link 9001, stops nothing', async () => {
    const handle = await copyOf(migrated);
    await handle.db
      .insertInto('users')
      .values({
        key: 'USR-0A1B2C3D4E',
        username: 'demo.ast',
        company_code: 'ast',
        password_hash: null,
        status: 'Active',
        type: 'Customer',
        email: 'qualcuno@example.it',
      })
      .execute();
    await handle.db
      .insertInto('links')
      .values({
        id: DEMO_LINKS.message.id,
        company_code: 'ast',
        module_id: 4,
        entity_key: null,
        customer_id: null,
        user_id: null,
        hash_sha256: 'f'.repeat(64),
        expires_at: '2030-01-01T00:00:00Z',
      })
      .execute();
    expect(await findDemoData(handle.db)).toEqual([]);
    const app = await buildApp({ config: production, database: handle, logger: false });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await app.close();
  });

  it('demo mode starts on the seeded database as before', async () => {
    const handle = await copyOf(seeded);
    const app = await buildApp({
      config: loadConfig({ MODE: 'demo', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
      database: handle,
      logger: false,
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await app.close();
  });
});
