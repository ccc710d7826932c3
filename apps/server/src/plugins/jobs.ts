import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OUTBOX_DELIVERY_JOB } from '../adapters/messenger';
import { IMPORT_JOB, importDeadJob, importJob } from '../services/integration/import-runs';
import { WEBHOOK_JOB } from '../services/integration/requests/events';
import { webhookDeadJob, webhookJob, webhookRetryPolicy } from '../services/integration/requests/webhook';
import { retryPolicyOf } from '../services/jobs/backoff';
import { purgeDeadJobs } from '../services/jobs/dead-letters';
import { DEFAULT_RUNNER, JobRunner } from '../services/jobs/runner';
import { purgeExpired } from '../services/ops/purge';
import {
  READING_REMINDERS_JOB,
  READING_REMINDERS_PERIOD_MS,
  sendReadingReminders,
} from '../services/erp/reading-reminders';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job runner (services/jobs/runner.ts). */
    jobs: JobRunner;
  }
}

/** The periodic purge's job name (a row of scheduled_jobs). */
export const PURGE_JOB = 'purge';

/**
 * The job runner of this process, on the database (services/jobs): outbox deliveries and their
 * retries, and every periodic task (the purge, every PURGE_INTERVAL_MINUTES), each run by one
 * process however many run. It starts when the server is ready; on close (SIGTERM) it finishes the
 * jobs in hand or gives them back before the database closes.
 */
export default fp(async function jobsPlugin(app: FastifyInstance) {
  const runner = new JobRunner(() => app.db, app.log, {
    ...DEFAULT_RUNNER,
    pollMs: app.config.JOBS_POLL_INTERVAL_MS,
    retry: retryPolicyOf(app.config),
  });
  runner.register(OUTBOX_DELIVERY_JOB, app.messenger.deliverJob);
  // The retailer's webhook (issue 20): its own retries, for about a day; a delivery whose last
  // attempt's process died is `failed` in the feed all the same.
  runner.register(
    WEBHOOK_JOB,
    webhookJob({ db: () => app.db, config: app.config, log: app.log }),
    webhookRetryPolicy(app.config),
    webhookDeadJob({ db: () => app.db }),
  );
  // Large bulk uploads of the integration API (issue 20), a chunk at a time; a run whose last
  // attempt's process died is `failed`.
  runner.register(
    IMPORT_JOB,
    importJob(() => app.db),
    undefined,
    importDeadJob(() => app.db),
  );
  runner.schedule(PURGE_JOB, app.config.PURGE_INTERVAL_MINUTES * 60_000, async () => {
    const counts = await purgeExpired(app.db, app.config);
    const deadJobs = await purgeDeadJobs(app.db, app.config.OUTBOX_RETENTION_DAYS);
    if (counts) app.log.info({ purged: { ...counts, deadJobs } }, 'purge: expired rows deleted');
  });
  // The reading reminders (issue 24): every hour, by one process, each window told once
  // (services/erp/reading-reminders.ts); a window that opened while the servers were stopped is
  // told at the first run after, while still open.
  runner.schedule(READING_REMINDERS_JOB, READING_REMINDERS_PERIOD_MS, async (job) => {
    await sendReadingReminders(
      { db: app.db, config: app.config, messenger: app.messenger, log: app.log },
      undefined,
      job.signal,
    );
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => {
    await runner.start();
  });
  // Registered after the database and the messenger: this runs before either closes. The
  // runner's jobs in hand and the messenger's first attempts under way end together (10 s each
  // at most, then given back), so a stop stays within a container's usual 10 s or so.
  app.addHook('onClose', async () => {
    await Promise.all([runner.stop(), app.messenger.drain()]);
  });
});
