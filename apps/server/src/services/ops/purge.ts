import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/index';

export interface PurgeCounts {
  sessions: number;
  throttleCounters: number;
  workflows: number;
  outbox: number;
}

/** Ended or expired rows stay this long, so a late client still hears "expired" rather than "unknown". */
const GRACE = sql`interval '1 day'`;

/**
 * Deletes what has no use left: sessions ended or expired (a day ago), throttle counters whose
 * window is over, workflows (OTP checks, resets, delegations) expired a day ago, and outbox rows
 * older than OUTBOX_RETENTION_DAYS. Several servers may run it at once: the one that takes the
 * transaction's advisory lock purges, the others return null at once.
 */
export async function purgeExpired(
  db: Db,
  config: Pick<Config, 'OUTBOX_RETENTION_DAYS'>,
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
    return {
      sessions: Number(sessions.numDeletedRows),
      throttleCounters: Number(throttleCounters.numDeletedRows),
      workflows: Number(workflows.numDeletedRows),
      outbox: Number(outbox.numDeletedRows),
    };
  });
}
