import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@sportello/contract';
import {
  sandboxNotificationBody,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxNotification,
} from '../src/adapters/payment-sandbox';
import { openDatabase } from '../src/db/index';
import { DEMO_PASSWORD } from '../src/seed/demo-people';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SECRET = 'restart-test-sandbox-secret-0123456789';
/** Bounds of each wait: a start on a busy 2-core machine (first one seeds the demo data). */
const START_TIMEOUT_MS = 180_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The real server as a child process, `node --import tsx apps/server/src/main.ts`, on a PGlite folder. */
class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  output = '';

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    // PGlite on disk, even in the CI run that sets DATABASE_URL for the other API tests.
    const { DATABASE_URL: _server, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...inherited,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        MODE: 'demo',
        DATA_DIR: this.dataDir,
        WEB_DIST: join(this.dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
        SANDBOX_WEBHOOK_SECRET: SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (c: Buffer) => (this.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (this.output += c.toString()));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited at start:\n${this.output}`);
      try {
        if ((await fetch(`${this.base}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server not ready in ${START_TIMEOUT_MS} ms:\n${this.output}`);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }

  async call(method: string, path: string, session?: string, body?: unknown) {
    const res = await fetch(`${this.base}${API_BASE}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session ? { 'x-session-id': session } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  }

  notify(body: string, signature: string) {
    return fetch(`${this.base}${API_BASE}/Erp/v1/payments/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    });
  }

  async login(username: string) {
    const s = await this.call('POST', '/Core/v1/sessions', undefined, {
      createNewSessionRequest: { company: 'ast' },
    });
    const session = s.json.createNewSessionResponse.sessionId as string;
    const res = await this.call('POST', '/Core/v1/user/login', session, {
      doLoginRequest: { username, password: DEMO_PASSWORD },
    });
    return res.json.doLoginResponse.sessionId as string;
  }
}

/**
 * A kill -9 of the server between the creation of a payment and the provider's notification, and
 * during the notification itself: after a restart the outcome is recorded once and each bill is
 * paid once, whatever was or was not committed before the kill.
 */
describe('payments survive a killed server', () => {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'records the outcome once after SIGKILL and restart, and pays each bill once',
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'sportello-pay-restart-'));
      const port = await freePort();
      server = new ServerProcess(port, dataDir);
      await server.start();

      let session = await server.login('demo.ast');
      const list = await server.call('GET', '/Erp/v1/invoices?outstandingOnly=true&pagingTake=100', session);
      const bills = (
        list.json.getInvoicesResponse.invoices as { id: number; paymentLevel: string; amountToPay: string }[]
      )
        .filter((i) => i.paymentLevel !== 'Rateizzata')
        .slice(0, 2);
      expect(bills).toHaveLength(2);
      const payments: { id: number; token: string; cents: number; invoiceId: number }[] = [];
      for (const bill of bills) {
        const created = await server.call('POST', '/Erp/v1/payments', session, {
          createPaymentRequest: {
            payKind: 'Invoices',
            totalAmount: bill.amountToPay,
            items: { item: [{ invoiceId: bill.id, amount: bill.amountToPay }] },
          },
        });
        expect(created.status).toBe(201);
        const p = created.json.createPaymentResponse;
        payments.push({
          id: p.id,
          token: String(p.redirectUrl).split('/').pop()!,
          cents: Math.round(Number(bill.amountToPay) * 100),
          invoiceId: bill.id,
        });
      }
      const [first, second] = payments as [(typeof payments)[0], (typeof payments)[0]];

      // 1. Killed between creation and notification; the provider delivers after the restart.
      await server.kill('SIGKILL');
      await server.start();
      const paidFirst = sandboxNotificationBody(
        'payment.succeeded',
        first.token,
        first.cents,
        'evt_sbx_restart_1',
      );
      const signFirst = signSandboxNotification(paidFirst, SECRET);
      expect((await server.notify(paidFirst, signFirst)).status).toBe(200);
      expect((await server.notify(paidFirst, signFirst)).status).toBe(200);

      // 2. Killed while the notification is in flight: committed or not, the provider retries
      //    the same event after the restart and it counts once.
      const paidSecond = sandboxNotificationBody(
        'payment.succeeded',
        second.token,
        second.cents,
        'evt_sbx_restart_2',
      );
      const signSecond = signSandboxNotification(paidSecond, SECRET);
      const inFlight = server.notify(paidSecond, signSecond).then(
        (r) => r.status,
        () => 'cut',
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.kill('SIGKILL');
      expect([200, 'cut']).toContain(await inFlight);
      await server.start();
      expect((await server.notify(paidSecond, signSecond)).status).toBe(200);
      expect((await server.notify(paidFirst, signFirst)).status).toBe(200);

      session = await server.login('demo.ast');
      for (const p of payments) {
        const view = await server.call('GET', `/Erp/v1/payments/${p.id}`, session);
        expect(view.json.getPaymentResponse.status).toBe('Pagato');
        const invoice = await server.call('GET', `/Erp/v1/invoices/${p.invoiceId}`, session);
        expect(invoice.json.getInvoiceResponse.paymentLevel).toBe('Pagata');
      }
      await server.kill('SIGTERM');

      // The database itself: one event per payment, each bill paid once, nothing else paid by them.
      const handle = await openDatabase({ DATA_DIR: dataDir });
      try {
        const events = await handle.db
          .selectFrom('payment_events')
          .select(['payment_id', 'event_id', 'effect'])
          .orderBy('payment_id')
          .execute();
        expect(events).toEqual([
          { payment_id: first.id, event_id: 'evt_sbx_restart_1', effect: 'applied' },
          { payment_id: second.id, event_id: 'evt_sbx_restart_2', effect: 'applied' },
        ]);
        const paid = await handle.db
          .selectFrom('invoices')
          .select(['id', 'paid_on'])
          .where(
            'id',
            'in',
            payments.map((p) => p.invoiceId),
          )
          .execute();
        expect(paid.every((r) => r.paid_on !== null)).toBe(true);
      } finally {
        await handle.close();
      }
    },
    6 * START_TIMEOUT_MS,
  );
});
