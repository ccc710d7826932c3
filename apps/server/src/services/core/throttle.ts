import { sql } from 'kysely';
import { tooManyAttempts } from '@sportello/domain';
import type { Db } from '../../db/index';
import { throttled } from '../../errors';

export type ThrottleScope =
  | 'login-user'
  | 'login-ip'
  | 'probe-ip'
  | 'username-check-ip'
  | 'register-ip'
  | 'register-email'
  | 'delegation-user'
  | 'delegation-customer'
  | 'session-ip'
  | 'contact-ip'
  | 'operator-login-user'
  | 'operator-login-ip';

export interface ThrottleRule {
  scope: ThrottleScope;
  subject: string;
  max: number;
  windowSeconds: number;
}

/** An attempt counted against its rules; one that turns out right is given back. */
export interface Attempt {
  /** The attempt succeeded (right password, matching data): it no longer counts. */
  succeeded(): Promise<void>;
}

/**
 * Counts one attempt of a rule and reads the count in the same statement: with parallel
 * requests each gets its own number, so no more than `max` pass in a window whatever the timing.
 * Returns the seconds to wait (0 = this attempt may go ahead).
 */
async function countAttempt(db: Db, rule: ThrottleRule): Promise<number> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const { rows } = await sql<{ hits: number; left: string }>`
    insert into throttle_counters (scope, subject, hits, reset_at)
    values (${rule.scope}, ${rule.subject}, 1, now() + ${window})
    on conflict (scope, subject) do update set
      hits = case when throttle_counters.reset_at <= now() then 1 else throttle_counters.hits + 1 end,
      reset_at = case when throttle_counters.reset_at <= now() then excluded.reset_at
        else throttle_counters.reset_at end
    returning hits, extract(epoch from reset_at - now()) as left`.execute(db);
  const row = rows[0]!;
  return Number(row.hits) > rule.max ? Math.max(1, Math.ceil(Number(row.left))) : 0;
}

async function giveBack(db: Db, rules: ThrottleRule[]): Promise<void> {
  for (const r of rules) {
    await db
      .updateTable('throttle_counters')
      .set({ hits: sql<number>`greatest(hits - 1, 0)` })
      .where('scope', '=', r.scope)
      .where('subject', '=', r.subject)
      .where('reset_at', '>', sql<Date>`now()`)
      .execute();
  }
}

/**
 * Counts an attempt against every rule before the caller checks anything (password, fiscal
 * data), and throws the 429 of DESIGN.md (Retry-After, seconds in the body) when a rule is past
 * its `max` in the current window. Fixed windows of `windowSeconds` per subject.
 */
export async function takeAttempt(db: Db, rules: ThrottleRule[]): Promise<Attempt> {
  const waits: number[] = [];
  for (const rule of rules) waits.push(await countAttempt(db, rule));
  const wait = Math.max(0, ...waits);
  if (wait > 0) {
    // Refused: the rules still under their limit do not pay for it.
    await giveBack(
      db,
      rules.filter((_, i) => waits[i] === 0),
    );
    throw throttled(tooManyAttempts(wait), wait);
  }
  return { succeeded: () => giveBack(db, rules) };
}

/**
 * Anonymous and link sessions created from one client address: SESSION_CREATE_IP_MAX a minute
 * (every first visit creates one; the e2e suite creates hundreds from 127.0.0.1, hence the
 * generous default).
 */
export function sessionCreationThrottleRules(
  config: { SESSION_CREATE_IP_MAX: number },
  ip: string,
): ThrottleRule[] {
  return [{ scope: 'session-ip', subject: ip, max: config.SESSION_CREATE_IP_MAX, windowSeconds: 60 }];
}

/** Contact form requests from one client address: CONTACT_IP_MAX an hour. */
export function contactThrottleRules(config: { CONTACT_IP_MAX: number }, ip: string): ThrottleRule[] {
  return [{ scope: 'contact-ip', subject: ip, max: config.CONTACT_IP_MAX, windowSeconds: 3600 }];
}

/** Forgets a subject's count (a successful login clears its username). */
export async function clearFailures(db: Db, rule: Pick<ThrottleRule, 'scope' | 'subject'>): Promise<void> {
  await db
    .deleteFrom('throttle_counters')
    .where('scope', '=', rule.scope)
    .where('subject', '=', rule.subject)
    .execute();
}
