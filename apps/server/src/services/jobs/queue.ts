import { sql } from 'kysely';
import type { Db } from '../../db/index';
import type { JobState } from '../../db/tables/jobs';

/**
 * The job table's statements (migration 0600_jobs.sql). Every one is a single statement, so they
 * run the same on PGlite (one in-process connection, statements in turn) and on PostgreSQL
 * (many connections, rows locked with FOR UPDATE SKIP LOCKED).
 */

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  outboxId?: number | null;
  maxAttempts: number;
  /** Not before this many milliseconds from now (0: due at once). */
  delayMs?: number;
  /** At most one waiting or running job with this key: a second enqueue is ignored. */
  singletonKey?: string;
}

/** A job claimed by one worker: it alone runs it until `locked_until`. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  outboxId: number | null;
  /** This attempt's number (1 for the first). */
  attempts: number;
  maxAttempts: number;
}

interface ClaimedRow {
  id: number;
  kind: string;
  payload: Record<string, unknown> | string;
  outbox_id: number | null;
  attempts: number;
  max_attempts: number;
}

const claimed = (r: ClaimedRow): ClaimedJob => ({
  id: Number(r.id),
  kind: r.kind,
  payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
  outboxId: r.outbox_id === null ? null : Number(r.outbox_id),
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
});

/** Adds a job (in the caller's transaction when `db` is one); its id, or null for a duplicate singleton. */
export async function enqueueJob(db: Db, job: NewJob): Promise<number | null> {
  const values = {
    kind: job.kind,
    payload: JSON.stringify(job.payload ?? {}),
    outbox_id: job.outboxId ?? null,
    max_attempts: job.maxAttempts,
    singleton_key: job.singletonKey ?? null,
  };
  const { rows } = await sql<{ id: number }>`
    insert into jobs (kind, payload, outbox_id, max_attempts, singleton_key, run_at)
    values (${values.kind}, ${values.payload}::jsonb, ${values.outbox_id}, ${values.max_attempts},
      ${values.singleton_key}, now() + make_interval(secs => ${(job.delayMs ?? 0) / 1000}))
    on conflict (singleton_key) where state in ('waiting', 'running') do nothing
    returning id`.execute(db);
  return rows[0] ? Number(rows[0].id) : null;
}

const lease = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * Claims up to `limit` due jobs of the given kinds for `worker`: waiting ones whose time has come,
 * and running ones whose lease expired (their process died). Rows another worker is claiming at
 * the same moment are skipped, not waited for; each claim counts as an attempt.
 */
export async function claimJobs(
  db: Db,
  worker: string,
  kinds: readonly string[],
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  // The CTE is materialised: the rows are picked and locked once, whatever plan the UPDATE gets.
  const { rows } = await sql<ClaimedRow>`
    with next as materialized (
      select id from jobs
      where kind in (${sql.join(kinds)})
        and ((state = 'waiting' and run_at <= now()) or (state = 'running' and locked_until < now()))
      order by run_at, id
      limit ${limit}
      for update skip locked
    )
    update jobs set state = 'running', attempts = jobs.attempts + 1, locked_by = ${worker},
      locked_until = ${lease(leaseMs)}
    from next where jobs.id = next.id
    returning jobs.id, jobs.kind, jobs.payload, jobs.outbox_id, jobs.attempts, jobs.max_attempts`.execute(db);
  return rows.map(claimed).sort((a, b) => a.id - b.id);
}

/** Claims one job by its id if it is due (the messenger's first attempt, right after the send). */
export async function claimJob(
  db: Db,
  worker: string,
  id: number,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  const { rows } = await sql<ClaimedRow>`
    update jobs set state = 'running', attempts = attempts + 1, locked_by = ${worker},
      locked_until = ${lease(leaseMs)}
    where id = (
      select id from jobs where id = ${id} and state = 'waiting' and run_at <= now()
      for update skip locked
    )
    returning id, kind, payload, outbox_id, attempts, max_attempts`.execute(db);
  return rows[0] ? claimed(rows[0]) : null;
}

/** The job succeeded: it goes. False when the worker no longer held it (its lease was lost). */
export async function completeJob(db: Db, worker: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The attempt failed: the job waits `retryInMs` for its next one, or, its attempts spent (or the
 * failure permanent), becomes a dead letter. Its new state, or null when the worker no longer held it.
 */
export async function failJob(
  db: Db,
  worker: string,
  id: number,
  error: string,
  retryInMs: number,
  /** No retry whatever the attempts left (a failure that cannot pass by itself). */
  permanent = false,
): Promise<JobState | null> {
  const { rows } = await sql<{ state: JobState }>`
    update jobs set
      state = case when attempts >= max_attempts or ${permanent} then 'dead' else 'waiting' end,
      dead_at = case when attempts >= max_attempts or ${permanent} then now() end,
      run_at = now() + make_interval(secs => ${retryInMs / 1000}),
      locked_by = null, locked_until = null, last_error = ${error.slice(0, 1000)}
    where id = ${id} and locked_by = ${worker} and state = 'running'
    returning state`.execute(db);
  return rows[0]?.state ?? null;
}

/**
 * Gives a claimed job back unrun (a graceful stop): due again at once, its attempt not counted.
 */
export async function releaseJob(db: Db, worker: string, id: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    update jobs set state = 'waiting', attempts = greatest(attempts - 1, 0), run_at = now(),
      locked_by = null, locked_until = null
    where id = ${id} and locked_by = ${worker} and state = 'running'
    returning id`.execute(db);
  return rows.length > 0;
}

/** Keeps the leases of the jobs a worker is still running. */
export async function extendLeases(
  db: Db,
  worker: string,
  ids: readonly number[],
  leaseMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  await sql`
    update jobs set locked_until = ${lease(leaseMs)}
    where id in (${sql.join(ids)}) and locked_by = ${worker} and state = 'running'`.execute(db);
}

/**
 * Makes sure a periodic task has its row: a new one is first due one period from now; a shorter
 * period than the stored one takes effect at once.
 */
export async function upsertSchedule(db: Db, name: string, periodMs: number): Promise<void> {
  await sql`
    insert into scheduled_jobs (name, period_ms, next_run_at)
    values (${name}, ${periodMs}, now() + make_interval(secs => ${periodMs / 1000}))
    on conflict (name) do update set period_ms = excluded.period_ms,
      next_run_at = least(scheduled_jobs.next_run_at, excluded.next_run_at)`.execute(db);
}

/**
 * Enqueues one job for each of the named periodic tasks whose time has come, and moves its next
 * run one period on, in one statement: of several processes doing this at once, one moves the row
 * (the others find it no longer due), so each period enqueues once. A task whose previous run is
 * still waiting or running is not enqueued again (its singleton key). The names enqueued.
 */
export async function enqueueDueSchedules(
  db: Db,
  names: readonly string[],
  maxAttempts: number,
): Promise<string[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<{ kind: string }>`
    with due as (
      update scheduled_jobs set
        next_run_at = now() + make_interval(secs => period_ms / 1000.0),
        last_enqueued_at = now()
      where name in (${sql.join(names)}) and next_run_at <= now()
      returning name
    )
    insert into jobs (kind, max_attempts, singleton_key)
    select name, ${maxAttempts}, 'scheduled:' || name from due
    on conflict (singleton_key) where state in ('waiting', 'running') do nothing
    returning kind`.execute(db);
  return rows.map((r) => r.kind);
}
