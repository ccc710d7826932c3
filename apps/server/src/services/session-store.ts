import { hash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../config';
import { compiledQuery } from '../db/compiled';
import type { Db } from '../db/index';

/** Inactivity timeout and absolute lifetime of sessions. */
export type SessionLimits = Pick<Config, 'SESSION_TTL_MINUTES' | 'SESSION_MAX_HOURS'>;

/** A session row as the request sees it once the header has been checked. */
export interface SessionContext {
  /** The id the client holds (never stored: the database keeps its SHA-256). */
  id: string;
  companyCode: string;
  userId: number | null;
  currentCustomerId: number | null;
  guest: boolean;
  linkId: number | null;
  clientSpec: unknown;
  expiresAt: Date;
  /** The end of the absolute lifetime (SESSION_MAX_HOURS after login or creation). */
  absoluteExpiresAt: Date;
  /**
   * Until then the session's list reads go to the primary, not a replica: the customer wrote a
   * moment ago (read-your-writes). Null when it never wrote.
   */
  primaryReadsUntil: Date | null;
  /**
   * A logged-in user's accepted customers, read with the session in the same query (every Erp
   * call needs them); undefined where the session was not read that way (the caller then asks
   * the database).
   */
  customerIds?: number[];
  /**
   * Set when this request rotated the session (rotateActorSession): the new id, which the
   * session plugin returns in the X-Session-Id header of the answer. The old id is ended.
   */
  rotatedId?: string;
}

/** 256 random bits, URL-safe: unguessable and fine in a header. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores for a session id: its SHA-256, hex. A stolen table opens nothing. */
export function hashSessionId(id: string): string {
  // The one-shot hash (Node ≥ 20.12): no Hash object per request; the same digest.
  return hash('sha256', id, 'hex');
}

export interface NewSessionValues {
  companyCode: string;
  clientSpec?: unknown;
  userId?: number | null;
  guest?: boolean;
  linkId?: number | null;
  currentCustomerId?: number | null;
  /** Keeps the absolute lifetime of the session this one replaces (rotation). */
  absoluteExpiresAt?: Date;
}

export async function createSession(
  db: Db,
  limits: SessionLimits,
  values: NewSessionValues,
): Promise<SessionContext> {
  const id = newSessionId();
  const absolute = values.absoluteExpiresAt
    ? sql<string>`${values.absoluteExpiresAt.toISOString()}::timestamptz`
    : sql<string>`now() + make_interval(secs => ${Math.round(limits.SESSION_MAX_HOURS * 3600)})`;
  const row = await db
    .insertInto('sessions')
    .values({
      id: hashSessionId(id),
      company_code: values.companyCode,
      client_spec: values.clientSpec === undefined ? null : JSON.stringify(values.clientSpec),
      user_id: values.userId ?? null,
      guest: values.guest ?? false,
      link_id: values.linkId ?? null,
      current_customer_id: values.currentCustomerId ?? null,
      absolute_expires_at: absolute,
      expires_at: sql<string>`least(now() + make_interval(mins => ${limits.SESSION_TTL_MINUTES}), ${absolute})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContext(row, id);
}

/**
 * A new id for the same session, the old one ended (privilege change: a customer associated, a
 * delegation granted or revoked). The absolute lifetime is kept, not restarted. Callers hand the
 * new id to the client.
 */
export async function rotateSession(
  db: Db,
  limits: SessionLimits,
  session: SessionContext,
  changes: Pick<NewSessionValues, 'currentCustomerId'> = {},
): Promise<SessionContext> {
  await endSession(db, session.id);
  return createSession(db, limits, {
    companyCode: session.companyCode,
    clientSpec: session.clientSpec ?? undefined,
    userId: session.userId,
    guest: session.guest,
    linkId: session.linkId,
    currentCustomerId:
      changes.currentCustomerId !== undefined ? changes.currentCustomerId : session.currentCustomerId,
    absoluteExpiresAt: session.absoluteExpiresAt,
  });
}

/**
 * Rotates the session a request acts on after a privilege change (ownership proven, delegation
 * accepted, narrowed or revoked, password changed): the old id ends at once and the new one is
 * kept on the request's session (`rotatedId`), which the session plugin sends back in the
 * X-Session-Id header of the answer, success or error. Returns the new id.
 */
export async function rotateActorSession(
  db: Db,
  limits: SessionLimits,
  session: SessionContext,
): Promise<string> {
  const fresh = await rotateSession(db, limits, { ...session, id: session.rotatedId ?? session.id });
  session.rotatedId = fresh.id;
  return fresh.id;
}

/** The expiry slides at most once per this many seconds (the inactivity timeout is exact to within it). */
export const SESSION_SLIDE_SECONDS = 60;

/** Due: last seen long enough ago, or an expiry short of a full TTL (e.g. the TTL was raised) that the absolute lifetime does not cap. */
const slideDue = (ttlMinutes: number) => {
  const ttl = sql`make_interval(mins => ${ttlMinutes})`;
  const slide = sql`make_interval(secs => ${SESSION_SLIDE_SECONDS})`;
  return sql<boolean>`(last_seen_at < now() - ${slide}
    or (expires_at < now() + ${ttl} - ${slide} and expires_at < absolute_expires_at))`;
};

/** The session by its key, with whether it is live, whether its expiry is due to slide, and the user's customers. */
const readSession = compiledQuery((db, key: string, ttlMinutes: number) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .select([
      sql<boolean>`(ended_at is null and expires_at > now() and absolute_expires_at > now())`.as('live'),
      slideDue(ttlMinutes).as('due'),
      // One round trip instead of two on every call: the user's customers come with the session.
      sql<number[]>`array(select uc.customer_id from user_customers uc
        where uc.user_id = sessions.user_id and uc.status = 'accepted' order by uc.customer_id)`.as(
        'customer_ids',
      ),
    ])
    .where('id', '=', key),
);

const slideSession = compiledQuery((db, key: string, ttlMinutes: number) =>
  db
    .updateTable('sessions')
    .set({
      last_seen_at: sql<string>`now()`,
      expires_at: sql<string>`least(now() + make_interval(mins => ${ttlMinutes}), absolute_expires_at)`,
    })
    .where('id', '=', key)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where(slideDue(ttlMinutes))
    .returningAll(),
);

/**
 * Finds a live session and slides its expiry forward (inactivity timeout). Returns
 * 'expired' for a session that existed but timed out or was ended, null for an unknown id.
 *
 * One read per request (a query compiled once); the row is written (last_seen_at and
 * expires_at) only when it was last slid more than SESSION_SLIDE_SECONDS ago, so a customer's
 * calls write their session at most once a minute and concurrent requests of one session do not
 * queue on its row lock. The timeout stays SESSION_TTL_MINUTES of inactivity, to within those
 * seconds.
 */
export async function touchSession(
  db: Db,
  id: string,
  limits: SessionLimits,
): Promise<SessionContext | 'expired' | null> {
  const key = hashSessionId(id);
  const [row] = await readSession(db, key, limits.SESSION_TTL_MINUTES);
  if (!row) return null;
  if (!row.live) return 'expired';
  const customerIds = row.user_id === null ? undefined : row.customer_ids.map(Number);
  if (!row.due) return toContext(row, id, customerIds);
  const [slid] = await slideSession(db, key, limits.SESSION_TTL_MINUTES);
  // Nothing updated: a concurrent request of the same session slid it first; the row read above is live.
  return toContext(slid ?? row, id, customerIds);
}

/**
 * Seconds a session's list reads stay on the primary after it wrote (read-your-writes with
 * replicas): well above a streaming replica's lag, which is milliseconds.
 */
export const READ_YOUR_WRITES_SECONDS = 5;

const primaryReadsFor = compiledQuery((db, key: string) =>
  db
    .updateTable('sessions')
    .set({ primary_reads_until: sql<string>`now() + make_interval(secs => ${READ_YOUR_WRITES_SECONDS})` })
    .where('id', '=', key),
);

const primaryReadsForCustomer = compiledQuery((db, customerId: number) =>
  db
    .updateTable('sessions')
    .set({ primary_reads_until: sql<string>`now() + make_interval(secs => ${READ_YOUR_WRITES_SECONDS})` })
    .where('ended_at', 'is', null)
    .where('user_id', 'in', (eb) =>
      eb
        .selectFrom('user_customers')
        .select('user_customers.user_id')
        .where('user_customers.customer_id', '=', customerId)
        .where('user_customers.status', '=', 'accepted'),
    ),
);

/** The session wrote: its list reads go to the primary for READ_YOUR_WRITES_SECONDS. */
export async function readFromPrimaryAWhile(db: Db, id: string): Promise<void> {
  await primaryReadsFor(db, hashSessionId(id));
}

/**
 * Something was written for a customer without their session (the provider's payment
 * notification): the live sessions of its users read from the primary for a while, so the
 * customer returning from the payment page sees the bill paid.
 */
export async function customerReadsFromPrimaryAWhile(db: Db, customerId: number): Promise<void> {
  await primaryReadsForCustomer(db, customerId);
}

export async function endSession(db: Db, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: sql<string>`now()` })
    .where('id', '=', hashSessionId(id))
    .execute();
}

/**
 * Ends every live session of a user, except the one whose id is `keep` (a password change ends
 * the others; a suspension, done by the database trigger of migration 0320, ends them all).
 */
export async function endUserSessions(db: Db, userId: number, keep?: string): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ ended_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keep) q = q.where('id', '!=', hashSessionId(keep));
  await q.execute();
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
  absolute_expires_at: Date;
  primary_reads_until: Date | null;
};

/** A timestamp as pg gives it (a Date of its own, used as it is) or as text. */
const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * `id` is the id the client holds; the row has only its hash. The row's Dates are pg's own, new
 * for each row: kept, not copied (this runs on every request).
 */
function toContext(row: SessionRow, id: string, customerIds?: number[]): SessionContext {
  return {
    id,
    companyCode: row.company_code,
    userId: row.user_id,
    currentCustomerId: row.current_customer_id,
    guest: row.guest,
    linkId: row.link_id,
    clientSpec: typeof row.client_spec === 'string' ? JSON.parse(row.client_spec) : row.client_spec,
    expiresAt: asDate(row.expires_at),
    absoluteExpiresAt: asDate(row.absolute_expires_at),
    primaryReadsUntil: row.primary_reads_until === null ? null : asDate(row.primary_reads_until),
    customerIds,
  };
}
