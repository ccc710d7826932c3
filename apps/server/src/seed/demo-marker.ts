import { sql } from 'kysely';
import { ConfigError } from '../config';
import type { Db } from '../db/index';
import { hashOf } from '../services/core/links';
import { DEMO_LINKS, DEMO_PENDING_USER } from './core';
import { DEMO_USERS } from './demo-people';

/** The key the portal gives a user it registers (services/core/users.ts): never a seeded one. */
const REGISTERED_USER_KEY = '^USR-[0-9A-F]{10}$';

/** Marks the database as seeded with demo data: called inside the seed's own transaction. */
export async function markDemoSeed(tx: Db): Promise<void> {
  await sql`insert into demo_seed default values on conflict (id) do nothing`.execute(tx);
}

/**
 * What shows that the demo seed wrote to this database, one Italian line per kind of evidence
 * (none: a clean database). The marker row first; then, for a database seeded before the marker
 * existed, the demo users (a demo username with a key the portal never gives a registration, so
 * a customer who picks `demo.ast` as username stops nothing) and the fixed demo links with their
 * published hashes (a real link 9001 has another hash).
 */
export async function findDemoData(db: Db): Promise<string[]> {
  const found: string[] = [];
  const marker = await sql<{ seeded_at: Date | string }>`select seeded_at from demo_seed`.execute(db);
  const seededAt = marker.rows[0]?.seeded_at;
  if (seededAt !== undefined)
    found.push(
      `il seed della modalità demo ha scritto in questo database (tabella demo_seed, ${new Date(seededAt).toISOString()})`,
    );
  const usernames = [...DEMO_USERS.map((u) => u.username), DEMO_PENDING_USER.username];
  const users = await db
    .selectFrom('users')
    .select('username')
    .where('username', 'in', usernames)
    .where(sql<boolean>`key !~ ${REGISTERED_USER_KEY}`)
    .orderBy('id')
    .execute();
  if (users.length > 0) {
    const names = users.map((u) => u.username);
    found.push(
      `ci sono ${names.length} utenti demo (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}) con la password pubblicata nel README`,
    );
  }
  const demoLinks = Object.values(DEMO_LINKS);
  const links = await db
    .selectFrom('links')
    .select('id')
    .where((eb) =>
      eb.or(demoLinks.map((l) => eb.and([eb('id', '=', l.id), eb('hash_sha256', '=', hashOf(l.hashCode))]))),
    )
    .orderBy('id')
    .execute();
  if (links.length > 0)
    found.push(
      `ci sono i link demo (${links.map((l) => l.id).join(', ')}) con i codici pubblicati nel README`,
    );
  return found;
}

/** Production on a database the demo seed wrote: the start stops with this. */
export class DemoDataInProductionError extends ConfigError {
  constructor(found: string[]) {
    super(
      [
        'Avvio rifiutato: il database contiene i dati della modalità demo e MODE=production non parte su dati demo.',
        ...found.map((f) => `  - ${f}`),
        'Utenti demo con password nota e link demo fissi darebbero accesso a chiunque. Usare per la produzione un database nuovo',
        '(DATABASE_URL di un database vuoto: le migrazioni lo preparano) e tenere il database della demo separato.',
      ].join('\n'),
    );
  }
}

/** Production's start-up check, before listening: throws when the database holds demo data. */
export async function refuseDemoData(db: Db): Promise<void> {
  const found = await findDemoData(db);
  if (found.length > 0) throw new DemoDataInProductionError(found);
}
