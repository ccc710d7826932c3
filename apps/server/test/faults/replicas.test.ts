import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxNotificationBody,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxNotification,
} from '../../src/adapters/payment-sandbox';
import { DEMO_PASSWORD } from '../../src/seed/demo-people';
import { call, faultsUnavailable, freePort, login, PGBIN, Postgres, ServerProcess, until } from './cluster';
import { PgBouncer, pgbouncerUnavailable } from './pgbouncer';

/**
 * Past one database machine (docs/scaling.md): a primary and a streaming replica of it
 * (pg_basebackup -R) on loopback, PgBouncer (session mode) in front of both, and a server process
 * with DATABASE_URL on the primary and DATABASE_REPLICA_URL on the replica, both through
 * PgBouncer. Shows:
 * - the customer's lists are read from the replica (its statement log), the session on the primary;
 * - a payment is seen at once by its customer (read-your-writes);
 * - the replica stopped: the lists fall back to the primary with no error, and return to the
 *   replica once it is back;
 * - the primary stopped: the maintenance answer (503), and recovery without a restart.
 */
const skip =
  faultsUnavailable() ??
  pgbouncerUnavailable() ??
  (existsSync(join(PGBIN, 'pg_basebackup')) ? undefined : `no pg_basebackup in ${PGBIN}`);
const SECRET = 'replica-test-sandbox-secret-0123456789abcdef';

if (skip) console.warn(`replica tests skipped: ${skip}`);

/** Lines a PostgreSQL server logged since `from` (a byte offset of its log). */
function logSince(server: Postgres, from: number): string {
  return readFileSync(join(server.dir, 'log'), 'utf8').slice(from);
}
const logSize = (server: Postgres) => statSync(join(server.dir, 'log')).size;

describe.skipIf(skip)(
  `a primary, a streaming replica and PgBouncer${skip ? ` (skipped: ${skip})` : ''}`,
  () => {
    let primary: Postgres;
    let replica: Postgres;
    let bouncer: PgBouncer;
    let server: ServerProcess;
    let db: pg.Pool;
    let customer: { session: string; customerId: number | null };

    beforeAll(async () => {
      primary = new Postgres(await freePort(), '-c log_statement=all');
      primary.init();
      replica = new Postgres(await freePort(), '-c log_statement=all');
      replica.initReplicaOf(primary);
      bouncer = new PgBouncer(await freePort(), {
        sportello: primary.port,
        sportello_replica: replica.port,
      });
      await bouncer.start();
      server = new ServerProcess(await freePort(), {
        databaseUrl: bouncer.url('sportello'),
        env: {
          MODE: 'demo',
          WEB_DIST: '/nonexistent-web-dist',
          PAYMENT_PROVIDER: 'sandbox',
          SANDBOX_WEBHOOK_SECRET: SECRET,
          DATABASE_REPLICA_URL: bouncer.url('sportello_replica'),
          LOG_LEVEL: 'warn',
        },
      });
      await server.start();
      db = new pg.Pool({ connectionString: primary.url, max: 2 });
      db.on('error', () => undefined);
      customer = await login(server.base, 'ast', 'demo.ast', DEMO_PASSWORD);
      // The replica has replayed the demo seed and the log-in.
      await until(
        'the replica caught up',
        async () => {
          const r = await new pg.Client({ connectionString: replica.url });
          await r.connect();
          try {
            const lsn = (await db.query('select pg_current_wal_lsn()::text as lsn')).rows[0].lsn as string;
            const { rows } = await r.query('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn]);
            return rows[0].ok ? true : undefined;
          } finally {
            await r.end();
          }
        },
        30_000,
      );
    }, 400_000);

    afterAll(async () => {
      await db?.end().catch(() => undefined);
      await server?.kill();
      await bouncer?.destroy();
      replica?.destroy();
      primary?.destroy();
    });

    const lists = () => [
      '/Erp/v1/supplies',
      `/Erp/v1/invoices?customerId=${customer.customerId}&orderBy=Desc&pagingTake=5&pagingSkip=0`,
      '/Core/v1/notifications?pagingTake=5&pagingSkip=0',
    ];

    it('reads the lists from the replica, the session from the primary', async () => {
      const onPrimary = logSize(primary);
      const onReplica = logSize(replica);
      for (const path of lists()) {
        const answer = await call(server.base, 'GET', path, customer.session);
        expect(answer.status, path).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const replicaLog = logSince(replica, onReplica);
      const primaryLog = logSince(primary, onPrimary);
      expect(replicaLog).toMatch(/from "supplies"/);
      expect(replicaLog).toMatch(/from "invoices"/);
      expect(replicaLog).toMatch(/from "notifications"/);
      expect(primaryLog).not.toMatch(/from "supplies"/);
      expect(primaryLog).not.toMatch(/from "invoices"/);
      // The session is read (and slid) on the primary on every call.
      expect(primaryLog).toMatch(/from "sessions"/);
      expect(replicaLog).not.toMatch(/from "sessions"/);
    });

    it('a payment is seen at once by its customer (read-your-writes)', async () => {
      const list = await call(
        server.base,
        'GET',
        `/Erp/v1/invoices?customerId=${customer.customerId}&outstandingOnly=true&pagingTake=100`,
        customer.session,
      );
      const bill = (
        list.json.getInvoicesResponse.invoices as { id: number; paymentLevel: string; amountToPay: string }[]
      ).find((i) => i.paymentLevel !== 'Rateizzata');
      expect(bill).toBeDefined();
      const created = await call(server.base, 'POST', '/Erp/v1/payments', customer.session, {
        createPaymentRequest: {
          payKind: 'Invoices',
          totalAmount: bill!.amountToPay,
          items: { item: [{ invoiceId: bill!.id, amount: bill!.amountToPay }] },
        },
      });
      expect(created.status).toBe(201);
      const payment = created.json.createPaymentResponse as { id: number; redirectUrl: string };
      const token = payment.redirectUrl.split('/').pop()!;
      // Past the window the payment's creation opened: only the provider's notification opens it again.
      await db.query('update sessions set primary_reads_until = null');
      const body = sandboxNotificationBody(
        'payment.succeeded',
        token,
        Math.round(Number(bill!.amountToPay) * 100),
        `evt_replica_${payment.id}`,
      );
      const notified = await call(server.base, 'POST', '/Erp/v1/payments/notifications', undefined, body, {
        [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(body, SECRET),
      });
      expect(notified.status).toBe(200);
      // At once, the customer's bill list shows it paid: read from the primary.
      const onReplica = logSize(replica);
      const after = await call(
        server.base,
        'GET',
        `/Erp/v1/invoices?customerId=${customer.customerId}&pagingTake=100`,
        customer.session,
      );
      expect(after.status).toBe(200);
      const paid = (
        after.json.getInvoicesResponse.invoices as { id: number; paidDate: string | null }[]
      ).find((i) => i.id === bill!.id);
      expect(paid?.paidDate).not.toBeNull();
      expect(logSince(replica, onReplica)).not.toMatch(/from "invoices"/);
    });

    it('the replica stopped: the lists come from the primary with no error, and from the replica again once it is back', async () => {
      await db.query('update sessions set primary_reads_until = null');
      replica.stop('fast');
      const statuses: number[] = [];
      const started = Date.now();
      for (let round = 0; round < 5; round++) {
        for (const path of lists())
          statuses.push((await call(server.base, 'GET', path, customer.session)).status);
      }
      console.log(
        `replica stopped: ${statuses.length} list calls in ${Date.now() - started} ms, statuses ${[...new Set(statuses)].join(',')}`,
      );
      expect(statuses.every((s) => s === 200)).toBe(true);

      replica.start();
      // Left out for REPLICA_RETRY_MS (5 s) after its failure, then read again.
      await until(
        'lists read from the replica again',
        async () => {
          const from = logSize(replica);
          const answer = await call(server.base, 'GET', '/Erp/v1/supplies', customer.session);
          expect(answer.status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return /from "supplies"/.test(logSince(replica, from)) ? true : undefined;
        },
        30_000,
      );
    });

    it('the primary stopped: the maintenance answer (503), and recovery without a restart', async () => {
      const pid = server.pid;
      primary.stop('fast');
      const down = await until(
        'a 503',
        async () => {
          const answer = await call(server.base, 'GET', '/Erp/v1/supplies', customer.session);
          expect([200, 503]).toContain(answer.status);
          return answer.status === 503 ? answer : undefined;
        },
        15_000,
      );
      expect(down.json.error?.code).toBe('service_unavailable');
      primary.start();
      await until(
        'answers again',
        async () => {
          const answer = await call(server.base, 'GET', '/Erp/v1/supplies', customer.session);
          return answer.status === 200 ? true : undefined;
        },
        30_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${server.output.slice(-3000)}\n${bouncer.output}`);
      });
      expect(server.pid).toBe(pid);
      expect(server.running).toBe(true);
    });
  },
);
