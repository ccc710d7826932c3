import { sql } from 'kysely';
import { tooManyAttempts } from '@sportello/domain';
import type { Db } from '../../db/index';
import type { AuthFailuresTable } from '../../db/tables/core';
import { throttled } from '../../errors';

export type ThrottleScope = AuthFailuresTable['scope'];

export interface ThrottleRule {
  scope: ThrottleScope;
  subject: string;
  max: number;
  windowSeconds: number;
}

/**
 * Seconds to wait before the next attempt is allowed (0 = go ahead): when `max` failures fall in
 * the sliding window, the wait lasts until the oldest of the last `max` leaves it.
 */
export async function secondsToWait(db: Db, rule: ThrottleRule): Promise<number> {
  const rows = await db
    .selectFrom('auth_failures')
    .select(
      sql<number>`extract(epoch from (failed_at + make_interval(secs => ${rule.windowSeconds}) - now()))`.as(
        'left',
      ),
    )
    .where('scope', '=', rule.scope)
    .where('subject', '=', rule.subject)
    .where('failed_at', '>', sql<Date>`now() - make_interval(secs => ${rule.windowSeconds})`)
    .orderBy('failed_at', 'desc')
    .limit(rule.max)
    .execute();
  if (rows.length < rule.max) return 0;
  const oldest = rows[rows.length - 1]!;
  return Math.max(1, Math.ceil(Number(oldest.left)));
}

/** Throws the 429 of DESIGN.md (Retry-After and seconds in the body) when any rule is exhausted. */
export async function assertNotThrottled(db: Db, rules: ThrottleRule[]): Promise<void> {
  let wait = 0;
  for (const rule of rules) wait = Math.max(wait, await secondsToWait(db, rule));
  if (wait > 0) throw throttled(tooManyAttempts(wait), wait);
}

export async function recordFailure(db: Db, rules: ThrottleRule[]): Promise<void> {
  if (rules.length === 0) return;
  await db
    .insertInto('auth_failures')
    .values(rules.map((r) => ({ scope: r.scope, subject: r.subject })))
    .execute();
  // Keep the table small: forget this subject's failures that left every window (indexed).
  for (const r of rules) {
    await db
      .deleteFrom('auth_failures')
      .where('scope', '=', r.scope)
      .where('subject', '=', r.subject)
      .where('failed_at', '<', sql<Date>`now() - make_interval(secs => ${Math.max(r.windowSeconds, 86_400)})`)
      .execute();
  }
}

export async function clearFailures(db: Db, rule: Pick<ThrottleRule, 'scope' | 'subject'>): Promise<void> {
  await db
    .deleteFrom('auth_failures')
    .where('scope', '=', rule.scope)
    .where('subject', '=', rule.subject)
    .execute();
}
