import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '@sportello/contract';
import { DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { purgeExpired } from '../src/services/ops/purge';
import { useTestApp } from './helper';

/**
 * The periodic purge and the integration API's imports: a finished import (done or failed) goes
 * with its refused lines after IMPORT_RETENTION_DAYS, an upload a crash left `receiving` goes with
 * its chunks after a day; a recent one, a queued or running one, stays; a second purge finds nothing.
 */
const auth = { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}` };

describe('purge of the integration imports', () => {
  const t = useTestApp();

  it('deletes old finished imports and crashed uploads with their chunks and refusals, keeps the rest', async () => {
    const db = t().db;
    expect(t().app.config.IMPORT_RETENTION_DAYS).toBe(30);
    // A real import through the API: one refused line, so the run has a refusal row.
    const res = await t().app.inject({
      method: 'POST',
      url: `${INTEGRATION_BASE}/customers`,
      headers: { ...auth, 'content-type': 'application/x-ndjson' },
      payload: '{"company":"ast","code":"AST-PURGE-1"}\n',
    });
    expect(res.statusCode, res.body).toBe(200);
    const finished = res.json().jobId as number;
    expect(res.json()).toMatchObject({ state: 'done', refused: 1 });
    const { token_name: tokenName } = await db
      .selectFrom('import_runs')
      .select('token_name')
      .where('id', '=', finished)
      .executeTakeFirstOrThrow();

    const run = (
      state: 'receiving' | 'queued' | 'running' | 'done' | 'failed',
      age: string,
      finishedAge?: string,
    ) =>
      db
        .insertInto('import_runs')
        .values({
          kind: 'customers',
          token_name: tokenName,
          state,
          created_at: sql<string>`now() - ${age}::interval`,
          ...(finishedAge ? { finished_at: sql<string>`now() - ${finishedAge}::interval` } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id));
    const crashed = await run('receiving', '2 days');
    const uploading = await run('receiving', '1 hour');
    const failed = await run('failed', '40 days', '31 days');
    const recentDone = await run('done', '40 days', '29 days');
    const queued = await run('queued', '40 days');
    const running = await run('running', '40 days');
    await db
      .insertInto('import_chunks')
      .values([
        { run_id: crashed, seq: 0, first_line: 1, data: '{}\n' },
        { run_id: uploading, seq: 0, first_line: 1, data: '{}\n' },
      ])
      .execute();
    await db
      .updateTable('import_runs')
      .set({ finished_at: sql`now() - interval '31 days'` })
      .where('id', '=', finished)
      .execute();

    const counts = await purgeExpired(db, t().app.config);
    expect(counts).toMatchObject({ importRuns: 3 });
    const left = (await db.selectFrom('import_runs').select('id').execute()).map((r) => Number(r.id));
    for (const id of [finished, crashed, failed]) expect(left).not.toContain(id);
    for (const id of [uploading, recentDone, queued, running]) expect(left).toContain(id);
    const chunks = await db.selectFrom('import_chunks').select('run_id').execute();
    expect(chunks.map((c) => Number(c.run_id))).not.toContain(crashed);
    expect(chunks.map((c) => Number(c.run_id))).toContain(uploading);
    const refusals = await db
      .selectFrom('import_refusals')
      .select('run_id')
      .where('run_id', '=', finished)
      .execute();
    expect(refusals).toEqual([]);

    // The purged job is unknown now; a kept one still answers.
    const gone = await t().request('GET', `${INTEGRATION_BASE}/jobs/${finished}`, { headers: auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Lavoro di importazione non trovato');
    const kept = await t().request('GET', `${INTEGRATION_BASE}/jobs/${recentDone}`, { headers: auth });
    expect(kept.statusCode).toBe(200);

    // Again: nothing more to delete.
    expect(await purgeExpired(db, t().app.config)).toMatchObject({ importRuns: 0 });
    await db.deleteFrom('import_runs').where('id', 'in', [uploading, recentDone, queued, running]).execute();
  });
});
