import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index';

/** A session row as the request sees it once the header has been checked. */
export interface SessionContext {
  id: string;
  companyCode: string;
  userId: number | null;
  currentCustomerId: number | null;
  guest: boolean;
  linkId: number | null;
  clientSpec: unknown;
  expiresAt: Date;
  /**
   * A logged-in user's accepted customers, read with the session in the same query (every Erp
   * call needs them); undefined where the session was not read that way (the caller then asks
   * the database).
   */
  customerIds?: number[];
}

/** 256 random bits, URL-safe: unguessable and fine in a header. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Db,
  ttlMinutes: number,
  values: {
    companyCode: string;
    clientSpec?: unknown;
    userId?: number | null;
    guest?: boolean;
    linkId?: number | null;
    currentCustomerId?: number | null;
  },
): Promise<SessionContext> {
  const row = await db
    .insertInto('sessions')
    .values({
      id: newSessionId(),
      company_code: values.companyCode,
      client_spec: values.clientSpec === undefined ? null : JSON.stringify(values.clientSpec),
      user_id: values.userId ?? null,
      guest: values.guest ?? false,
      link_id: values.linkId ?? null,
      current_customer_id: values.currentCustomerId ?? null,
      expires_at: sql<string>`now() + make_interval(mins => ${ttlMinutes})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContext(row);
}

/** The expiry slides at most once per this many seconds (the inactivity timeout is exact to within it). */
export const SESSION_SLIDE_SECONDS = 30;

/**
 * Finds a live session and slides its expiry forward (inactivity timeout). Returns
 * 'expired' for a session that existed but timed out or was ended, null for an unknown id.
 *
 * One read per request; the row is written (last_seen_at and expires_at) only when it was last
 * slid more than SESSION_SLIDE_SECONDS ago, so concurrent requests of one session do not queue on
 * its row lock. The timeout stays SESSION_TTL_MINUTES of inactivity, to within those seconds.
 */
export async function touchSession(
  db: Db,
  id: string,
  ttlMinutes: number,
): Promise<SessionContext | 'expired' | null> {
  const ttl = sql`make_interval(mins => ${ttlMinutes})`;
  const slide = sql`make_interval(secs => ${SESSION_SLIDE_SECONDS})`;
  // Due: last seen long enough ago, or an expiry short of a full TTL (e.g. the TTL was raised).
  const due = sql<boolean>`(last_seen_at < now() - ${slide} or expires_at < now() + ${ttl} - ${slide})`;
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .select([
      sql<boolean>`(ended_at is null and expires_at > now())`.as('live'),
      due.as('due'),
      // One round trip instead of two on every call: the user's customers come with the session.
      sql<number[]>`array(select uc.customer_id from user_customers uc
        where uc.user_id = sessions.user_id and uc.status = 'accepted' order by uc.customer_id)`.as(
        'customer_ids',
      ),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (!row.live) return 'expired';
  const customerIds = row.user_id === null ? undefined : row.customer_ids.map(Number);
  if (!row.due) return { ...toContext(row), customerIds };
  const slid = await db
    .updateTable('sessions')
    .set({ last_seen_at: sql<string>`now()`, expires_at: sql<string>`now() + ${ttl}` })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where(due)
    .returningAll()
    .executeTakeFirst();
  // Nothing updated: a concurrent request of the same session slid it first; the row read above is live.
  return { ...toContext(slid ?? row), customerIds };
}

export async function endSession(db: Db, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: sql<string>`now()` })
    .where('id', '=', id)
    .execute();
}

type SessionRow = {
  id: string;
  company_code: string;
  user_id: number | null;
  current_customer_id: number | null;
  guest: boolean;
  link_id: number | null;
  client_spec: unknown;
  expires_at: Date;
};

function toContext(row: SessionRow): SessionContext {
  return {
    id: row.id,
    companyCode: row.company_code,
    userId: row.user_id,
    currentCustomerId: row.current_customer_id,
    guest: row.guest,
    linkId: row.link_id,
    clientSpec: typeof row.client_spec === 'string' ? JSON.parse(row.client_spec) : row.client_spec,
    expiresAt: new Date(row.expires_at),
  };
}
