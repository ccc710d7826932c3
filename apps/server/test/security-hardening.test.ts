import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@sportello/domain';
import { SESSION_HANDOVER_REFUSED } from '../src/use-cases/core/get-session';
import { DEMO_LINKS } from '../src/seed/core';
import { purgeExpired } from '../src/services/ops/purge';
import { hashSessionId, rotateSession, touchSession } from '../src/services/session-store';
import { useTestApp, type TestApp } from './helper';

/** Everything the server logs in this file, to check that no secret reaches it. */
const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
/** Secrets seen in answers during this file: none may appear in the log. */
const secrets = new Set<string>();

const API = '/services/rest/portalapi';

function loginFrom(
  t: TestApp,
  session: string,
  username: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/Core/v1/user/login`,
    headers: { 'x-session-id': session, ...headers },
    payload: { doLoginRequest: { username, password } },
    remoteAddress,
  });
}

async function userIdOf(t: TestApp, session: string): Promise<number> {
  const res = await t.request('GET', `/Core/v1/sessions/${session}`, { session });
  return res.json().getSessionResponse.user.id as number;
}

describe('security hardening (issue 9)', () => {
  const t = useTestApp(
    {
      LOG_LEVEL: 'info',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_IP_MAX_FAILURES: '50',
      LOGIN_WINDOW_SECONDS: '300',
      TRUST_PROXY: '10.0.0.0/8',
      SESSION_MAX_HOURS: '2',
    },
    { logStream },
  );

  describe('throttling', () => {
    it('lets no more than LOGIN_MAX_FAILURES of a parallel burst of wrong passwords be tried', async () => {
      const session = await t().newSession('ast');
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          loginFrom(t(), session, 'demo.ast.agenzia', `Sbagliata!${i}`, `198.51.100.${i + 1}`),
        ),
      );
      const tried = burst.filter((r) => r.statusCode === 200);
      const refused = burst.filter((r) => r.statusCode === 429);
      expect(tried.length).toBe(3);
      for (const r of tried) expect(r.json()).toHaveProperty('doLoginFailed');
      expect(refused.length).toBe(9);
      // The right password is refused too until the window ends.
      expect(
        (await loginFrom(t(), session, 'demo.ast.agenzia', 'Sportello!2026', '198.51.100.99')).statusCode,
      ).toBe(429);
    });

    it('keys the address by X-Forwarded-For only from a trusted proxy', async () => {
      const session = await t().newSession('ast');
      // Through the trusted proxy 10.1.2.3: the client is the forwarded address.
      await loginFrom(t(), session, 'nessuno.uno', 'x', '10.1.2.3', { 'x-forwarded-for': '203.0.113.50' });
      // From an untrusted peer a forged header changes nothing: the socket address counts.
      await loginFrom(t(), session, 'nessuno.due', 'x', '192.0.2.60', { 'x-forwarded-for': '203.0.113.61' });
      const subjects = (
        await t()
          .db.selectFrom('throttle_counters')
          .select('subject')
          .where('scope', '=', 'login-ip')
          .execute()
      ).map((r) => r.subject);
      expect(subjects).toContain('203.0.113.50');
      expect(subjects).not.toContain('10.1.2.3');
      expect(subjects).toContain('192.0.2.60');
      expect(subjects).not.toContain('203.0.113.61');
    });

    it('does not let a forged X-Forwarded-For escape the address limit', async () => {
      const session = await t().newSession('ast');
      const statuses: number[] = [];
      for (let i = 0; i < 52; i++) {
        const res = await loginFrom(t(), session, `utente.${i}`, 'x', '192.0.2.70', {
          'x-forwarded-for': `203.0.113.${i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 50).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(50)).toEqual([429, 429]);
    });
  });

  describe('sessions', () => {
    it('stores only the SHA-256 of a session id: the stored value opens nothing', async () => {
      const session = await t().login('demo.ast');
      secrets.add(session);
      const rows = await t().db.selectFrom('sessions').select('id').execute();
      expect(rows.map((r) => r.id)).not.toContain(session);
      expect(rows.map((r) => r.id)).toContain(createHash('sha256').update(session).digest('hex'));
      const stored = hashSessionId(session);
      const res = await t().request('GET', '/Core/v1/notifications', { session: stored });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    });

    it('ends a session at its absolute lifetime however active it is', async () => {
      const session = await t().login('demo.ast');
      const row = await t()
        .db.selectFrom('sessions')
        .select([
          sql<number>`extract(epoch from absolute_expires_at - created_at)`.as('lifetime'),
          sql<boolean>`expires_at <= absolute_expires_at`.as('capped'),
        ])
        .where('id', '=', hashSessionId(session))
        .executeTakeFirstOrThrow();
      expect(Math.round(Number(row.lifetime))).toBe(2 * 3600);
      expect(row.capped).toBe(true);
      // Active a moment ago, but past its absolute end: expired.
      await sql`update sessions set absolute_expires_at = now() - interval '1 second', last_seen_at = now()
        where id = ${hashSessionId(session)}`.execute(t().db);
      const res = await t().request('GET', '/Core/v1/notifications', { session });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('session_expired');
    });

    it('never slides the inactivity expiry past the absolute lifetime', async () => {
      const session = await t().login('demo.ast');
      // Seen two minutes ago, so the next call certainly slides it (one minute ago exactly is due
      // only if the clock moved between this update and the call: PGlite's may not have).
      await sql`update sessions set absolute_expires_at = now() + interval '5 minutes',
        last_seen_at = now() - interval '2 minutes' where id = ${hashSessionId(session)}`.execute(t().db);
      expect((await t().request('GET', '/Core/v1/notifications', { session })).statusCode).toBe(200);
      const row = await t()
        .db.selectFrom('sessions')
        .select(sql<boolean>`expires_at <= absolute_expires_at`.as('capped'))
        .where('id', '=', hashSessionId(session))
        .executeTakeFirstOrThrow();
      expect(row.capped).toBe(true);
    });

    it('rotates a session on a privilege change: a new id, the old one ended, the lifetime kept', async () => {
      const session = await t().login('demo.ast');
      const before = await touchSession(t().db, session, t().app.config);
      if (!before || before === 'expired') throw new Error('session not live');
      const fresh = await rotateSession(t().db, t().app.config, before);
      expect(fresh.id).not.toBe(session);
      expect(fresh.userId).toBe(before.userId);
      expect(fresh.absoluteExpiresAt.getTime()).toBe(before.absoluteExpiresAt.getTime());
      expect((await t().request('GET', '/Core/v1/notifications', { session })).statusCode).toBe(401);
      expect((await t().request('GET', '/Core/v1/notifications', { session: fresh.id })).statusCode).toBe(
        200,
      );
    });

    it('ends every session of a user that is suspended', async () => {
      const first = await t().login('demo.ast.azienda');
      const second = await t().login('demo.ast.azienda');
      const id = await userIdOf(t(), first);
      await t().db.updateTable('users').set({ status: 'Suspended' }).where('id', '=', id).execute();
      try {
        for (const session of [first, second]) {
          const res = await t().request('GET', '/Core/v1/notifications', { session });
          expect(res.statusCode).toBe(401);
          expect(res.json().error.code).toBe('session_expired');
        }
        const login = await loginFrom(
          t(),
          await t().newSession('ast'),
          'demo.ast.azienda',
          'Sportello!2026',
          '198.51.100.200',
        );
        expect(login.json()).toHaveProperty('doLoginFailed');
      } finally {
        await t().db.updateTable('users').set({ status: 'Active' }).where('id', '=', id).execute();
      }
    });

    it('a password change ends every other session of the user and refuses a common password', async () => {
      let mine = await t().login('demo.ast.variazione');
      const other = await t().login('demo.ast.variazione');
      const id = await userIdOf(t(), mine);
      const change = (password: string, currentPassword: string) =>
        t().request('PUT', '/Core/v1/users', {
          session: mine,
          body: { updateUserRequest: { id, password, currentPassword } },
        });
      const common = await change('Password1!', 'Sportello!2026');
      expect(common.statusCode).toBe(400);
      expect(common.json().error.message).toBe(COMMON_PASSWORD_MESSAGE);
      expect(common.json().error.fields['updateUserRequest.password']).toBe(COMMON_PASSWORD_MESSAGE);
      expect((await t().request('GET', '/Core/v1/notifications', { session: other })).statusCode).toBe(200);

      const changed = await change('Girasole#Blu7', 'Sportello!2026');
      expect(changed.statusCode).toBe(200);
      // The current session goes on under a new id; the old id is ended (issue 18).
      expect((await t().request('GET', '/Core/v1/notifications', { session: mine })).statusCode).toBe(401);
      mine = changed.headers['x-session-id'] as string;
      expect((await t().request('GET', '/Core/v1/notifications', { session: mine })).statusCode).toBe(200);
      const ended = await t().request('GET', '/Core/v1/notifications', { session: other });
      expect(ended.statusCode).toBe(401);
      expect((await change('Sportello!2026', 'Girasole#Blu7')).statusCode).toBe(200);
    });

    it('hands over an anonymous session in an address, never a logged-in one', async () => {
      const anonymous = await t().newSession('ast');
      const handover = (id: string, headers: Record<string, string> = {}) =>
        t().app.inject({ method: 'GET', url: `${API}/Core/v1/sessions/${id}?handover=1`, headers });
      const ok = await handover(anonymous, { 'x-session-id': 'another-stored-id' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().getSessionResponse.user).toBeNull();

      const logged = await t().login('demo.ast');
      const refused = await handover(logged);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(SESSION_HANDOVER_REFUSED);
      // Without the header it is a handover too.
      const bare = await t().app.inject({ method: 'GET', url: `${API}/Core/v1/sessions/${logged}` });
      expect(bare.statusCode).toBe(403);
      // The browser that holds the session resumes it as before.
      expect((await t().request('GET', `/Core/v1/sessions/${logged}`, { session: logged })).statusCode).toBe(
        200,
      );
      // A guest link session may travel (it sees one entity).
      const guest = await t().request('POST', '/Core/v1/sessions', {
        body: {
          createNewSessionRequest: {
            company: 'ast',
            linkId: DEMO_LINKS.message.id,
            hashCode: DEMO_LINKS.message.hashCode,
          },
        },
      });
      const guestId = guest.json().createNewSessionResponse.sessionId as string;
      expect((await handover(guestId)).statusCode).toBe(200);
    });
  });

  describe('inputs', () => {
    it.each(['2025-13-01', '2025-02-30', '2023-02-29', '2025-04-31', '2025-00-10'])(
      'refuses the impossible date %s with a 400 and an Italian message',
      async (day) => {
        const session = await t().login('demo.ast');
        for (const path of ['/Erp/v1/consumptions', '/Erp/v1/readings']) {
          const res = await t().request('GET', path, {
            session,
            query: { supplyKey: 'AST0001001-02', startDate: day },
          });
          expect(res.statusCode).toBe(400);
          expect(res.json().error.message).toBe(
            'Data non valida: il giorno indicato non esiste nel calendario',
          );
        }
      },
    );

    it('accepts a real leap day', async () => {
      const session = await t().login('demo.ast');
      const res = await t().request('GET', '/Erp/v1/readings', {
        session,
        query: { supplyKey: 'AST0001001-02', startDate: '2024-02-29' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('purge', () => {
    it('deletes expired sessions, throttle counters, workflows and old outbox rows, and keeps the live ones', async () => {
      const db = t().db;
      const live = await t().newSession('ast');
      const old = await t().newSession('ast');
      await sql`update sessions set expires_at = now() - interval '2 days', absolute_expires_at = now() - interval '2 days'
        where id = ${hashSessionId(old)}`.execute(db);
      await db
        .insertInto('throttle_counters')
        .values([
          {
            scope: 'probe-ip',
            subject: 'purge-old',
            hits: 3,
            reset_at: sql<string>`now() - interval '1 minute'`,
          },
          {
            scope: 'probe-ip',
            subject: 'purge-live',
            hits: 3,
            reset_at: sql<string>`now() + interval '1 minute'`,
          },
        ])
        .execute();
      await db
        .insertInto('workflows')
        .values([
          {
            id: 'purge-old-wf',
            kind: 'email-check',
            company_code: 'ast',
            expires_at: sql<string>`now() - interval '2 days'`,
          },
          {
            id: 'purge-live-wf',
            kind: 'email-check',
            company_code: 'ast',
            expires_at: sql<string>`now() + interval '5 minutes'`,
          },
        ])
        .execute();
      await db
        .insertInto('outbox')
        .values([
          {
            channel: 'mail',
            recipient: 'vecchio@example.it',
            body: 'x',
            created_at: sql<string>`now() - interval '31 days'`,
          },
          { channel: 'mail', recipient: 'recente@example.it', body: 'x' },
        ])
        .execute();

      const counts = await purgeExpired(db, t().app.config);
      expect(counts).not.toBeNull();
      expect(counts!.sessions).toBeGreaterThanOrEqual(1);
      expect(counts!.outbox).toBeGreaterThanOrEqual(1);

      const sessionIds = (await db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
      expect(sessionIds).toContain(hashSessionId(live));
      expect(sessionIds).not.toContain(hashSessionId(old));
      const subjects = (await db.selectFrom('throttle_counters').select('subject').execute()).map(
        (r) => r.subject,
      );
      expect(subjects).toContain('purge-live');
      expect(subjects).not.toContain('purge-old');
      const workflows = (await db.selectFrom('workflows').select('id').execute()).map((r) => r.id);
      expect(workflows).toContain('purge-live-wf');
      expect(workflows).not.toContain('purge-old-wf');
      const recipients = (await db.selectFrom('outbox').select('recipient').execute()).map(
        (r) => r.recipient,
      );
      expect(recipients).toContain('recente@example.it');
      expect(recipients).not.toContain('vecchio@example.it');
    });
  });

  describe('purge of registrations that never proved ownership', () => {
    it('deletes an old Pending user without an accepted customer; keeps a recent one, a proven one and one with a request on record', async () => {
      const db = t().db;
      const customer = await db
        .selectFrom('customers')
        .select(['id'])
        .where('key', '=', 'AST0001002')
        .executeTakeFirstOrThrow();
      const pending = (key: string, age: string) =>
        db
          .insertInto('users')
          .values({
            key,
            username: key,
            company_code: 'ast',
            status: 'Pending',
            type: 'Customer',
            email: `${key}@example.it`,
            created_at: sql<string>`now() - ${age}::interval`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const abandoned = await pending('purge-abbandonato', '31 days');
      await pending('purge-recente', '2 days');
      const proven = await pending('purge-provato', '31 days');
      const withRequest = await pending('purge-con-pratica', '31 days');
      await db
        .insertInto('user_customers')
        .values([
          { user_id: abandoned.id, customer_id: customer.id, relation: 'owner', status: 'pending' },
          { user_id: proven.id, customer_id: customer.id, relation: 'owner', status: 'accepted' },
        ])
        .execute();
      const contract = await db
        .selectFrom('contracts')
        .select('id')
        .where('customer_id', '=', customer.id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('customer_requests')
        .values({
          ticket_key: 'PURGE-TICKET-1',
          customer_id: customer.id,
          contract_id: contract.id,
          user_id: withRequest.id,
          request_type: 'Var_Anagrafica',
          phase_code: 'IR010',
          status: 'Aperto',
        })
        .execute();
      const abandonedSession = await db
        .insertInto('sessions')
        .values({
          id: 'purge-sessione-abbandonata',
          company_code: 'ast',
          user_id: abandoned.id,
          expires_at: sql<string>`now() + interval '5 minutes'`,
          absolute_expires_at: sql<string>`now() + interval '1 hour'`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const counts = await purgeExpired(db, t().app.config);
      expect(counts!.pendingUsers).toBe(1);
      const left = (await db.selectFrom('users').select('key').where('key', 'like', 'purge-%').execute()).map(
        (r) => r.key,
      );
      expect(left.sort()).toEqual(['purge-con-pratica', 'purge-provato', 'purge-recente']);
      // What was the abandoned user's went with it.
      expect(
        await db.selectFrom('sessions').select('id').where('id', '=', abandonedSession.id).executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await db
          .selectFrom('user_customers')
          .select('user_id')
          .where('user_id', '=', abandoned.id)
          .executeTakeFirst(),
      ).toBeUndefined();
    });
  });

  describe('logging', () => {
    it('logs no session id, link hash, e-mail address or OTP code', async () => {
      const session = await t().login('demo.ast');
      secrets.add(session);
      await t().request('GET', `/Core/v1/sessions/${session}`, { session });
      await t().request('GET', `/Core/v1/links/${DEMO_LINKS.message.id}`, {
        session,
        query: { hashCode: DEMO_LINKS.message.hashCode },
      });
      secrets.add(DEMO_LINKS.message.hashCode);
      const email = 'segreta.mail@example.it';
      const check = await t().request('POST', '/services/rest/bpm/v1/email-check', {
        session,
        body: { emailCheckRequest: { email, company: 'ast', accountNumber: 'AST0001001' } },
      });
      expect(check.statusCode).toBe(200);
      secrets.add(email);
      const mails = (await t().request('GET', '/dev/outbox', { query: { to: email } })).json().messages as {
        meta: { otpCode?: string };
      }[];
      const code = mails[0]!.meta.otpCode!;
      expect(code).toMatch(/^\d{4}$/);
      // Wait for the outbox delivery's log line, then read the whole log of the file.
      await expect.poll(() => logLines.some((l) => l.includes('outbox: mail'))).toBe(true);
      const log = logLines.join('\n');
      expect(log).toContain('incoming request');
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(log).not.toContain(`"${code}"`);
      expect(log).not.toContain(`=${code}`);
      expect(log).toContain('[redacted]');
    });
  });
});
