import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const login = (
  t: ReturnType<ReturnType<typeof useTestApp>>,
  session: string,
  username: string,
  password: string,
  ip = '198.51.100.1',
) =>
  t.app.inject({
    method: 'POST',
    url: '/services/rest/portalapi/Core/v1/user/login',
    headers: { 'x-session-id': session },
    payload: { doLoginRequest: { username, password } },
    remoteAddress: ip,
  });

describe('Core: login throttling per username and per client address, stored in the database', () => {
  const t = useTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '6', LOGIN_WINDOW_SECONDS: '120' });

  it('answers 429 with Retry-After and the Italian message after too many failures for a username, even with the right password', async () => {
    const session = await t().newSession('ast');
    for (let i = 0; i < 3; i++) {
      const res = await login(t(), session, 'demo.ast', 'Sbagliata!1', `198.51.100.${10 + i}`);
      expect(res.json()).toHaveProperty('doLoginFailed');
    }
    const blocked = await login(t(), session, 'DEMO.AST', 'Sportello!2026', '198.51.100.20');
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(seconds).toBeGreaterThan(100);
    expect(seconds).toBeLessThanOrEqual(120);
    expect(blocked.json().error).toEqual({
      code: 'too_many_attempts',
      message: `Troppi tentativi falliti. Riprova tra ${seconds} secondi`,
      retryAfterSeconds: seconds,
    });
    // Stored in the database: visible to every server process.
    const row = await t()
      .db.selectFrom('throttle_counters')
      .selectAll()
      .where('scope', '=', 'login-user')
      .where('subject', '=', 'ast:demo.ast')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(4);

    // Once the window is over, the right password works and clears the username's count.
    await sql`update throttle_counters set reset_at = now() - interval '1 second' where subject = 'ast:demo.ast'`.execute(
      t().db,
    );
    const ok = await login(t(), session, 'demo.ast', 'Sportello!2026', '198.51.100.21');
    expect(ok.json()).toHaveProperty('doLoginResponse');
    expect(
      await t()
        .db.selectFrom('throttle_counters')
        .selectAll()
        .where('scope', '=', 'login-user')
        .where('subject', '=', 'ast:demo.ast')
        .execute(),
    ).toEqual([]);
  });

  it('throttles unknown usernames exactly like known ones', async () => {
    const session = await t().newSession('ast');
    for (let i = 0; i < 3; i++) await login(t(), session, 'nessuno.qui', 'x', `203.0.113.${i}`);
    expect((await login(t(), session, 'nessuno.qui', 'x', '203.0.113.9')).statusCode).toBe(429);
  });

  it('throttles one client address trying many usernames', async () => {
    const session = await t().newSession('ast');
    const ip = '192.0.2.77';
    for (let i = 0; i < 6; i++) {
      expect((await login(t(), session, `utente${i}`, 'x', ip)).statusCode).toBe(200);
    }
    const blocked = await login(t(), session, 'demo.ast.azienda', 'Sportello!2026', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Troppi tentativi falliti\. Riprova tra \d+ secondi$/);
    // Another address is not affected.
    expect(
      (await login(t(), session, 'demo.ast.azienda', 'Sportello!2026', '192.0.2.78')).json(),
    ).toHaveProperty('doLoginResponse');
  });

  it('counts wrong current passwords of a password change as login failures', async () => {
    const session = await t().login('demo.ast.variazione');
    const me = (await t().request('GET', `/Core/v1/sessions/${session}`, { session })).json()
      .getSessionResponse.user.id;
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t().request('PUT', '/Core/v1/users', {
        session,
        body: { updateUserRequest: { id: me, password: 'Nuova!Pass1', currentPassword: `Sbagliata!${i}` } },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('throttles probing of customer codes and fiscal data from one address', async () => {
    const session = await t().newSession('ast');
    const probe = (i: number) =>
      t().app.inject({
        method: 'POST',
        url: '/services/rest/portalapi/Core/v1/users/validate',
        headers: { 'x-session-id': session },
        payload: {
          validateUserRequest: {
            customerCode: `AST00010${String(i).padStart(2, '0')}`,
            fiscalCode: 'RSSMRA80A01H501U',
          },
        },
        remoteAddress: '192.0.2.200',
      });
    const statuses = [];
    for (let i = 2; i < 10; i++) statuses.push((await probe(i)).statusCode);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
