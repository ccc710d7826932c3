import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '@sportello/contract';
import { requestStateOf } from '@sportello/domain';
import { createIntegrationToken, DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { listDeadJobs, resendDeadJob } from '../src/services/jobs/dead-letters';
import { useTestApp } from './helper';

/**
 * Issue 20, part D: what customers ask goes out. Every request and self-reading is an event of the
 * feed and a signed webhook (verified here by a receiver of our own, with the documented recipe);
 * a receiver that is down gets it again later, one down for good sees it failed after the last
 * attempt; the retailer moves a request through `POST …/requests/{id}/state` and the customer sees
 * it with a notification.
 */
const SECRET = 'segreto-del-webhook-di-prova-0123456789';
const ATTEMPTS = 3;
const bearer = { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}` };

interface Received {
  id: string;
  body: Record<string, unknown> & { id: number; type: string; data: Record<string, unknown> };
  verified: boolean;
}

/** A retailer's receiver: verifies each signature as the README says, answers `status`. */
class Receiver {
  readonly received: Received[] = [];
  status = 200;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = String(req.headers['x-sportello-signature'] ?? '');
        const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=', 2))) as {
          t?: string;
          v1?: string;
        };
        const expected = createHmac('sha256', SECRET).update(`${t}.${raw}`).digest('hex');
        const verified =
          !!t &&
          !!v1 &&
          Math.abs(Date.now() / 1000 - Number(t)) < 300 &&
          v1.length === expected.length &&
          timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
        if (this.status >= 200 && this.status < 300)
          this.received.push({
            id: String(req.headers['x-sportello-event-id']),
            body: JSON.parse(raw) as Received['body'],
            verified,
          });
        res.writeHead(verified ? this.status : 401).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hook`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const receiver = new Receiver();
const settings: Record<string, string> = {
  INTEGRATION_WEBHOOK_SECRET: SECRET,
  INTEGRATION_WEBHOOK_ATTEMPTS: String(ATTEMPTS),
  JOBS_RETRY_BASE_SECONDS: '0.05',
  JOBS_POLL_INTERVAL_MS: '50',
  CONTACT_IP_MAX: '1000',
};

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('integration: what customers ask, out (events, webhook, feed, request states)', () => {
  beforeAll(async () => {
    await receiver.start();
    settings.INTEGRATION_WEBHOOK_URL = receiver.url;
  });
  afterAll(() => receiver.stop());
  const t = useTestApp(settings);
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.ast');
  });

  const feed = async (query: Record<string, string> = {}, headers: Record<string, string> = bearer) =>
    t().request('GET', `${INTEGRATION_BASE}/requests`, { headers, query });
  const allEvents = async () => {
    const res = await feed({ after: '0', limit: '1000' });
    expect(res.statusCode).toBe(200);
    return res.json().events as {
      id: number;
      type: string;
      customerCode: string | null;
      requestId: number | null;
      data: Record<string, unknown>;
      delivery: { state: string; attempts: number; lastError: string | null };
    }[];
  };
  const lastEvent = async () => (await allEvents()).at(-1)!;
  const post = (kind: string, body: unknown) =>
    t().request('POST', `/Erp/v1/requests/${kind}`, { session, body });
  const move = (id: number | string, body: unknown, headers: Record<string, string> = bearer) =>
    t().request('POST', `${INTEGRATION_BASE}/requests/${id}/state`, { headers, body });
  const CONTRACT = 'CTR-AST0001001-01';

  it('each kind of request and a self-reading records one event, in the retailer’s terms', async () => {
    const before = (await allEvents()).length;
    const made: { kind: string; res: Awaited<ReturnType<typeof post>> }[] = [];
    const ask = async (kind: string, body: unknown) => {
      const res = await post(kind, body);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(201);
      made.push({ kind, res });
    };
    await ask('information', {
      informationRequest: {
        customerKey: 'AST0001001',
        contractKey: CONTRACT,
        subject: 'Domanda',
        message: 'Ciao',
      },
    });
    await ask('emailInvoice', {
      emailInvoiceRequest: { contractKey: CONTRACT, enabled: true, email: 'mario.rossi@example.it' },
    });
    await ask('billingOptions', {
      billingOptionsRequest: { contractKey: CONTRACT, invoiceFormat: 'Dettagliata' },
    });
    await ask('shippingAddress', {
      shippingAddressRequest: {
        contractKey: CONTRACT,
        shippingAddress: {
          streetGeneric: 'Via',
          streetName: 'Po',
          civicNumber: '10',
          city: 'Torino',
          province: 'TO',
          postalCode: '10124',
        },
      },
    });
    await ask('bankAccountChange', {
      bankAccountChangeRequest: {
        contractKey: CONTRACT,
        iban: 'IT60 X054 2811 1010 0000 0123 456',
        accountHolder: 'Mario Rossi',
        accountHolderFiscalCode: 'RSSMRA80A01H501U',
      },
    });
    await ask('accountData', { accountDataRequest: { customerKey: 'AST0001001', privacyOthers: true } });
    const invoices = (
      await t().request('GET', '/Erp/v1/invoices', {
        session,
        query: { outstandingOnly: 'true', pagingTake: '100' },
      })
    ).json().getInvoicesResponse.invoices as { id: number; installmentsRequestable: boolean }[];
    const requestable = invoices.find((i) => i.installmentsRequestable)!;
    await ask('installments', {
      installmentsRequest: { invoiceId: requestable.id, contractKey: CONTRACT, numberOfInstallments: 3 },
    });
    const services = (await t().request('GET', '/Erp/v1/services', { session })).json().getServicesResponse
      .supplies as { supplyKey: string; services: { code: string; status: string }[] }[];
    const target = services.flatMap((s) =>
      s.services
        .filter((x) => x.status === 'Attivabile')
        .map((x) => ({ supplyKey: s.supplyKey, code: x.code })),
    )[0]!;
    await ask('serviceActivation', {
      serviceActivationRequest: { supplyKey: target.supplyKey, serviceCode: target.code },
    });
    const contact = await t().request('POST', '/services/rest/portalapi/Contact/v1/requests', {
      session,
      body: {
        contactRequest: {
          customer: { key: 'AST0001001' },
          subject: 'bolletta',
          description: 'Una domanda sulla bolletta.',
          mobilephone: '3475550101',
          company: 'ast',
        },
      },
    });
    expect(contact.statusCode).toBe(201);
    const anonymousContact = await t().request('POST', '/services/rest/portalapi/Contact/v1/requests', {
      session,
      body: {
        contactRequest: {
          subject: 'altro',
          description: 'Senza cliente.',
          mobilephone: '3475550101',
          company: 'ast',
        },
      },
    });
    expect(anonymousContact.statusCode).toBe(201);
    const window = (
      await t().request('GET', '/Erp/v1/metering/readingWindow', {
        session,
        query: { supplyKey: 'AST0001001-02' },
      })
    ).json().readingWindowResponse;
    const reading = await t().request('POST', '/Erp/v1/metering/insertReadings', {
      session,
      body: {
        insertReadingsRequest: {
          supplyKey: 'AST0001001-02',
          value: String(Number(window.lastReading.value) + 7),
        },
      },
    });
    expect(reading.statusCode, reading.body).toBe(201);

    const events = (await allEvents()).slice(before);
    expect(events.map((e) => e.type)).toEqual([
      ...made.map(() => 'request.created'),
      'request.created',
      'request.created',
      'reading.submitted',
    ]);
    // Ids grow one by one here (nothing else wrote meanwhile).
    for (let i = 1; i < events.length; i += 1) expect(events[i]!.id).toBeGreaterThan(events[i - 1]!.id);
    for (const [i, { kind, res }] of made.entries()) {
      const request = res.json().createRequestResponse;
      expect(events[i], kind).toMatchObject({
        customerCode: 'AST0001001',
        requestId: request.id,
        data: {
          requestId: request.id,
          ticketKey: request.ticketKey,
          requestType: request.requestType,
          state: requestStateOf(request.Status),
          customerCode: 'AST0001001',
          details: request.details,
        },
      });
    }
    const sdd = events[made.findIndex((m) => m.kind === 'bankAccountChange')]!;
    expect(sdd.data).toMatchObject({
      contractCode: CONTRACT,
      details: { action: 'Change', iban: 'IT60X0542811101000000123456' },
    });
    expect((sdd.data.supplies as { podPdr: string }[]).length).toBeGreaterThan(0);
    expect((sdd.data.supplies as { podPdr: string }[])[0]!.podPdr).toMatch(/^IT\d{3}E|^\d{14}$/);
    const service = events[made.findIndex((m) => m.kind === 'serviceActivation')]!;
    expect(service.data.supplies).toEqual([{ supplyCode: target.supplyKey, podPdr: expect.any(String) }]);
    const installments = events[made.findIndex((m) => m.kind === 'installments')]!;
    expect(installments.data.invoiceNumber).toEqual(expect.any(String));
    expect(events.at(-3)).toMatchObject({
      customerCode: 'AST0001001',
      data: { requestType: 'Assistenza', details: { subject: 'bolletta', mobilePhone: '3475550101' } },
    });
    expect(events.at(-2)).toMatchObject({
      customerCode: null,
      requestId: null,
      data: { requestType: 'Assistenza', ticketKey: anonymousContact.json().contactResponse.ticketKey },
    });
    expect(events.at(-1)).toMatchObject({
      type: 'reading.submitted',
      customerCode: 'AST0001001',
      requestId: null,
      data: {
        supplyCode: 'AST0001001-02',
        podPdr: expect.any(String),
        contractCode: expect.any(String),
        meterSerial: expect.any(String),
        readingDate: expect.any(String),
        registers: [{ band: null, value: String(Number(window.lastReading.value) + 7) }],
      },
    });

    // Each one reached the receiver, signed: its body is the feed's item without the delivery.
    await until('every event delivered', async () => {
      const now = (await allEvents()).slice(before);
      return now.every((e) => e.delivery.state === 'delivered') && now;
    });
    for (const e of events) {
      const got = receiver.received.find((r) => r.id === String(e.id));
      expect(got, `event ${e.id}`).toBeDefined();
      expect(got!.verified).toBe(true);
      const { delivery: _delivery, ...body } = e;
      expect(got!.body).toEqual({ ...body, createdAt: expect.any(String) });
    }
  });

  it('a refused request records no event (nothing half-done)', async () => {
    const before = (await allEvents()).length;
    const bad = await post('information', {
      informationRequest: { customerKey: 'AST0001001', subject: ' ', message: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const again = await post('bankAccountChange', {
      bankAccountChangeRequest: { contractKey: CONTRACT, action: 'Revoke' },
    });
    expect(again.statusCode).toBe(409);
    expect(await allEvents()).toHaveLength(before);
  });

  it('a receiver that is down gets the event again once it is back', async () => {
    receiver.status = 503;
    const res = await post('information', {
      informationRequest: { customerKey: 'AST0001001', subject: 'Riprova', message: 'Dopo il guasto' },
    });
    expect(res.statusCode).toBe(201);
    const event = await lastEvent();
    expect(event.delivery.state).toBe('pending');
    // At least one refused attempt, still pending (attempts left)…
    const failed = await until('a failed attempt', async () => {
      const e = (await allEvents()).find((x) => x.id === event.id)!;
      return e.delivery.attempts >= 1 && e.delivery.lastError ? e : undefined;
    });
    expect(failed.delivery).toMatchObject({ state: 'pending', lastError: 'HTTP 503' });
    receiver.status = 200;
    const delivered = await until('the delivery after the receiver came back', async () => {
      const e = (await allEvents()).find((x) => x.id === event.id)!;
      return e.delivery.state === 'delivered' ? e : undefined;
    });
    expect(delivered.delivery.attempts).toBeGreaterThanOrEqual(2);
    expect(delivered.delivery.lastError).toBeNull();
    expect(receiver.received.filter((r) => r.id === String(event.id))).toHaveLength(1);
    expect(receiver.received.find((r) => r.id === String(event.id))!.verified).toBe(true);
  });

  it('a receiver down for good: failed after the last attempt, a dead letter, resent by an operator', async () => {
    receiver.status = 500;
    const res = await post('information', {
      informationRequest: { customerKey: 'AST0001001', subject: 'Mai', message: 'Non arriva' },
    });
    expect(res.statusCode).toBe(201);
    const event = await lastEvent();
    const failed = await until('the last attempt', async () => {
      const e = (await allEvents()).find((x) => x.id === event.id)!;
      return e.delivery.state === 'failed' ? e : undefined;
    });
    expect(failed.delivery).toMatchObject({ attempts: ATTEMPTS, lastError: 'HTTP 500' });
    const dead = (await listDeadJobs(t().db, 50)).find(
      (d) => d.kind === 'integration.webhook' && d.webhookEvent?.eventId === event.id,
    );
    expect(dead).toMatchObject({ attempts: ATTEMPTS, lastError: 'webhook: HTTP 500' });
    expect(dead!.webhookEvent).toEqual({ eventId: event.id, type: 'request.created' });
    receiver.status = 200;
    expect(await resendDeadJob(t().db, dead!.jobId)).toEqual({ outboxId: null });
    expect((await allEvents()).find((x) => x.id === event.id)!.delivery.state).toBe('pending');
    await until('the resent delivery', async () => {
      const e = (await allEvents()).find((x) => x.id === event.id)!;
      return e.delivery.state === 'delivered';
    });
  });

  it('a delivery whose last attempt’s process died is failed in the feed too, and resent', async () => {
    const res = await post('information', {
      informationRequest: { customerKey: 'AST0001001', subject: 'Interrotta', message: 'Il processo muore' },
    });
    expect(res.statusCode).toBe(201);
    const event = await lastEvent();
    await until('the first delivery', async () => {
      const e = (await allEvents()).find((x) => x.id === event.id)!;
      return e.delivery.state === 'delivered';
    });
    // As if its last attempt had been claimed by a process that died: pending, its lease over.
    await t()
      .db.updateTable('integration_events')
      .set({ delivery_state: 'pending', delivered_at: null })
      .where('id', '=', event.id)
      .execute();
    await t()
      .db.insertInto('jobs')
      .values({
        kind: 'integration.webhook',
        payload: JSON.stringify({ eventId: event.id }),
        state: 'running',
        attempts: ATTEMPTS,
        max_attempts: ATTEMPTS,
        locked_by: 'processo-morto',
        locked_until: sql<string>`now() - interval '1 second'`,
      })
      .execute();
    const delivered = receiver.received.filter((r) => r.id === String(event.id)).length;
    const failed = await until('failed in the feed', async () => {
      const e = (await allEvents()).find((x) => x.id === event.id)!;
      return e.delivery.state === 'failed' ? e : undefined;
    });
    expect(failed.delivery).toMatchObject({
      attempts: ATTEMPTS,
      lastError: 'interrotto: il processo che lo eseguiva si è fermato',
    });
    // Not sent again by the runner: a dead letter, as after a last refused attempt…
    expect(receiver.received.filter((r) => r.id === String(event.id))).toHaveLength(delivered);
    const dead = (await listDeadJobs(t().db, 50)).find(
      (d) => d.kind === 'integration.webhook' && d.webhookEvent?.eventId === event.id,
    );
    expect(dead).toMatchObject({ lastError: 'interrotto: il processo che lo eseguiva si è fermato' });
    // …resent by an operator, delivered again.
    expect(await resendDeadJob(t().db, dead!.jobId)).toEqual({ outboxId: null });
    await until('the resent delivery', async () => {
      const e = (await allEvents()).find((x) => x.id === event.id)!;
      return e.delivery.state === 'delivered';
    });
  });

  it('the feed pages by cursor in id order; a bad cursor is a 400 in Italian; the scope is required', async () => {
    const all = await allEvents();
    expect(all.length).toBeGreaterThan(5);
    const first = (await feed({ limit: '2' })).json();
    expect(first.events.map((e: { id: number }) => e.id)).toEqual([all[0]!.id, all[1]!.id]);
    expect(first).toMatchObject({ nextCursor: all[1]!.id, hasMore: true });
    const next = (await feed({ after: String(first.nextCursor), limit: '3' })).json();
    expect(next.events.map((e: { id: number }) => e.id)).toEqual(all.slice(2, 5).map((e) => e.id));
    const end = (await feed({ after: String(all.at(-1)!.id) })).json();
    expect(end).toEqual({ events: [], nextCursor: all.at(-1)!.id, hasMore: false });
    const bad = await feed({ after: 'ieri' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Cursore non valido/);
    expect((await feed({ limit: '5000' })).statusCode).toBe(400);
    const created = await createIntegrationToken(t().db, 'solo-import', ['import']);
    if ('refused' in created) throw new Error(created.refused);
    const other = { authorization: `Bearer ${created.token}` };
    const refused = await feed({}, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/requests/);
    expect((await feed({}, {})).statusCode).toBe(401);
    expect((await t().request('GET', `${INTEGRATION_BASE}/requests`, { session })).statusCode).toBe(401);
  });

  it('moves a request: in progress, concluded with a message the customer sees, and never again', async () => {
    const res = await post('information', {
      informationRequest: { customerKey: 'AST0001001', subject: 'Stato', message: 'Quando?' },
    });
    const id = res.json().createRequestResponse.id as number;
    const seen = async () =>
      (await t().request('GET', `/Erp/v1/requests/${id}`, { session })).json().getRequestResponse;
    const notifications = async () =>
      (await t().request('GET', '/Core/v1/notifications', { session })).json().getNotificationsResponse
        .notifications as { subject: string; message: string; notificationType: { code: string } }[];

    const working = await move(id, { state: 'in_progress', message: 'La stiamo esaminando' });
    expect(working.statusCode, working.body).toBe(200);
    expect(working.json()).toMatchObject({
      requestId: id,
      previousState: 'open',
      state: 'in_progress',
      status: 'In lavorazione',
      phaseCode: 'IN020',
      message: 'La stiamo esaminando',
    });
    expect(await seen()).toMatchObject({ Status: 'In lavorazione', StatusMessage: 'La stiamo esaminando' });
    // Again in progress: a new word on the way is fine.
    expect((await move(id, { state: 'in_progress' })).statusCode).toBe(200);

    const done = await move(id, { state: 'concluded', message: 'Ti abbiamo risposto per e-mail.' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      previousState: 'in_progress',
      state: 'concluded',
      status: 'Concluso',
    });
    const practice = await seen();
    expect(practice).toMatchObject({ Status: 'Concluso', StatusMessage: 'Ti abbiamo risposto per e-mail.' });
    expect(practice.PhaseCode).toMatch(/090$/);
    const mine = await notifications();
    expect(mine[0]).toMatchObject({
      notificationType: { code: 'practice-update' },
      subject: `Pratica ${practice.ticketKey}: conclusa`,
    });
    expect(mine[0]!.message).toContain('Ti abbiamo risposto per e-mail.');
    const mail = (await t().request('GET', '/dev/outbox', { query: { to: 'mario.rossi@example.it' } })).json()
      .messages as { subject: string }[];
    expect(mail.some((m) => m.subject === `La tua pratica ${practice.ticketKey} è conclusa`)).toBe(true);
    const event = await lastEvent();
    expect(event).toMatchObject({
      type: 'request.state_changed',
      requestId: id,
      data: {
        state: 'concluded',
        previousState: 'in_progress',
        message: 'Ti abbiamo risposto per e-mail.',
        changedBy: { kind: 'integration', name: 'demo' },
      },
    });

    for (const state of ['concluded', 'rejected', 'in_progress']) {
      const again = await move(id, { state });
      expect(again.statusCode, state).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'request_state_final',
        message: 'La pratica è già conclusa: non può cambiare stato',
      });
    }
    expect((await lastEvent()).id).toBe(event.id);
  });

  it('rejects a service activation (the service goes), refuses bad input, unknown ids and the wrong scope', async () => {
    const services = (await t().request('GET', '/Erp/v1/services', { session })).json().getServicesResponse
      .supplies as { supplyKey: string; services: { code: string; status: string }[] }[];
    const pending = services.flatMap((s) =>
      s.services
        .filter((x) => x.status === 'InAttivazione')
        .map((x) => ({ supplyKey: s.supplyKey, code: x.code })),
    )[0]!;
    const request = await t()
      .db.selectFrom('supply_services')
      .innerJoin('supplies', 'supplies.id', 'supply_services.supply_id')
      .select('supply_services.request_id')
      .where('supplies.key', '=', pending.supplyKey)
      .where('supply_services.service_code', '=', pending.code)
      .executeTakeFirstOrThrow();
    const rejected = await move(request.request_id!, {
      state: 'rejected',
      message: 'Servizio non disponibile in zona',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'rejected', status: 'Respinto' });
    const after = (await t().request('GET', '/Erp/v1/services', { session })).json().getServicesResponse
      .supplies as { supplyKey: string; services: { code: string; status: string }[] }[];
    expect(
      after.find((s) => s.supplyKey === pending.supplyKey)!.services.find((x) => x.code === pending.code)!
        .status,
    ).toBe('Attivabile');
    expect((await move(request.request_id!, { state: 'concluded' })).json().error.message).toBe(
      'La pratica è già respinta: non può cambiare stato',
    );

    const bad = await move(request.request_id!, { state: 'chiusa' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Stato non valido: in_progress, concluded o rejected');
    expect((await move('abc', { state: 'concluded' })).statusCode).toBe(400);
    const unknown = await move(999_999, { state: 'concluded' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Pratica non trovata');
    const created = await createIntegrationToken(t().db, 'solo-prezzi', ['prices']);
    if ('refused' in created) throw new Error(created.refused);
    const wrong = await move(
      request.request_id!,
      { state: 'concluded' },
      { authorization: `Bearer ${created.token}` },
    );
    expect(wrong.statusCode).toBe(403);
    expect(
      (
        await t().request('POST', `${INTEGRATION_BASE}/requests/1/state`, {
          session,
          body: { state: 'concluded' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
