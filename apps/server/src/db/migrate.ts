import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { SERVER_ROOT } from '../paths';
import type { DatabaseHandle } from './index';

export const MIGRATIONS_DIR = join(SERVER_ROOT, 'migrations');

/**
 * Applies the versioned SQL files of `migrations/` in name order, each once and in its own
 * transaction, recording them in `schema_migrations`. Same files for PGlite and PostgreSQL.
 */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(handle.db);
  const done = new Set(
    (await handle.db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name),
  );
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = readFileSync(`${dir}/${file}`, 'utf8');
    await handle.runScript(script, async (tx) => {
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
