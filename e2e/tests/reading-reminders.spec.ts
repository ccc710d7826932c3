import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { SelfReadingPage } from '../page-models/self-reading-page';
import { loginThroughApi } from '../page-models/login-page';

/**
 * Issue 24, the reading reminders, end to end: two server processes on one real PostgreSQL (as
 * behind a load balancer), both running the job runner. When a supply's self-reading window opens,
 * its owner gets one e-mail — not two, though both processes run the reminders, twice — and its
 * link, opened where the customer is logged in, lands on that supply's reading form.
 *
 * The spec starts its own PostgreSQL (PGBIN, /usr/lib/postgresql/15/bin by default) and its two
 * servers on E2E_PORT + 1 and + 2 (the database on + 3); it is skipped where PostgreSQL is not
 * installed.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';
const BASE = Number(process.env.E2E_PORT ?? 8181);
const PORTS = [BASE + 1, BASE + 2];
const PG_PORT = BASE + 3;
const JOB = 'reading-reminders';
const SUBJECT = 'È il momento dell’autolettura';
const available = existsSync(join(PGBIN, 'initdb')) && existsSync(join(PGBIN, 'pg_ctl'));
const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
const asPostgres = (command: string) =>
  isRoot
    ? execFileSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
    : execFileSync('sh', ['-c', command], { encoding: 'utf8' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Today's day of the month in Italy (the server's "today"). */
function romeDayOfMonth(): number {
  return Number(
    new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: 'numeric' }).format(new Date()),
  );
}

test.describe('reading reminders with two server processes on one PostgreSQL', () => {
  test.skip(!available, `no PostgreSQL binaries in ${PGBIN} (apt-get install postgresql, or set PGBIN)`);
  test.use({ baseURL: `http://localhost:${PORTS[0]}` });

  const dir = available ? mkdtempSync(join(tmpdir(), 'sportello-e2e-reminders-')) : '';
  const url = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
  const servers: { child: ChildProcess; output: string }[] = [];
  let db: pg.Client;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    if (isRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, uid);
    }
    asPostgres(`${PGBIN}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
    asPostgres(
      `${PGBIN}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-p ${PG_PORT} -k ${dir} ` +
        `-c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null`,
    );
    // Both at once: one migrates and seeds under the start-up lock, the other waits for it.
    for (const port of PORTS) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          MODE: 'demo',
          DATABASE_URL: url,
          DATA_DIR: join(dir, `server-${port}`),
          PUBLIC_URL: `http://localhost:${PORTS[0]}`,
          LOG_LEVEL: 'warn',
          METRICS_PORT: '0',
          JOBS_POLL_INTERVAL_MS: '200',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const server = { child, output: '' };
      child.stdout!.on('data', (c: Buffer) => (server.output += c.toString()));
      child.stderr!.on('data', (c: Buffer) => (server.output += c.toString()));
      servers.push(server);
    }
    for (const [i, port] of PORTS.entries()) {
      await until(
        `server on ${port} ready`,
        async () => {
          if (servers[i]!.child.exitCode !== null) throw new Error(`server exited:\n${servers[i]!.output}`);
          return (await fetch(`http://127.0.0.1:${port}/readyz`)).ok ? true : undefined;
        },
        150_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${servers[i]!.output}`);
      });
    }
    db = new pg.Client({ connectionString: url });
    await db.connect();
  });

  test.afterAll(async () => {
    await db?.end().catch(() => undefined);
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
          }),
      ),
    );
    if (available) {
      try {
        asPostgres(`${PGBIN}/pg_ctl -D ${dir}/data -m immediate -w stop >/dev/null`);
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);

  /** Both processes' runners find the periodic task due at once (and an extra run races it). */
  async function runRemindersOnBothProcesses() {
    await until(
      'the reminders scheduled',
      async () =>
        (await count('select count(*) as n from scheduled_jobs where name = $1', [JOB])) > 0
          ? true
          : undefined,
      20_000,
    );
    await db.query(`update scheduled_jobs set next_run_at = now() - interval '1 minute' where name = $1`, [
      JOB,
    ]);
    await db.query('insert into jobs (kind, max_attempts) values ($1, 1)', [JOB]);
    // Both runs claimed and done (a run's job goes when it succeeds).
    await until(
      'the runs done',
      async () => {
        const due = await count(
          `select count(*) as n from scheduled_jobs where name = $1 and next_run_at <= now()`,
          [JOB],
        );
        const left = await count('select count(*) as n from jobs where kind = $1', [JOB]);
        return due === 0 && left === 0 ? true : undefined;
      },
      30_000,
    );
  }

  test('a window opening today: one e-mail however many runs, and its link opens the supply’s reading form', async ({
    page,
    request,
  }) => {
    // demo.ast's supply whose meter had no window: its window now opens today (and closes today).
    const { rows } = await db.query<{ supply_id: number; meter_id: number; email: string }>(
      `select s.id as supply_id, m.id as meter_id, u.email
         from supplies s
         join user_customers uc on uc.customer_id = s.customer_id and uc.relation = 'owner'
         join users u on u.id = uc.user_id
         join meters m on m.supply_id = s.id and m.removed_on is null
        where u.username = 'demo.ast' and m.window_from_day is null and s.status = 'Attiva'
        order by s.id limit 1`,
    );
    const supply = rows[0]!;
    const day = romeDayOfMonth();
    await db.query('update meters set window_from_day = $1, window_to_day = $1 where id = $2', [
      day,
      supply.meter_id,
    ]);

    await runRemindersOnBothProcesses();
    expect(
      await count('select count(*) as n from reading_reminders where supply_id = $1', [supply.supply_id]),
    ).toBe(1);
    // Every window told once: as many reminder mails in the outbox as the windows' records say.
    const told = await count('select coalesce(sum(mails), 0) as n from reading_reminders');
    expect(told).toBeGreaterThanOrEqual(1);
    expect(
      await count(`select count(*) as n from outbox where channel = 'mail' and subject = $1`, [SUBJECT]),
    ).toBe(told);

    // Run again on both processes: nothing more is sent.
    await runRemindersOnBothProcesses();
    expect(
      await count(`select count(*) as n from outbox where channel = 'mail' and subject = $1`, [SUBJECT]),
    ).toBe(told);

    const outbox = await request.get(`http://127.0.0.1:${PORTS[1]}/dev/outbox`, {
      params: { to: supply.email, channel: 'mail', limit: '50' },
    });
    expect(outbox.ok()).toBe(true);
    const mails = (
      (await outbox.json()) as { messages: { subject: string; meta: Record<string, unknown> }[] }
    ).messages.filter((m) => m.meta.kind === 'reading-reminder' && m.meta.supplyId === supply.supply_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(SUBJECT);
    const link = new URL(String(mails[0]!.meta.linkUrl));

    // The customer, logged in, follows the mail's link: the supply's reading form, still logged in.
    await loginThroughApi(page, 'demo.ast');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(new RegExp(`/supplies/${supply.supply_id}/autolettura$`));
    const form = new SelfReadingPage(page);
    await expect(form.heading()).toBeVisible();
    await expect(form.input()).toBeVisible();
    await expect(page.getByTestId('reading-window')).toHaveText(
      /^dal \d{2}-\d{2}-\d{4} al \d{2}-\d{2}-\d{4}$/,
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Ciao/ })).toBeVisible();

    // The profile's "Promemoria autolettura" turns them off: the next window to open is not told.
    await page.goto('/profile');
    const toggle = page.getByRole('checkbox', {
      name: 'Avvisami quando si apre la finestra dell’autolettura',
    });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await page.getByRole('button', { name: 'Salva il promemoria' }).click();
    await expect(page.getByTestId('reading-reminders-saved')).toHaveText(
      'Promemoria dell’autolettura disattivato.',
    );
    const heating = await db.query<{ supply_id: number; meter_id: number }>(
      `select s.id as supply_id, m.id as meter_id
         from supplies s
         join user_customers uc on uc.customer_id = s.customer_id and uc.relation = 'owner'
         join users u on u.id = uc.user_id
         join meters m on m.supply_id = s.id and m.removed_on is null
        where u.username = 'demo.ast' and s.commodity = 'teleriscaldamento'
        order by s.id limit 1`,
    );
    const other = heating.rows[0]!;
    await db.query('update meters set window_from_day = $1, window_to_day = $1 where id = $2', [
      day,
      other.meter_id,
    ]);
    await runRemindersOnBothProcesses();
    expect(
      await count('select count(*) as n from reading_reminders where supply_id = $1 and mails = 0', [
        other.supply_id,
      ]),
    ).toBe(1);
    expect(
      await count(`select count(*) as n from outbox where channel = 'mail' and subject = $1`, [SUBJECT]),
    ).toBe(told);
  });
});
