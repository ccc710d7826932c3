import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxNotificationBody,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxNotification,
} from '../../src/adapters/payment-sandbox';
import { DEMO_PASSWORD } from '../../src/seed/demo-people';
import {
  call,
  faultsUnavailable,
  freePort,
  login,
  Nginx,
  Postgres,
  ServerProcess,
  until,
  type Answer,
  type LoggedIn,
} from './cluster';

/**
 * Faults of a real deployment on loopback: our own PostgreSQL server, three server processes
 * (main.ts, demo mode) and nginx with deploy/nginx-proxy.conf in front of them.
 * - 200 concurrent sessions of mixed reads and writes: no 5xx, every acknowledged write stored;
 * - one process killed with SIGKILL mid-load: nothing lost beyond the requests in flight, the
 *   sessions keep working on the others;
 * - a process killed between a payment's creation and the provider's notification: the outcome
 *   is recorded once and the bill paid once;
 * - PostgreSQL stopped mid-traffic: 503 and the maintenance page within 5 s, and the processes
 *   recover by themselves when it returns;
 * - every process down: nginx's own 503, the maintenance page or the API's error body.
 * FAULTS_LOAD_SECONDS sets the length of the 200-session load (60 by default, as in the figures
 * of docs/scaling.md; CI runs it shorter).
 */
const skip = faultsUnavailable();
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 60);
const SECRET = 'faults-test-sandbox-secret-0123456789abcdef';
const API_USERS = ['sgr', 'ast', 'sga', 'mes', 'wdo', 'smg', 'sol'].map((c) => ({
  company: c,
  username: `demo.${c}`,
}));

if (skip) console.warn(`fault tests skipped: ${skip}`);

describe.skipIf(skip)(
  `faults on PostgreSQL, 3 processes behind nginx${skip ? ` (skipped: ${skip})` : ''}`,
  () => {
    let postgres: Postgres;
    let servers: ServerProcess[] = [];
    let nginx: Nginx;
    let webDist: string;
    let db: pg.Pool;
    const base = () => nginx.base;

    beforeAll(async () => {
      postgres = new Postgres(await freePort());
      postgres.init();
      // index.html of the web app: the server answers every app route with it (the SPA shows
      // /errore/server-in-manutenzione on a 503); the test needs only that the page is served.
      webDist = mkdtempSync(join(tmpdir(), 'sportello-faults-web-'));
      writeFileSync(
        join(webDist, 'index.html'),
        '<!doctype html><html lang="it"><title>Sportello</title><div id="root"></div></html>',
      );
      const env = {
        MODE: 'demo',
        WEB_DIST: webDist,
        PAYMENT_PROVIDER: 'sandbox',
        SANDBOX_WEBHOOK_SECRET: SECRET,
        // The 200-session load deliberately overloads a 2-core machine: a request may wait for a
        // pooled connection longer than the 3 s default, which would shed it with a 503. The faults
        // here are refused connections (answered at once); a database that does not answer at all
        // is db-unavailable.test.ts, with the default timeouts.
        DB_CONNECT_TIMEOUT_MS: '15000',
      };
      const ports = [await freePort(), await freePort(), await freePort()];
      servers = ports.map((port) => new ServerProcess(port, { databaseUrl: postgres.url, env }));
      // The first seeds the demo data under the start-up lock; the others then start together.
      await servers[0]!.start();
      await Promise.all(servers.slice(1).map((s) => s.start()));
      nginx = new Nginx(await freePort(), ports);
      await nginx.start();
      db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    }, 400_000);

    afterAll(async () => {
      await db?.end().catch(() => undefined);
      await nginx?.stop();
      for (const s of servers) await s.kill();
      postgres?.destroy();
      if (webDist) rmSync(webDist, { recursive: true, force: true });
    });

    /** Logged-in sessions through nginx, made once and shared by the tests (ten log-ins at a time). */
    const made: LoggedIn[] = [];
    async function sessions(n: number): Promise<LoggedIn[]> {
      while (made.length < n) {
        const batch = Array.from({ length: Math.min(10, n - made.length) }, (_, k) => {
          const u = API_USERS[(made.length + k) % API_USERS.length]!;
          return login(base(), u.company, u.username, DEMO_PASSWORD);
        });
        made.push(...(await Promise.all(batch)));
      }
      return made.slice(0, n);
    }

    const READS = [
      (s: LoggedIn) => `/Core/v1/sessions/${s.session}`,
      () => '/Core/v1/modules',
      () => '/Erp/v1/supplies',
      (s: LoggedIn) => `/Erp/v1/invoices?customerId=${s.customerId}&pagingTake=5&pagingSkip=0`,
      () => '/Core/v1/notifications?pagingTake=1&pagingSkip=0',
    ];

    it(`200 concurrent sessions, ${LOAD_SECONDS} s of mixed reads and writes: no 5xx, every acknowledged write stored`, async () => {
      const all = await sessions(200);
      const run = `faults-${Date.now()}`;
      const statuses = new Map<number, number>();
      const acknowledged: string[] = [];
      const end = Date.now() + LOAD_SECONDS * 1000;
      let writes = 0;
      const took: number[] = [];
      await Promise.all(
        all.map(async (s, i) => {
          for (let n = 0; Date.now() < end; n++) {
            let answer: Answer;
            const started = Date.now();
            // One call in five is a write: a support request through the contact form.
            if ((n + i) % 5 === 0) {
              const tag = `${run}-${i}-${n}`;
              writes++;
              answer = await call(base(), 'POST', '/Contact/v1/requests', s.session, {
                contactRequest: { subject: 'bolletta', description: tag, mobilephone: '+39 333 1234567' },
              });
              if (answer.status === 201) acknowledged.push(tag);
            } else {
              answer = await call(base(), 'GET', READS[(n + i) % READS.length]!(s), s.session);
            }
            took.push(Date.now() - started);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            // A person reads between two calls (0-0.5 s here: still far less than people do).
            await new Promise((resolve) => setTimeout(resolve, ((n * 37 + i) % 100) * 5));
          }
        }),
      );
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      console.log(
        `200 sessions, ${LOAD_SECONDS} s: ${total} requests (${(total / LOAD_SECONDS).toFixed(0)}/s), ` +
          `statuses ${JSON.stringify(Object.fromEntries(statuses))}, writes ${writes}, acknowledged ${acknowledged.length}; ` +
          `latency p50 ${percentile(took, 0.5)} ms, p99 ${percentile(took, 0.99)} ms, max ${Math.max(...took)} ms`,
      );
      const failed = [...statuses].filter(([status]) => status === 0 || status >= 500);
      expect(failed).toEqual([]);
      expect([...statuses.keys()].every((status) => status === 200 || status === 201)).toBe(true);
      const stored = await db.query<{ description: string }>(
        'select description from contact_requests where description like $1',
        [`${run}-%`],
      );
      // Every acknowledged write is there; nothing is there that was not sent.
      const present = new Set(stored.rows.map((r) => r.description));
      expect(acknowledged.filter((tag) => !present.has(tag))).toEqual([]);
      expect(stored.rowCount).toBeLessThanOrEqual(writes);
    });

    it('a process killed mid-load: nothing lost beyond the requests in flight, sessions keep working on the others', async () => {
      const all = await sessions(50);
      let inFlight = 0;
      let inFlightAtKill = -1;
      let ok = 0;
      const failed: number[] = [];
      const end = Date.now() + 8000;
      const victim = servers[1]!;
      const killer = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        inFlightAtKill = inFlight;
        await victim.kill('SIGKILL');
      })();
      await Promise.all(
        all.map(async (s, i) => {
          for (let n = 0; Date.now() < end; n++) {
            inFlight++;
            const answer = await call(base(), 'GET', READS[(n + i) % READS.length]!(s), s.session);
            inFlight--;
            if (answer.status === 200) ok++;
            else failed.push(answer.status);
          }
        }),
      );
      await killer;
      console.log(
        `killed one of 3 processes mid-load: ${ok} answered, ${failed.length} failed (${inFlightAtKill} in flight at the kill)`,
      );
      expect(victim.running).toBe(false);
      expect(ok).toBeGreaterThan(0);
      // nginx resends a GET cut by the dead process to the next one: at most those in flight fail.
      expect(failed.length).toBeLessThanOrEqual(inFlightAtKill);
      // Every session still works (sessions live in the database, not in a process).
      const after = await Promise.all(
        all.map((s) => call(base(), 'GET', `/Core/v1/sessions/${s.session}`, s.session)),
      );
      expect(after.map((a) => a.status)).toEqual(all.map(() => 200));
      await victim.start();
    });

    it('a process killed between payment creation and notification: the outcome recorded once, the bill paid once', async () => {
      const creator = servers[0]!;
      const { session, customerId } = await login(creator.base, 'ast', 'demo.ast', DEMO_PASSWORD);
      const list = await call(
        creator.base,
        'GET',
        `/Erp/v1/invoices?customerId=${customerId}&outstandingOnly=true&pagingTake=100`,
        session,
      );
      const bill = (
        list.json.getInvoicesResponse.invoices as { id: number; paymentLevel: string; amountToPay: string }[]
      ).find((i) => i.paymentLevel !== 'Rateizzata');
      expect(bill).toBeDefined();
      const created = await call(creator.base, 'POST', '/Erp/v1/payments', session, {
        createPaymentRequest: {
          payKind: 'Invoices',
          totalAmount: bill!.amountToPay,
          items: { item: [{ invoiceId: bill!.id, amount: bill!.amountToPay }] },
        },
      });
      expect(created.status).toBe(201);
      const payment = created.json.createPaymentResponse as { id: number; redirectUrl: string };
      const token = payment.redirectUrl.split('/').pop()!;
      await creator.kill('SIGKILL');

      // The provider notifies through nginx: another process records it.
      const body = sandboxNotificationBody(
        'payment.succeeded',
        token,
        Math.round(Number(bill!.amountToPay) * 100),
        `evt_faults_${payment.id}`,
      );
      const headers = { [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(body, SECRET) };
      const first = await call(base(), 'POST', '/Erp/v1/payments/notifications', undefined, body, headers);
      expect(first.status).toBe(200);
      // Restarted, the creator gets the provider's retry of the same event: it counts once.
      await creator.start();
      const retry = await call(
        creator.base,
        'POST',
        '/Erp/v1/payments/notifications',
        undefined,
        body,
        headers,
      );
      expect(retry.status).toBe(200);

      const events = await db.query('select effect from payment_events where payment_id = $1', [payment.id]);
      expect(events.rows).toEqual([{ effect: 'applied' }]);
      const status = await db.query('select status from payments where id = $1', [payment.id]);
      expect(status.rows).toEqual([{ status: 'Pagato' }]);
      const paid = await db.query(
        `select count(*)::int as n from payment_events e join payment_items i on i.payment_id = e.payment_id
       where i.invoice_id = $1 and e.effect = 'applied' and e.outcome = 'Pagato'`,
        [bill!.id],
      );
      expect(paid.rows[0].n).toBe(1);
      const invoice = await db.query('select paid_on from invoices where id = $1', [bill!.id]);
      expect(invoice.rows[0].paid_on).not.toBeNull();
    });

    it('PostgreSQL stopped mid-traffic: 503 and the maintenance page within 5 s, recovery without restart', async () => {
      const all = await sessions(10);
      const pids = servers.map((s) => s.pid);
      let stoppedAt = 0;
      let first503At = 0;
      let slowest = 0;
      let stop = false;
      const statuses: number[] = [];
      const traffic = Promise.all(
        all.map(async (s) => {
          while (!stop) {
            const started = Date.now();
            const answer = await call(base(), 'GET', '/Erp/v1/supplies', s.session);
            if (stoppedAt && started >= stoppedAt) {
              slowest = Math.max(slowest, Date.now() - started);
              statuses.push(answer.status);
              if (answer.status === 503 && !first503At) {
                first503At = Date.now();
                expect(answer.json.error?.code).toBe('service_unavailable');
              }
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stoppedAt = Date.now();
      db.on('error', () => undefined);
      postgres.stop('fast');
      await until('a 503', async () => (first503At ? true : undefined), 10_000);
      // The web app's maintenance page is served while the database is down.
      const page = await fetch(`${base()}/errore/server-in-manutenzione`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const ready = await fetch(`${base()}/readyz`);
      expect(ready.status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      console.log(
        `PostgreSQL stopped: first 503 after ${first503At - stoppedAt} ms; slowest answer while down ${slowest} ms; ` +
          `statuses ${JSON.stringify(countOf(statuses))}`,
      );
      expect(first503At - stoppedAt).toBeLessThan(5000);
      expect(slowest).toBeLessThan(5000);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);

      const restartedAt = Date.now();
      postgres.start();
      // Every process answers again by itself: same pids, no restart.
      for (const server of servers) {
        let last: Answer | undefined;
        await until(
          `server ${server.port} recovers`,
          async () => {
            last = await call(server.base, 'GET', '/Erp/v1/supplies', all[0]!.session);
            return last.status === 200 ? true : undefined;
          },
          30_000,
        ).catch((error: Error) => {
          throw new Error(
            `${error.message}; last answer ${last?.status} ${JSON.stringify(last?.json)}\n${server.output.slice(-4000)}`,
          );
        });
      }
      console.log(`PostgreSQL back: every process answering ${Date.now() - restartedAt} ms after its start`);
      stop = true;
      await traffic;
      expect(servers.map((s) => s.pid)).toEqual(pids);
      expect(servers.every((s) => s.running)).toBe(true);
      const again = await Promise.all(all.map((s) => call(base(), 'GET', '/Erp/v1/supplies', s.session)));
      expect(again.map((a) => a.status)).toEqual(all.map(() => 200));
    });

    it('every process down: nginx answers 503, the maintenance page for pages and the error body for the API', async () => {
      const [session] = await sessions(1);
      for (const server of servers) await server.kill('SIGKILL');
      const page = await fetch(`${base()}/dashboard`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('30');
      expect(await page.text()).toContain('Servizio in manutenzione');
      const api = await call(base(), 'GET', '/Erp/v1/supplies', session!.session);
      expect(api.status).toBe(503);
      expect(api.json.error).toMatchObject({ code: 'service_unavailable' });
    });
  },
);

function countOf(values: number[]) {
  const out: Record<number, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}
