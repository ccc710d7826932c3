import { describe, expect, it } from 'vitest';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { claimJobs, enqueueJob, failJob } from '../../services/jobs/queue';
import { resendDeadLetter } from './resend-dead-letter';

describe('resendDeadLetter', () => {
  const bench = useUseCaseBench();

  it('puts a dead letter back in the queue, due at once with all its attempts, its message queued', async () => {
    const deps = bench.deps();
    const outboxId = await deps.db
      .insertInto('outbox')
      .values({ channel: 'mail', company_code: 'ast', recipient: 'x@example.it', body: 'b', status: 'dead' })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
    // A kind no runner handles here: the job stays where the resend puts it.
    const jobId = (await enqueueJob(deps.db, { kind: 'test.resend', outboxId, maxAttempts: 2 }))!;
    for (let i = 0; i < 2; i += 1) {
      await claimJobs(deps.db, 'test-worker', ['test.resend'], 1, 60_000);
      await failJob(deps.db, 'test-worker', jobId, 'giù', 0);
    }
    expect(await resendDeadLetter(deps, { jobId })).toEqual({ resent: { jobId, outboxId } });
    const job = await deps.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'waiting', attempts: 0, dead_at: null, locked_by: null });
    expect(new Date(job.run_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const row = await deps.db
      .selectFrom('outbox')
      .select('status')
      .where('id', '=', outboxId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('queued');
    // No longer a dead letter: a second resend (another operator) is refused.
    await expectHttpError(resendDeadLetter(deps, { jobId }), 404);
  });

  it('answers 404 for a job that does not exist or is not dead', async () => {
    const deps = bench.deps();
    await expectHttpError(resendDeadLetter(deps, { jobId: 987654 }), 404);
    const waiting = (await enqueueJob(deps.db, { kind: 'test.resend.waiting', maxAttempts: 3 }))!;
    await expectHttpError(resendDeadLetter(deps, { jobId: waiting }), 404);
  });
});
