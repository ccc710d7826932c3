import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { OutboxChannel } from '../../db/tables/core';

/** The jobs of the queue by state, for the metrics and an operator's glance. */
export interface JobCounts {
  /** Due or scheduled, never failed. */
  waiting: number;
  /** Being run by a process now. */
  running: number;
  /** Failed at least once, waiting for their retry. */
  failed: number;
  /** Dead letters: no retry left, waiting for an operator. */
  dead: number;
}

/** Counts the jobs by state: one scan of a table that holds only unfinished work and dead letters. */
export async function countJobsByState(db: Db): Promise<JobCounts> {
  const { rows } = await sql<JobCounts>`
    select
      count(*) filter (where state = 'waiting' and attempts = 0)::int as waiting,
      count(*) filter (where state = 'running')::int as running,
      count(*) filter (where state = 'waiting' and attempts > 0)::int as failed,
      count(*) filter (where state = 'dead')::int as dead
    from jobs`.execute(db);
  const row = rows[0];
  return {
    waiting: Number(row?.waiting ?? 0),
    running: Number(row?.running ?? 0),
    failed: Number(row?.failed ?? 0),
    dead: Number(row?.dead ?? 0),
  };
}

export interface DeadLetter {
  jobId: number;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deadAt: string | null;
  /** The message a delivery job was sending (no body: it may hold a code or a link). */
  message: {
    outboxId: number;
    channel: OutboxChannel;
    company: string | null;
    to: string;
    subject: string | null;
  } | null;
  /** The retailer's event a webhook job was delivering (issue 20), or null. */
  webhookEvent: { eventId: number; type: string } | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Dead letters, newest first, at most `limit`, before the job id `beforeId` when given (paging). */
export async function listDeadJobs(db: Db, limit: number, beforeId?: number): Promise<DeadLetter[]> {
  let q = db
    .selectFrom('jobs')
    .leftJoin('outbox', 'outbox.id', 'jobs.outbox_id')
    .leftJoin('integration_events', (join) =>
      join.on(
        sql<boolean>`jobs.kind = 'integration.webhook' and integration_events.id = (jobs.payload->>'eventId')::bigint`,
      ),
    )
    .select([
      'integration_events.id as event_id',
      'integration_events.type as event_type',
      'jobs.id',
      'jobs.kind',
      'jobs.attempts',
      'jobs.last_error',
      'jobs.created_at',
      'jobs.dead_at',
      'outbox.id as outbox_id',
      'outbox.channel',
      'outbox.company_code',
      'outbox.recipient',
      'outbox.subject',
    ])
    .where('jobs.state', '=', 'dead');
  if (beforeId !== undefined) q = q.where('jobs.id', '<', beforeId);
  const rows = await q.orderBy('jobs.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    jobId: Number(r.id),
    kind: r.kind,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: iso(r.created_at)!,
    deadAt: iso(r.dead_at),
    message:
      r.outbox_id === null || r.channel === null || r.recipient === null
        ? null
        : {
            outboxId: Number(r.outbox_id),
            channel: r.channel,
            company: r.company_code,
            to: r.recipient,
            subject: r.subject,
          },
    webhookEvent:
      r.event_id === null || r.event_type === null
        ? null
        : { eventId: Number(r.event_id), type: r.event_type },
  }));
}

/**
 * Puts a dead letter back in the queue, due at once with all its attempts again (its message back
 * to `queued`). Only a dead job moves, in one statement: two operators resending the same one
 * queue it once. Its message's id, or undefined when no dead job has that id.
 */
export async function resendDeadJob(db: Db, jobId: number): Promise<{ outboxId: number | null } | undefined> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('jobs')
      .set({
        state: 'waiting',
        attempts: 0,
        run_at: sql<string>`now()`,
        dead_at: null,
        locked_by: null,
        locked_until: null,
      })
      .where('id', '=', jobId)
      .where('state', '=', 'dead')
      .returning(['outbox_id', 'kind', 'payload'])
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.kind === 'integration.webhook') {
      // The retailer's event is back to pending: its feed item says so until the new attempt.
      const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
        eventId?: unknown;
      };
      await tx
        .updateTable('integration_events')
        .set({ delivery_state: 'pending' })
        .where('id', '=', Number(payload.eventId))
        .execute();
    }
    const outboxId = row.outbox_id === null ? null : Number(row.outbox_id);
    if (outboxId !== null) {
      await tx.updateTable('outbox').set({ status: 'queued' }).where('id', '=', outboxId).execute();
    }
    return { outboxId };
  });
}

/**
 * Dead letters of no message (a periodic task that kept failing) older than `days`: the purge
 * deletes them (a message's go with its outbox row, after OUTBOX_RETENTION_DAYS).
 */
export async function purgeDeadJobs(db: Db, days: number): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', 'dead')
    .where('outbox_id', 'is', null)
    .where('dead_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
