import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/index';

export interface PurgeCounts {
  sessions: number;
  throttleCounters: number;
  workflows: number;
  outbox: number;
  pendingUsers: number;
  /** Integration imports: finished ones past IMPORT_RETENTION_DAYS, uploads a crash left half-received. */
  importRuns: number;
}

/** Ended or expired rows stay this long, so a late client still hears "expired" rather than "unknown". */
const GRACE = sql`interval '1 day'`;

/**
 * Deletes what has no use left: sessions ended or expired (a day ago), throttle counters whose
 * window is over, workflows (OTP checks, resets, delegations) expired a day ago, and outbox rows
 * older than OUTBOX_RETENTION_DAYS, and registrations that never proved ownership (Pending users
 * with no accepted customer, nothing on record in their name) older than
 * PENDING_USER_RETENTION_DAYS, and the integration API's imports (their chunks and refused lines
 * go with them, on delete cascade): finished (done or failed) more than IMPORT_RETENTION_DAYS
 * ago, or still `receiving` a day after they began (the upload's process died: a live upload
 * moves on to queued or is deleted within its request). Several servers may run it at once: the
 * one that takes the transaction's advisory lock purges, the others return null at once.
 */
export async function purgeExpired(
  db: Db,
  config: Pick<Config, 'OUTBOX_RETENTION_DAYS' | 'PENDING_USER_RETENTION_DAYS' | 'IMPORT_RETENTION_DAYS'>,
): Promise<PurgeCounts | null> {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext('sportello-purge')) as locked`.execute(tx);
    if (!rows[0]?.locked) return null;
    const sessions = await tx
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('ended_at', '<', sql<Date>`now() - ${GRACE}`),
          eb(sql`least(expires_at, absolute_expires_at)`, '<', sql<Date>`now() - ${GRACE}`),
        ]),
      )
      .executeTakeFirst();
    const throttleCounters = await tx
      .deleteFrom('throttle_counters')
      .where('reset_at', '<', sql<Date>`now()`)
      .executeTakeFirst();
    const workflows = await tx
      .deleteFrom('workflows')
      .where('expires_at', '<', sql<Date>`now() - ${GRACE}`)
      .executeTakeFirst();
    const outbox = await tx
      .deleteFrom('outbox')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${config.OUTBOX_RETENTION_DAYS})`)
      .executeTakeFirst();
    // Their sessions, links, workflows and pending relations go with them (on delete cascade);
    // a user with a payment, a request or a contact form on record is never one of them.
    const pendingUsers = await tx
      .deleteFrom('users')
      .where('status', '=', 'Pending')
      .where(
        'created_at',
        '<',
        sql<Date>`now() - make_interval(days => ${config.PENDING_USER_RETENTION_DAYS})`,
      )
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('user_customers')
              .select(sql`1`.as('one'))
              .whereRef('user_customers.user_id', '=', 'users.id')
              .where('user_customers.status', '=', 'accepted'),
          ),
        ),
      )
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('payments')
              .select(sql`1`.as('one'))
              .whereRef('payments.user_id', '=', 'users.id'),
          ),
        ),
      )
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('customer_requests')
              .select(sql`1`.as('one'))
              .whereRef('customer_requests.user_id', '=', 'users.id'),
          ),
        ),
      )
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('contact_requests')
              .select(sql`1`.as('one'))
              .whereRef('contact_requests.user_id', '=', 'users.id'),
          ),
        ),
      )
      .executeTakeFirst();
    const importRuns = await tx
      .deleteFrom('import_runs')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('state', 'in', ['done', 'failed']),
            eb('finished_at', '<', sql<Date>`now() - make_interval(days => ${config.IMPORT_RETENTION_DAYS})`),
          ]),
          eb.and([eb('state', '=', 'receiving'), eb('created_at', '<', sql<Date>`now() - ${GRACE}`)]),
        ]),
      )
      .executeTakeFirst();
    return {
      sessions: Number(sessions.numDeletedRows),
      throttleCounters: Number(throttleCounters.numDeletedRows),
      workflows: Number(workflows.numDeletedRows),
      outbox: Number(outbox.numDeletedRows),
      pendingUsers: Number(pendingUsers.numDeletedRows),
      importRuns: Number(importRuns.numDeletedRows),
    };
  });
}
