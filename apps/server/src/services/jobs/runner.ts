import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import { retryDelayMs, type RetryPolicy } from './backoff';
import {
  claimJobs,
  completeJob,
  enqueueDueSchedules,
  extendLeases,
  failJob,
  releaseJob,
  upsertSchedule,
  type ClaimedJob,
} from './queue';

/** What a job's handler is told of the job it runs. */
export interface JobContext {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  outboxId: number | null;
  /** This attempt's number (1 for the first). */
  attempt: number;
  maxAttempts: number;
  /** No retry follows if this attempt fails: it ends a dead letter. */
  final: boolean;
  /** Aborted when the server stops before the job is done: stop and throw, the job goes back. */
  signal: AbortSignal;
}

/**
 * A failure no retry can mend (the recipient's device is gone, the message is malformed): the job
 * is a dead letter at once, whatever attempts it has left.
 */
export class PermanentJobError extends Error {
  readonly permanent = true;
}

/** Whether a handler's error asks for no retry (a PermanentJobError, or any error marked `permanent`). */
export function isPermanent(error: unknown): boolean {
  return (
    error instanceof PermanentJobError ||
    (typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true)
  );
}

/** Does a job's work, or throws (the job is then retried with backoff, or dead-lettered). */
export type JobHandler = (job: JobContext) => Promise<void>;

/** The job a dead-letter hook is told of: `attempt` is its last one, the one interrupted. */
export type DeadJob = Pick<JobContext, 'id' | 'kind' | 'payload' | 'outboxId' | 'attempt' | 'maxAttempts'>;

/**
 * What a kind of job records when it ends a dead letter without its handler's last word: its
 * last attempt's process died holding it (the lease expired), so the runner dead-letters it
 * unrun, and the handler never saw `final` fail. Whatever the handler records on a final failure
 * (an event's delivery `failed`, an import `failed`) is recorded here. An error here is logged.
 */
export type DeadJobHook = (job: DeadJob, reason: string) => Promise<void>;

/** Why a job whose last attempt's process died is a dead letter (its last_error). */
export const INTERRUPTED_REASON = 'interrotto: il processo che lo eseguiva si è fermato';

export interface RunnerOptions {
  /** How often the runner looks for due jobs when it has nothing to do. */
  pollMs: number;
  /** Jobs one process runs at once. */
  concurrency: number;
  /** How long a claimed job stays this process's without news (renewed while it runs). */
  leaseMs: number;
  retry: RetryPolicy;
  /** How long a stop waits for the jobs in hand before asking them to stop and returning them. */
  stopGraceMs: number;
  /** Attempts of a periodic task's run before it is a dead letter. */
  periodicAttempts?: number;
  random?: () => number;
}

export const DEFAULT_RUNNER: Omit<RunnerOptions, 'retry'> = {
  pollMs: 1000,
  concurrency: 4,
  leaseMs: 60_000,
  stopGraceMs: 10_000,
  periodicAttempts: 3,
};

/** A name for one worker (a runner, a messenger) of one process, unique across processes. */
export function newWorkerId(tag: string): string {
  return `${hostname()}:${process.pid}:${tag}:${randomBytes(4).toString('hex')}`;
}

export type JobOutcome = 'done' | 'retry' | 'dead' | 'returned' | 'lost';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one claimed job: its handler with a lease kept alive, then deletes it (done), schedules its
 * retry with backoff or dead-letters it (failed), or gives it back (aborted by a stop). Never
 * throws. Shared by the runner and the messenger's first, immediate attempt.
 */
export async function runClaimedJob(
  db: () => Db,
  log: FastifyBaseLogger,
  worker: string,
  job: ClaimedJob,
  handler: JobHandler,
  options: Pick<RunnerOptions, 'leaseMs' | 'retry' | 'random'> & {
    signal: AbortSignal;
    /** The kind's hook for a job dead-lettered unrun (its last attempt's process died). */
    onDead?: DeadJobHook | undefined;
  },
): Promise<JobOutcome> {
  const logged = {
    jobId: job.id,
    kind: job.kind,
    attempt: job.attempts,
    outboxId: job.outboxId ?? undefined,
  };
  try {
    if (job.attempts > job.maxAttempts) {
      // Its last attempt's process died holding it (the lease expired): no attempt is left.
      const state = await failJob(db(), worker, job.id, INTERRUPTED_REASON, 0);
      log.error(logged, 'job dead-lettered: its last attempt was interrupted');
      if (state !== 'dead') return 'lost';
      if (options.onDead) {
        const dead: DeadJob = {
          id: job.id,
          kind: job.kind,
          payload: job.payload,
          outboxId: job.outboxId,
          attempt: job.maxAttempts,
          maxAttempts: job.maxAttempts,
        };
        await options.onDead(dead, INTERRUPTED_REASON).catch((error: unknown) => {
          log.error({ ...logged, err: error }, 'the dead letter’s hook failed');
        });
      }
      return 'dead';
    }
    const heartbeat = setInterval(
      () => void extendLeases(db(), worker, [job.id], options.leaseMs).catch(() => undefined),
      Math.max(options.leaseMs / 3, 10),
    );
    heartbeat.unref();
    let failure: unknown;
    let ok = false;
    try {
      await handler({
        id: job.id,
        kind: job.kind,
        payload: job.payload,
        outboxId: job.outboxId,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        final: job.attempts >= job.maxAttempts,
        signal: options.signal,
      });
      ok = true;
    } catch (error) {
      failure = error;
    } finally {
      clearInterval(heartbeat);
    }
    if (ok) {
      if (await completeJob(db(), worker, job.id)) return 'done';
      log.warn(logged, 'job finished after its lease was lost: another process may run it again');
      return 'lost';
    }
    if (options.signal.aborted) {
      const returned = await releaseJob(db(), worker, job.id);
      log.info(logged, 'job returned unfinished at stop');
      return returned ? 'returned' : 'lost';
    }
    const delay = retryDelayMs(options.retry, job.attempts, options.random);
    const state = await failJob(db(), worker, job.id, errorText(failure), delay, isPermanent(failure));
    if (state === 'dead') {
      log.error({ ...logged, err: failure }, 'job failed for the last time: dead letter');
      return 'dead';
    }
    log.warn({ ...logged, err: failure, retryInMs: delay }, 'job failed, retried later');
    return state ? 'retry' : 'lost';
  } catch (error) {
    // The database itself failed (or closed): the lease expires and another process retries.
    log.warn({ ...logged, err: error }, 'job state not recorded; its lease will expire');
    return 'lost';
  }
}

/** `work`, or `ms` milliseconds, whichever ends first (the timer cleared either way). */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The job runner of one process (issue 22): polls the jobs table every `pollMs` (and at once when
 * woken), claims due jobs with FOR UPDATE SKIP LOCKED under a lease, runs at most `concurrency` at
 * a time, and enqueues the periodic tasks whose period has come. Any number of processes may run
 * one on the same database: each job is claimed by one of them; each period of a periodic task is
 * enqueued once. `stop()` finishes the jobs in hand or gives them back.
 */
export class JobRunner {
  readonly worker: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly retries = new Map<string, RetryPolicy>();
  private readonly deadHooks = new Map<string, DeadJobHook>();
  private readonly schedules = new Map<string, number>();
  private readonly inFlight = new Map<number, { controller: AbortController; done: Promise<JobOutcome> }>();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;
  private lastErrorLog = 0;
  /** The periodic tasks' rows are made (at the first pass that reaches the database). */
  private schedulesMade = false;

  constructor(
    private readonly db: () => Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: RunnerOptions,
    worker?: string,
  ) {
    this.worker = worker ?? newWorkerId('jobs');
  }

  /**
   * The handler of a kind of job (each process registers the same ones), with its own retry
   * policy when its failures should be retried otherwise than the runner's (a webhook, for a day),
   * and its hook for a job dead-lettered unrun when its last attempt's process died (DeadJobHook).
   */
  register(kind: string, handler: JobHandler, retry?: RetryPolicy, onDead?: DeadJobHook): this {
    this.handlers.set(kind, handler);
    if (retry) this.retries.set(kind, retry);
    if (onDead) this.deadHooks.set(kind, onDead);
    return this;
  }

  /** A periodic task: run once every `periodMs` across all processes (first one period after its row is made). */
  schedule(name: string, periodMs: number, handler: JobHandler): this {
    this.schedules.set(name, periodMs);
    return this.register(name, handler);
  }

  get running(): number {
    return this.inFlight.size;
  }

  /**
   * Starts polling (the first pass at once). Nothing here waits for the database: a database that
   * is away at start delays the jobs, never the server's start.
   */
  async start(): Promise<void> {
    this.started = true;
    this.loop(0);
  }

  /** Looks for due jobs now rather than at the next poll (a job was just enqueued). */
  wake(): void {
    if (!this.started || this.stopping) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.loop(0);
  }

  private loop(delayMs: number): void {
    if (this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pass = this.runPass()
        .catch(() => false)
        .then((more) => {
          this.pass = undefined;
          const next = more || this.again ? 0 : this.options.pollMs;
          this.again = false;
          this.loop(next);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** One look at the queue: enqueue due periodic tasks, claim what fits. True if it filled every free slot. */
  async runPass(): Promise<boolean> {
    try {
      if (!this.schedulesMade) {
        for (const [name, periodMs] of this.schedules) await upsertSchedule(this.db(), name, periodMs);
        this.schedulesMade = true;
      }
      if (this.schedules.size > 0) {
        await enqueueDueSchedules(this.db(), [...this.schedules.keys()], this.options.periodicAttempts ?? 3);
      }
      const free = this.options.concurrency - this.inFlight.size;
      if (free <= 0) return false;
      const jobs = await claimJobs(
        this.db(),
        this.worker,
        [...this.handlers.keys()],
        free,
        this.options.leaseMs,
      );
      for (const job of jobs) this.launch(job);
      return jobs.length === free;
    } catch (error) {
      // The database is down or restarting: say so once a minute, keep polling.
      if (Date.now() - this.lastErrorLog > 60_000) {
        this.lastErrorLog = Date.now();
        this.log.warn({ err: error }, 'jobs: the queue could not be read; trying again');
      }
      return false;
    }
  }

  private launch(job: ClaimedJob): void {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    const controller = new AbortController();
    const done = runClaimedJob(this.db, this.log, this.worker, job, handler, {
      leaseMs: this.options.leaseMs,
      retry: this.retries.get(job.kind) ?? this.options.retry,
      random: this.options.random,
      signal: controller.signal,
      onDead: this.deadHooks.get(job.kind),
    }).finally(() => {
      this.inFlight.delete(job.id);
      this.wake();
    });
    this.inFlight.set(job.id, { controller, done });
  }

  /**
   * Stops claiming; waits up to `graceMs` for the jobs in hand, then aborts them (their handlers
   * see `signal`) and gives back those still unfinished, so another process runs them at once
   * rather than after their lease.
   */
  async stop(graceMs = this.options.stopGraceMs): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass;
    const settled = () => Promise.allSettled([...this.inFlight.values()].map((j) => j.done));
    if (this.inFlight.size > 0) await within(settled(), graceMs);
    if (this.inFlight.size === 0) return;
    for (const job of this.inFlight.values()) job.controller.abort();
    await within(settled(), 1000);
    for (const id of [...this.inFlight.keys()]) {
      // A handler that ignores its signal: the job goes back now; its late result is not recorded.
      const returned = await releaseJob(this.db(), this.worker, id).catch(() => false);
      this.log.warn({ jobId: id, returned }, 'job still running at stop: given back to the queue');
    }
  }
}
