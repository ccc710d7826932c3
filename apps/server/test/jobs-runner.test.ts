import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/index';
import { countJobsByState } from '../src/services/jobs/dead-letters';
import { claimJobs, enqueueJob, failJob } from '../src/services/jobs/queue';
import {
  INTERRUPTED_REASON,
  JobRunner,
  PermanentJobError,
  type DeadJob,
  type JobHandler,
  type RunnerOptions,
} from '../src/services/jobs/runner';
import { useTestApp } from './helper';

/**
 * Issue 22, item 1: the job runner on the database. Two runners share one database: on PGlite
 * (CI's first API run, here) two worker loops on its one connection, on PostgreSQL (DATABASE_URL)
 * two connection pools, as two server processes have.
 */
describe('Jobs: one runner on the database, shared by several processes', () => {
  const t = useTestApp();
  const log = pino({ level: 'silent' });
  let second: DatabaseHandle | undefined;
  const dbs = (): [Db, Db] => [t().db, second?.db ?? t().db];

  beforeAll(async () => {
    const url = t().app.config.DATABASE_URL;
    if (url) second = await openDatabase({ DATABASE_URL: url, DATA_DIR: 'memory://' });
  });
  afterAll(async () => {
    await second?.close();
  });

  const options = (over: Partial<RunnerOptions> = {}): RunnerOptions => ({
    pollMs: 10,
    concurrency: 4,
    leaseMs: 5_000,
    stopGraceMs: 2_000,
    retry: { maxAttempts: 3, baseMs: 50, maxMs: 100 },
    ...over,
  });
  const runnersOf = (over: Partial<RunnerOptions> = {}) =>
    dbs().map((db) => new JobRunner(() => db, log, options(over))) as [JobRunner, JobRunner];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const left = async (kind: string) =>
    (await t().db.selectFrom('jobs').select('id').where('kind', '=', kind).execute()).length;
  async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
      await sleep(20);
    }
  }

  it('two runners on one database never run the same job twice, and share the work', async () => {
    const kind = 'test.count';
    const ids: number[] = [];
    for (let i = 0; i < 120; i += 1) ids.push((await enqueueJob(t().db, { kind, maxAttempts: 3 }))!);
    const runs = new Map<number, string[]>();
    const handler =
      (who: string): JobHandler =>
      async (job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), who]);
        await sleep(2);
      };
    const [a, b] = runnersOf();
    a.register(kind, handler('a'));
    b.register(kind, handler('b'));
    await Promise.all([a.start(), b.start()]);
    await until('every job run', async () => (await left(kind)) === 0);
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
    const byA = [...runs.values()].filter(([who]) => who === 'a').length;
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(ids.length);
  });

  it('a periodic task runs once per period across two runners', async () => {
    const period = 400;
    const starts: Array<{ who: string; enqueuedAt: number }> = [];
    const [a, b] = runnersOf();
    for (const [who, runner] of [
      ['a', a],
      ['b', b],
    ] as const) {
      runner.schedule('test.tick', period, async (job) => {
        // When this run was enqueued (the database's clock): a start itself may wait on a busy
        // machine, so gaps between starts say nothing about the schedule; enqueues do.
        const row = await t()
          .db.selectFrom('jobs')
          .select('created_at')
          .where('id', '=', job.id)
          .executeTakeFirstOrThrow();
        starts.push({ who, enqueuedAt: new Date(row.created_at).getTime() });
      });
    }
    const began = Date.now();
    await Promise.all([a.start(), b.start()]);
    // Until four runs, however slow the machine (a count after a fixed sleep depended on its speed).
    for (let waited = 0; starts.length < 4 && waited < 45_000; waited += 50) await sleep(50);
    await Promise.all([a.stop(), b.stop()]);
    const elapsed = Date.now() - began;
    // The first run one period after the task's row is made, then at most one a period.
    expect(starts.length).toBeGreaterThanOrEqual(4);
    expect(starts.length).toBeLessThanOrEqual(Math.floor(elapsed / period));
    const enqueued = starts.map((s) => s.enqueuedAt).sort((x, y) => x - y);
    const gaps = enqueued.slice(1).map((at, i) => at - enqueued[i]!);
    // Never two runs in one period: each run was enqueued a whole period after the one before.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(period);
    const row = await t()
      .db.selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'test.tick')
      .executeTakeFirstOrThrow();
    expect(row.period_ms).toBe(period);
  });

  it('a graceful stop finishes the job in hand within its grace', async () => {
    const kind = 'test.finish';
    const id = (await enqueueJob(t().db, { kind, maxAttempts: 3 }))!;
    let finished = false;
    const [a] = runnersOf();
    a.register(kind, async () => {
      await sleep(300);
      finished = true;
    });
    await a.start();
    await until('job claimed', async () => a.running === 1);
    await a.stop(5_000);
    expect(finished).toBe(true);
    expect(
      await t().db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('a graceful stop returns an unfinished job, which another runner then runs once', async () => {
    const kind = 'test.return';
    const id = (await enqueueJob(t().db, { kind, maxAttempts: 3 }))!;
    const [a, b] = runnersOf();
    let aborted = 0;
    a.register(kind, async (job) => {
      // Work that outlasts the stop's grace: it stops when told to.
      await new Promise<void>((_, reject) => {
        job.signal.addEventListener('abort', () => {
          aborted += 1;
          reject(new Error('fermato'));
        });
      });
    });
    const done: number[] = [];
    b.register(kind, async (job) => {
      done.push(job.attempt);
    });
    await a.start();
    await until('job claimed by a', async () => a.running === 1);
    await a.stop(100);
    expect(aborted).toBe(1);
    const back = await t().db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // Back in the queue, due at once, its interrupted attempt not counted as a failure.
    expect(back).toMatchObject({ state: 'waiting', attempts: 0, locked_by: null, last_error: null });
    await b.start();
    await until('job run by b', async () => (await left(kind)) === 0);
    await b.stop();
    expect(done).toEqual([1]);
  });

  it('the job of a process that died is run by another once its lease expires', async () => {
    const kind = 'test.lease';
    const id = (await enqueueJob(t().db, { kind, maxAttempts: 3 }))!;
    // A process claims it with a short lease, then dies (nothing renews the lease or finishes it).
    const [claimed] = await claimJobs(t().db, 'killed-process', [kind], 1, 300);
    expect(claimed).toMatchObject({ id, attempts: 1 });
    const [, b] = runnersOf();
    const attempts: number[] = [];
    const claimedAt: number[] = [];
    b.register(kind, async (job) => {
      attempts.push(job.attempt);
      claimedAt.push(Date.now());
    });
    const began = Date.now();
    await b.start();
    await until('job run after the lease', async () => (await left(kind)) === 0);
    await b.stop();
    expect(attempts).toEqual([2]);
    expect(claimedAt[0]! - began).toBeGreaterThanOrEqual(200);
  });

  it('a job whose last attempt’s process died is dead-lettered unrun, and its kind’s onDead hook told once', async () => {
    const kind = 'test.dead-hook';
    const broken = 'test.dead-hook-throws';
    const id = (await enqueueJob(t().db, { kind, maxAttempts: 1, payload: { eventId: 7 } }))!;
    const other = (await enqueueJob(t().db, { kind: broken, maxAttempts: 1 }))!;
    // A process claims both for their last attempt with a short lease, then dies.
    expect(await claimJobs(t().db, 'killed-process', [kind, broken], 2, 300)).toHaveLength(2);
    const [, b] = runnersOf();
    const handled: number[] = [];
    const told: Array<[DeadJob, string]> = [];
    b.register(
      kind,
      async (job) => void handled.push(job.id),
      undefined,
      async (job, reason) => {
        told.push([job, reason]);
      },
    );
    // A hook that fails: logged, the job a dead letter all the same.
    b.register(
      broken,
      async (job) => void handled.push(job.id),
      undefined,
      async () => {
        throw new Error('hook giù');
      },
    );
    await b.start();
    await until('both dead', async () => {
      const rows = await t().db.selectFrom('jobs').select('state').where('id', 'in', [id, other]).execute();
      return rows.every((r) => r.state === 'dead');
    });
    await sleep(100);
    await b.stop();
    expect(handled).toEqual([]);
    expect(told).toEqual([
      [{ id, kind, payload: { eventId: 7 }, outboxId: null, attempt: 1, maxAttempts: 1 }, INTERRUPTED_REASON],
    ]);
    const row = await t().db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'dead', last_error: INTERRUPTED_REASON, locked_by: null });
  });

  it('a failing job is retried with backoff, then dead; the counts say so', async () => {
    const kind = 'test.fail';
    const id = (await enqueueJob(t().db, { kind, maxAttempts: 3 }))!;
    const at: number[] = [];
    const [a, b] = runnersOf({ retry: { maxAttempts: 3, baseMs: 200, maxMs: 400 } });
    for (const runner of [a, b]) {
      runner.register(kind, async () => {
        at.push(Date.now());
        throw new Error('fornitore giù');
      });
    }
    await Promise.all([a.start(), b.start()]);
    await until('job dead', async () => {
      const row = await t().db.selectFrom('jobs').select('state').where('id', '=', id).executeTakeFirst();
      return row?.state === 'dead';
    });
    await Promise.all([a.stop(), b.stop()]);
    expect(at).toHaveLength(3);
    // Waits of 100–200 ms, then 200–400 ms (half fixed, half random), plus a poll.
    const [first, second] = [at[1]! - at[0]!, at[2]! - at[1]!];
    expect(first).toBeGreaterThanOrEqual(90);
    expect(first).toBeLessThan(200 + 250);
    expect(second).toBeGreaterThanOrEqual(190);
    expect(second).toBeLessThan(400 + 250);
    const row = await t().db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'dead', attempts: 3, last_error: 'fornitore giù', locked_by: null });
    expect(row.dead_at).not.toBeNull();
    expect((await countJobsByState(t().db)).dead).toBeGreaterThanOrEqual(1);
  });

  it('a permanent failure is a dead letter at once; the counts tell waiting, failed and dead apart', async () => {
    const before = await countJobsByState(t().db);
    const kind = 'test.permanent';
    const id = (await enqueueJob(t().db, { kind, maxAttempts: 5 }))!;
    const later = (await enqueueJob(t().db, { kind: 'test.nobody', maxAttempts: 5, delayMs: 60_000 }))!;
    expect(later).toBeGreaterThan(id);
    expect(await countJobsByState(t().db)).toMatchObject({ waiting: before.waiting + 2, dead: before.dead });
    const [a] = runnersOf();
    let runs = 0;
    a.register(kind, async () => {
      runs += 1;
      throw new PermanentJobError('dispositivo non più registrato');
    });
    await a.start();
    await until('job dead', async () => (await countJobsByState(t().db)).dead === before.dead + 1);
    await a.stop();
    expect(runs).toBe(1);
    const row = await t().db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'dead', attempts: 1, last_error: 'dispositivo non più registrato' });
    // A job that failed and waits for its retry counts as failed, not waiting.
    // Not due for a minute: nobody claims it.
    expect(await claimJobs(t().db, 'test-worker', ['test.nobody'], 1, 60_000)).toEqual([]);
    await t().db.updateTable('jobs').set({ run_at: new Date() }).where('id', '=', later).execute();
    await claimJobs(t().db, 'test-worker', ['test.nobody'], 1, 60_000);
    expect(await failJob(t().db, 'test-worker', later, 'giù', 60_000)).toBe('waiting');
    expect(await countJobsByState(t().db)).toMatchObject({
      waiting: before.waiting,
      failed: before.failed + 1,
      dead: before.dead + 1,
    });
  });

  it('the server schedules the purge on its runner: due, it runs once and its next run is a period on', async () => {
    const { app } = t();
    const purge = () =>
      app.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', 'purge').executeTakeFirst();
    await until('purge scheduled', async () => (await purge()) !== undefined);
    expect((await purge())!.period_ms).toBe(app.config.PURGE_INTERVAL_MINUTES * 60_000);
    await app.db
      .insertInto('throttle_counters')
      .values({ scope: 'test-purge', subject: 'x', hits: 1, reset_at: new Date(Date.now() - 1000) })
      .execute();
    // Its period has come (as if PURGE_INTERVAL_MINUTES had passed).
    await app.db
      .updateTable('scheduled_jobs')
      .set({ next_run_at: new Date(Date.now() - 1000) })
      .where('name', '=', 'purge')
      .execute();
    app.jobs.wake();
    await until('expired rows purged', async () => {
      const left = await app.db
        .selectFrom('throttle_counters')
        .select('scope')
        .where('scope', '=', 'test-purge')
        .execute();
      return left.length === 0;
    });
    const next = new Date((await purge())!.next_run_at).getTime();
    expect(next - Date.now()).toBeGreaterThan(app.config.PURGE_INTERVAL_MINUTES * 60_000 - 10_000);
    expect(await app.db.selectFrom('jobs').select('id').where('kind', '=', 'purge').execute()).toEqual([]);
  });
});
