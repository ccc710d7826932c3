import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { INTEGRATION_SCOPES, type IntegrationScope } from '@sportello/contract/operation';
import type { Config } from '../../config';
import type { Db } from '../../db/index';

/**
 * The integration tokens (migration 0700): created, listed and revoked with
 * `npm run integration:token`, shown once at creation and kept only as the SHA-256 of their text.
 * A token is 32 random bytes, not a password a person chose: a plain digest is enough (see the
 * migration), and it lets a call find its token by an indexed lookup.
 */

/** The demo token (demo mode only, with every scope), published in the README like the demo password. */
export const DEMO_INTEGRATION_TOKEN = 'sportello-demo-integrazione-2026';
export const DEMO_INTEGRATION_TOKEN_NAME = 'demo';

/** The prefix of the tokens the command creates (recognisable in a leaked file, e.g. by secret scanners). */
const TOKEN_PREFIX = 'spt_';

/** A name: lowercase letters, digits, `.`, `_`, `-`, at most 63 characters (the table's check). */
export const TOKEN_NAME = /^[a-z0-9][a-z0-9._-]{0,62}$/;

/** last_used_at moves at most this often (one write a minute per token, not one per call). */
export const LAST_USED_EVERY_MS = 60_000;

export interface IntegrationToken {
  id: number;
  name: string;
  scopes: IntegrationScope[];
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** The hex SHA-256 of a token's text (what the table keeps). */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token's text: the prefix and 32 random bytes in base64url (43 characters). */
export function newTokenText(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** The scopes of a comma-separated list (`import,requests`), or an Italian reason. */
export function parseScopes(list: string): IntegrationScope[] | string {
  const given = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (given.length === 0) return `Indicare almeno un ambito tra: ${INTEGRATION_SCOPES.join(', ')}.`;
  const unknown = given.filter((s) => !(INTEGRATION_SCOPES as readonly string[]).includes(s));
  if (unknown.length > 0)
    return `Ambito sconosciuto: ${unknown.join(', ')} (ammessi: ${INTEGRATION_SCOPES.join(', ')}).`;
  return INTEGRATION_SCOPES.filter((s) => given.includes(s));
}

type Row = {
  id: number;
  name: string;
  scopes: string[];
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
};

function tokenOf(row: Row): IntegrationToken {
  return {
    id: Number(row.id),
    name: row.name,
    scopes: row.scopes as IntegrationScope[],
    createdAt: new Date(row.created_at),
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
  };
}

const COLUMNS = ['id', 'name', 'scopes', 'created_at', 'revoked_at', 'last_used_at'] as const;

/**
 * Creates a token and returns its text (shown once: only its digest is kept). A name already in
 * use, revoked or not, is refused: the logs name tokens by name.
 */
export async function createIntegrationToken(
  db: Db,
  name: string,
  scopes: readonly IntegrationScope[],
): Promise<{ token: string; record: IntegrationToken } | { refused: string }> {
  if (!TOKEN_NAME.test(name))
    return {
      refused: `Nome non valido: «${name}» (lettere minuscole, cifre, punto, trattino o trattino basso; al più 63 caratteri).`,
    };
  if (scopes.length === 0) return { refused: 'Indicare almeno un ambito.' };
  const token = newTokenText();
  const row = await db
    .insertInto('integration_tokens')
    .values({ name, scopes: [...scopes], token_sha256: tokenDigest(token) })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row)
    return { refused: `Esiste già un token di nome «${name}» (anche revocato): sceglierne un altro.` };
  return { token, record: tokenOf(row) };
}

/** Every token, newest first (revoked ones too). */
export async function listIntegrationTokens(db: Db): Promise<IntegrationToken[]> {
  const rows = await db.selectFrom('integration_tokens').select(COLUMNS).orderBy('id', 'desc').execute();
  return rows.map(tokenOf);
}

/** Revokes a token by name: false when there is none, or it was already revoked. */
export async function revokeIntegrationToken(db: Db, name: string): Promise<boolean> {
  const result = await db
    .updateTable('integration_tokens')
    .set({ revoked_at: sql`now()` })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The live (not revoked) token with this text, or null. In production the demo token's text
 * never authenticates, even if a row with its digest were there.
 */
export async function findIntegrationToken(
  db: Db,
  config: Pick<Config, 'MODE'>,
  token: string,
): Promise<IntegrationToken | null> {
  if (token.length < 16 || token.length > 200) return null;
  if (config.MODE !== 'demo' && token === DEMO_INTEGRATION_TOKEN) return null;
  const row = await db
    .selectFrom('integration_tokens')
    .select(COLUMNS)
    .where('token_sha256', '=', tokenDigest(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? tokenOf(row) : null;
}

/** Records a use: last_used_at moves when it is older than a minute (at most one write a minute). */
export async function touchIntegrationToken(
  db: Db,
  token: IntegrationToken,
  now = new Date(),
): Promise<void> {
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db
    .updateTable('integration_tokens')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', token.id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`),
      ]),
    )
    .execute();
}

/** Demo mode: the demo token, with every scope, on every start (kept revoked if revoked). */
export async function seedDemoIntegrationToken(db: Db): Promise<void> {
  await db
    .insertInto('integration_tokens')
    .values({
      name: DEMO_INTEGRATION_TOKEN_NAME,
      scopes: [...INTEGRATION_SCOPES],
      token_sha256: tokenDigest(DEMO_INTEGRATION_TOKEN),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
