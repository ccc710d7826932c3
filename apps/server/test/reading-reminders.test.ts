import { describe, expect, it } from 'vitest';
import { addDays } from '@sportello/domain';
import {
  READING_REMINDERS_JOB,
  sendReadingReminders,
  type ReadingRemindersDeps,
} from '../src/services/erp/reading-reminders';
import { todayInItaly } from '../src/services/erp/rules';
import { getOutbox } from '../src/use-cases/dev/get-outbox';
import { useTestApp, type TestApp } from './helper';

/**
 * Issue 24, the reading reminders: when a supply's self-reading window opens, its owner is told
 * once (an e-mail with a link to the supply's reading form, a push to each device); not when the
 * owner turned them off in the profile; never twice for one window, however many runs (or
 * processes at once); and a window that opened while the servers were stopped is told by the job
 * runner's first run after, while still open.
 */

const t = useTestApp();

interface OutboxMessage {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  meta: Record<string, unknown>;
}

const deps = (): ReadingRemindersDeps => ({
  db: t().db,
  config: t().app.config,
  messenger: t().app.messenger,
});

const dayOf = (d: string) => Number(d.slice(8, 10));

/** A supply of the user's own customer whose current meter expects no self-reading (no days). */
async function bareSupplyOf(username: string) {
  const row = await t()
    .db.selectFrom('supplies as s')
    .innerJoin('user_customers as uc', 'uc.customer_id', 's.customer_id')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .innerJoin('meters as m', 'm.supply_id', 's.id')
    .select(['s.id', 's.key', 'm.id as meter_id', 'u.id as user_id', 'u.email'])
    .where('u.username', '=', username)
    .where('uc.relation', '=', 'owner')
    .where('m.removed_on', 'is', null)
    .where('m.window_from_day', 'is', null)
    .where('s.status', '=', 'Attiva')
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  return row;
}

/** Gives the meter a window of its own: the days of the month of `from` and `to`. */
async function openWindow(meterId: number, from: string, to: string) {
  await t()
    .db.updateTable('meters')
    .set({ window_from_day: dayOf(from), window_to_day: dayOf(to) })
    .where('id', '=', meterId)
    .execute();
}

/** The outbox as /dev/outbox shows it (its use case: the messages opened), to one recipient. */
async function outbox(app: TestApp, to: string): Promise<OutboxMessage[]> {
  const { messages } = await getOutbox(
    { db: app.db, config: app.app.config, messenger: app.app.messenger, log: app.app.log },
    { to, limit: 200 },
  );
  return messages as OutboxMessage[];
}

const remindersOf = async (supplyId: number) =>
  t()
    .db.selectFrom('reading_reminders')
    .select(['mails', 'pushes', 'window_start', 'window_end'])
    .where('supply_id', '=', supplyId)
    .execute();

const mailsFor = (messages: OutboxMessage[], supplyId: number) =>
  messages.filter(
    (m) => m.channel === 'mail' && m.meta.kind === 'reading-reminder' && m.meta.supplyId === supplyId,
  );

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('reading reminders', () => {
  it('a window opening today is told once: an e-mail with the link to the reading form and a push; a second run tells nothing', async () => {
    const today = todayInItaly();
    const supply = await bareSupplyOf('demo.ast');
    await openWindow(supply.meter_id, today, today);
    const session = await t().login('demo.ast');
    const device = await t().request('POST', '/Core/v1/devices', {
      session,
      body: { registerDeviceRequest: { fbPushId: 'promemoria-autolettura-0001', platform: 'android' } },
    });
    expect(device.statusCode, device.body).toBe(200);

    const devices = await t()
      .db.selectFrom('devices')
      .select('id')
      .where('user_id', '=', supply.user_id)
      .execute();
    expect(devices.length).toBeGreaterThanOrEqual(1);

    const first = await sendReadingReminders(deps(), today);
    expect(first.told).toBeGreaterThanOrEqual(1);
    // One e-mail, and a push to each of the owner's devices (the seeded ones and this one).
    expect(await remindersOf(supply.id)).toEqual([
      expect.objectContaining({ mails: 1, pushes: devices.length, window_start: today, window_end: today }),
    ]);
    const mails = mailsFor(await outbox(t(), supply.email!), supply.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('È il momento dell’autolettura');
    expect(mail.body).toContain('puoi comunicarla fino al');
    const url = new URL(String(mail.meta.linkUrl));
    expect(url.pathname).toBe('/');
    // The link is module 7 and names the supply: the web opens its reading form.
    const link = await t().request('GET', `/Core/v1/links/${url.searchParams.get('linkId')}`, {
      session: await t().newSession('ast'),
      query: { hashCode: url.searchParams.get('hash')! },
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().getLinkResponse).toMatchObject({
      module: { id: 7 },
      entityKey: String(supply.id),
      item: { supply: { id: supply.id } },
    });
    const pushes = (await outbox(t(), 'promemoria-autolettura-0001')).filter((m) => m.channel === 'push');
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.subject).toBe('Autolettura aperta');
    // The push carries the link's id only (the logged-in app reads it), never its hash.
    expect(pushes[0]!.meta).toMatchObject({ link: { id: Number(url.searchParams.get('linkId')) } });
    expect(JSON.stringify(pushes[0]!.meta)).not.toContain(url.searchParams.get('hash')!);

    // A record of a window told more than RECORD_RETENTION_DAYS ago goes at the next run.
    await t()
      .db.insertInto('reading_reminders')
      .values({
        supply_id: supply.id,
        window_start: '2020-01-01',
        window_end: '2020-01-05',
        sent_at: new Date(Date.now() - 401 * 24 * 3600_000),
      })
      .execute();

    const second = await sendReadingReminders(deps(), today);
    expect(second.told).toBe(0);
    expect(await remindersOf(supply.id)).toHaveLength(1);
    expect(mailsFor(await outbox(t(), supply.email!), supply.id)).toHaveLength(1);
  });

  it('two runs at once (two processes) tell a window once', async () => {
    const today = todayInItaly();
    const supply = await bareSupplyOf('demo.sga');
    await openWindow(supply.meter_id, today, today);
    const [a, b] = await Promise.all([
      sendReadingReminders(deps(), today),
      sendReadingReminders(deps(), today),
    ]);
    expect(a.told + b.told).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(supply.id)).toHaveLength(1);
    expect(mailsFor(await outbox(t(), supply.email!), supply.id)).toHaveLength(1);
  });

  it('not sent when the owner turned the reminders off in the profile; on again, the next window is told', async () => {
    const today = todayInItaly();
    const supply = await bareSupplyOf('demo.ast.azienda');
    const session = await t().login('demo.ast.azienda', undefined, 'ast');
    expect((await t().request('GET', '/Core/v1/readingReminders', { session })).json()).toEqual({
      getReadingRemindersResponse: { success: true, enabled: true },
    });
    const off = await t().request('PUT', '/Core/v1/readingReminders', {
      session,
      body: { setReadingRemindersRequest: { enabled: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ setReadingRemindersResponse: { success: true, enabled: false } });
    expect((await t().request('GET', '/Core/v1/readingReminders', { session })).json()).toEqual({
      getReadingRemindersResponse: { success: true, enabled: false },
    });

    await openWindow(supply.meter_id, today, today);
    await sendReadingReminders(deps(), today);
    expect(await remindersOf(supply.id)).toEqual([expect.objectContaining({ mails: 0, pushes: 0 })]);
    expect(mailsFor(await outbox(t(), supply.email!), supply.id)).toEqual([]);

    const on = await t().request('PUT', '/Core/v1/readingReminders', {
      session,
      body: { setReadingRemindersRequest: { enabled: true } },
    });
    expect(on.json()).toEqual({ setReadingRemindersResponse: { success: true, enabled: true } });
    // The window already told (to nobody) stays told; the one opening tomorrow is told again.
    const tomorrow = addDays(today, 1);
    await openWindow(supply.meter_id, tomorrow, tomorrow);
    await sendReadingReminders(deps(), tomorrow);
    expect(mailsFor(await outbox(t(), supply.email!), supply.id)).toHaveLength(1);
  });

  it('a bad preference body is a 400; without a login 401, a guest 403', async () => {
    const session = await t().login('demo.ast');
    const bad = await t().request('PUT', '/Core/v1/readingReminders', {
      session,
      body: { setReadingRemindersRequest: { enabled: 'forse' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/promemoria/);
    const anonymous = await t().newSession('ast');
    expect((await t().request('GET', '/Core/v1/readingReminders', { session: anonymous })).statusCode).toBe(
      401,
    );
  });

  it('catch-up after a stop: a window that opened while the servers were down is told by the runner’s first run', async () => {
    const today = todayInItaly();
    const supply = await bareSupplyOf('demo.sol');
    // Opened three days ago and still open for three more.
    const opened = addDays(today, -3);
    await openWindow(supply.meter_id, opened, addDays(today, 3));
    const { app } = t();
    await until(
      'the reminders scheduled',
      async () =>
        (await app.db
          .selectFrom('scheduled_jobs')
          .select('name')
          .where('name', '=', READING_REMINDERS_JOB)
          .executeTakeFirst()) !== undefined,
    );
    // The servers were stopped when the run was due: at the start the runner finds it past due.
    await app.db
      .updateTable('scheduled_jobs')
      .set({ next_run_at: new Date(Date.now() - 60 * 60_000) })
      .where('name', '=', READING_REMINDERS_JOB)
      .execute();
    app.jobs.wake();
    await until('the window told', async () => (await remindersOf(supply.id)).length > 0);
    expect(await remindersOf(supply.id)).toEqual([
      expect.objectContaining({ mails: 1, window_start: opened, window_end: addDays(today, 3) }),
    ]);
    await until(
      'the mail stored',
      async () => mailsFor(await outbox(t(), supply.email!), supply.id).length === 1,
    );
    await until(
      'the run done',
      async () =>
        (await app.db.selectFrom('jobs').select('id').where('kind', '=', READING_REMINDERS_JOB).execute())
          .length === 0,
    );
  });
});
