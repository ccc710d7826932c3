import { describe, expect, it } from 'vitest';
import { useUseCaseBench } from '../../../test/use-case-helper';
import { claimJobs, enqueueJob, failJob } from '../../services/jobs/queue';
import { listDeadLetters } from './list-dead-letters';

describe('listDeadLetters', () => {
  const bench = useUseCaseBench();

  /** A job of `kind` that failed its only attempt. */
  async function deadJob(kind: string, outboxId: number | null = null): Promise<number> {
    const db = bench.deps().db;
    const id = (await enqueueJob(db, { kind, outboxId, maxAttempts: 1 }))!;
    await claimJobs(db, 'test-worker', [kind], 1, 60_000);
    expect(await failJob(db, 'test-worker', id, 'rifiutato dal fornitore', 0)).toBe('dead');
    return id;
  }

  it('lists dead letters newest first, with their message but never its body, and pages by job id', async () => {
    const deps = bench.deps();
    const outboxId = await deps.db
      .insertInto('outbox')
      .values({
        channel: 'sms',
        company_code: 'ast',
        recipient: '+393331234567',
        subject: null,
        body: 'sealed:v1:xyz',
        status: 'dead',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
    const sms = await deadJob('test.list.sms', outboxId);
    const task = await deadJob('test.list.task');
    const { deadLetters } = await listDeadLetters(deps, { limit: 2 });
    expect(deadLetters.map((d) => d.jobId)).toEqual([task, sms]);
    expect(deadLetters[0]).toMatchObject({ kind: 'test.list.task', attempts: 1, message: null });
    expect(deadLetters[1]).toMatchObject({
      kind: 'test.list.sms',
      lastError: 'rifiutato dal fornitore',
      message: { outboxId, channel: 'sms', company: 'ast', to: '+393331234567', subject: null },
    });
    expect(JSON.stringify(deadLetters)).not.toContain('sealed:');
    expect(deadLetters[1]!.deadAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const next = await listDeadLetters(deps, { limit: 2, beforeId: sms });
    expect(next.deadLetters.map((d) => d.jobId)).not.toContain(sms);
    expect(next.deadLetters.every((d) => d.jobId < sms)).toBe(true);
  });
});
