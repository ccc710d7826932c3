import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { OperatorRoleColumn } from '../../db/tables/console';

/**
 * Operator sessions (operator_sessions): their own table and lifetime
 * (OPERATOR_SESSION_TTL_MINUTES of inactivity, OPERATOR_SESSION_MAX_HOURS at most), a customer's
 * X-Session-Id never finds one, and an operator's id is never looked up in the customers'
 * sessions. The id the console holds is 256 random bits; the table keeps its SHA-256.
 */

export type OperatorSessionLimits = Pick<
  Config,
  'OPERATOR_SESSION_TTL_MINUTES' | 'OPERATOR_SESSION_MAX_HOURS'
>;

const digest = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

export async function createOperatorSession(
  db: Db,
  limits: OperatorSessionLimits,
  operatorId: number,
  ip: string,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const absolute = sql<string>`now() + make_interval(secs => ${Math.round(limits.OPERATOR_SESSION_MAX_HOURS * 3600)})`;
  const row = await db
    .insertInto('operator_sessions')
    .values({
      id: digest(id),
      operator_id: operatorId,
      ip,
      absolute_expires_at: absolute,
      expires_at: sql<string>`least(now() + make_interval(mins => ${limits.OPERATOR_SESSION_TTL_MINUTES}), ${absolute})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { id, expiresAt: new Date(row.expires_at) };
}

export interface LiveOperatorSession {
  operatorId: number;
  username: string;
  name: string;
  role: OperatorRoleColumn;
  brands: string[];
}

/**
 * The live session of this id, its inactivity expiry slid forward (within its absolute end), or
 * 'expired', or null when unknown. A suspended operator has no session (the suspension ends them).
 */
export async function touchOperatorSession(
  db: Db,
  limits: OperatorSessionLimits,
  id: string,
): Promise<LiveOperatorSession | 'expired' | null> {
  const key = digest(id);
  const row = await db
    .updateTable('operator_sessions')
    .set({
      last_seen_at: sql<string>`now()`,
      expires_at: sql<string>`least(now() + make_interval(mins => ${limits.OPERATOR_SESSION_TTL_MINUTES}), absolute_expires_at)`,
    })
    .where('id', '=', key)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('operator_id')
    .executeTakeFirst();
  if (!row) {
    const stale = await db.deleteFrom('operator_sessions').where('id', '=', key).executeTakeFirst();
    return Number(stale.numDeletedRows) > 0 ? 'expired' : null;
  }
  const operator = await db
    .selectFrom('operators')
    .select(['id', 'username', 'name', 'role', 'brands'])
    .where('id', '=', row.operator_id)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (!operator) return null;
  return {
    operatorId: operator.id,
    username: operator.username,
    name: operator.name,
    role: operator.role,
    brands: operator.brands,
  };
}

export async function endOperatorSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('id', '=', digest(id)).execute();
}

export async function endOperatorSessions(db: Db, operatorId: number): Promise<void> {
  await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
}
