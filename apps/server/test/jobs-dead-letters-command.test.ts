import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDeadLetters } from '../src/commands/dead-letters';
import { openDatabase } from '../src/db/index';
import { migrate } from '../src/db/migrate';
import { claimJobs, enqueueJob, failJob } from '../src/services/jobs/queue';

/**
 * The operations team's command for the dead letters: it lists a message that failed every
 * attempt (channel, brand, recipient, attempts, last error) and puts it back in the queue.
 */
const dir = mkdtempSync(join(tmpdir(), 'sportello-dead-letters-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { MODE: 'demo', DATA_DIR: dir, LOG_LEVEL: 'silent' };

describe('npm run dead-letters', () => {
  it('lists a dead letter and resends it; a wrong number is refused', async () => {
    const database = await openDatabase({ DATA_DIR: dir });
    let jobId: number;
    try {
      await migrate(database);
      const db = database.db;
      const outboxId = await db
        .insertInto('outbox')
        .values({
          channel: 'mail',
          company_code: 'sgr',
          recipient: 'notte@example.it',
          body: 'b',
          status: 'dead',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
      jobId = (await enqueueJob(db, { kind: 'test.command', outboxId, maxAttempts: 1 }))!;
      await claimJobs(db, 'test-worker', ['test.command'], 1, 60_000);
      await failJob(db, 'test-worker', jobId, 'SMTP 421 servizio non disponibile', 0);
    } finally {
      await database.close();
    }

    const listed = await runDeadLetters(['list'], env);
    const row = listed.split('\n').find((line) => line.startsWith(`${jobId}\t`));
    expect(row).toContain('mail sgr');
    expect(row).toContain('SMTP 421 servizio non disponibile');

    expect(await runDeadLetters(['resend', String(jobId)], env)).toContain(`Lavoro ${jobId} rimesso in coda`);
    expect(await runDeadLetters(['list'], env)).toBe('Nessun messaggio non consegnato.');
    await expect(runDeadLetters(['resend', String(jobId)], env)).rejects.toMatchObject({ statusCode: 404 });
    await expect(runDeadLetters(['resend', 'abc'], env)).rejects.toThrow(/non valido/);
    await expect(runDeadLetters(['boh'], env)).rejects.toThrow(/Uso:/);
  });
});
