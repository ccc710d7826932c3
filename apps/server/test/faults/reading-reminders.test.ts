import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@sportello/domain';
import { todayInItaly } from '../../src/services/erp/rules';
import { freePort, PGBIN, Postgres, ServerProcess, until } from './cluster';

/**
 * Issue 24, the reading reminders on a real deployment: catch-up after a stop. A server process
 * (main.ts, demo mode) on a PostgreSQL server of our own is stopped, a window opens and the hourly
 * run comes due while it is down, and the process started again tells it. (Two processes running
 * the reminders at once and telling a window once is e2e/tests/reading-reminders.spec.ts, with
 * the link from the mail; the once-only rule on one database is in the API suite.) Needs only
 * PostgreSQL (not nginx).
 */
const skip =
  existsSync(join(PGBIN, 'initdb')) && existsSync(join(PGBIN, 'pg_ctl'))
    ? undefined
    : `no PostgreSQL binaries in ${PGBIN} (apt-get install postgresql, or set PGBIN)`;
if (skip) console.warn(`reading reminders fault test skipped: ${skip}`);

const JOB = 'reading-reminders';

describe.skipIf(skip)(
  `reading reminders on PostgreSQL, a process stopped and started${skip ? ` (skipped: ${skip})` : ''}`,
  () => {
    let postgres: Postgres;
    let servers: ServerProcess[] = [];
    let webDist: string;
    let db: pg.Pool;

    beforeAll(async () => {
      postgres = new Postgres(await freePort());
      postgres.init();
      webDist = mkdtempSync(join(tmpdir(), 'sportello-reminders-web-'));
      writeFileSync(
        join(webDist, 'index.html'),
        '<!doctype html><html lang="it"><title>Sportello</title></html>',
      );
      const env = { MODE: 'demo', WEB_DIST: webDist, JOBS_POLL_INTERVAL_MS: '200' };
      servers = [new ServerProcess(await freePort(), { databaseUrl: postgres.url, env })];
      await servers[0]!.start();
      db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    }, 400_000);

    afterAll(async () => {
      await db?.end().catch(() => undefined);
      for (const s of servers) await s.kill('SIGTERM');
      postgres?.destroy();
      if (webDist) rmSync(webDist, { recursive: true, force: true });
    });

    const count = async (text: string, params: unknown[] = []) =>
      Number((await db.query<{ n: string }>(text, params)).rows[0]!.n);
    /** A supply of a demo owner whose meter has no window of its own; it gets `from`…`to`. */
    async function openWindowOf(username: string, from: string, to: string) {
      const { rows } = await db.query<{ supply_id: number; meter_id: number }>(
        `select s.id as supply_id, m.id as meter_id
           from supplies s
           join user_customers uc on uc.customer_id = s.customer_id and uc.relation = 'owner'
           join users u on u.id = uc.user_id
           join meters m on m.supply_id = s.id and m.removed_on is null
          where u.username = $1 and m.window_from_day is null and s.status = 'Attiva'
          order by s.id limit 1`,
        [username],
      );
      const supply = rows[0]!;
      await db.query('update meters set window_from_day = $1, window_to_day = $2 where id = $3', [
        Number(from.slice(8, 10)),
        Number(to.slice(8, 10)),
        supply.meter_id,
      ]);
      return supply.supply_id;
    }

    it('catch-up: a window that opened while the process was stopped is told when it starts again', async () => {
      // The process has scheduled its hourly run (its row is what comes due while it is down).
      await until(
        'the reminders scheduled',
        async () =>
          (await count('select count(*) as n from scheduled_jobs where name = $1', [JOB])) > 0
            ? true
            : undefined,
        30_000,
      );
      for (const s of servers) await s.kill('SIGTERM');
      const today = todayInItaly();
      const opened = addDays(today, -2);
      const supplyId = await openWindowOf('demo.sga', opened, addDays(today, 2));
      // The hourly run came due while it was down.
      await db.query(
        `update scheduled_jobs set next_run_at = now() - interval '10 minutes' where name = $1`,
        [JOB],
      );
      expect(
        await count('select count(*) as n from reading_reminders where supply_id = $1', [supplyId]),
      ).toBe(0);
      await servers[0]!.start();
      await until(
        'the window told after the start',
        async () =>
          (await count('select count(*) as n from reading_reminders where supply_id = $1', [supplyId])) === 1
            ? true
            : undefined,
        60_000,
      );
      const { rows } = await db.query<{ window_start: string; mails: number }>(
        'select window_start::text as window_start, mails from reading_reminders where supply_id = $1',
        [supplyId],
      );
      expect(rows).toEqual([{ window_start: opened, mails: 1 }]);
    }, 200_000);
  },
);
