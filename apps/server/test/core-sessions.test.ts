import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_APP_MIN_VERSION, DEMO_LINKS } from '../src/seed/core';
import { hashSessionId } from '../src/services/session-store';
import { useTestApp } from './helper';

const linkSession = (linkId: number, hashCode: string, extra: Record<string, unknown> = {}) => ({
  body: { createNewSessionRequest: { company: 'ast', linkId, hashCode, ...extra } },
});

describe('Core: sessions, links, configuration', () => {
  const t = useTestApp();

  it('issues unguessable session ids (256 bits) and slides the expiry on use', async () => {
    const id = await t().newSession('ast');
    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    await sql`update sessions set expires_at = now() + interval '1 minute' where id = ${hashSessionId(id)}`.execute(
      t().db,
    );
    const res = await t().request('GET', `/Core/v1/sessions/${id}`, { session: id });
    expect(res.statusCode).toBe(200);
    const left = new Date(res.json().getSessionResponse.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(19 * 60_000);
  });

  it('writes the session row at most once a minute, still sliding the expiry', async () => {
    const id = await t().newSession('ast');
    const row = () =>
      t()
        .db.selectFrom('sessions')
        .select(['last_seen_at', 'expires_at'])
        .where('id', '=', hashSessionId(id))
        .executeTakeFirstOrThrow();
    const before = await row();
    for (let i = 0; i < 3; i++)
      expect((await t().request('GET', '/Core/v1/modules', { session: id })).statusCode).toBe(200);
    // Fresh: read only, not written.
    expect(await row()).toEqual(before);
    // Last seen 61 seconds ago: the next request slides the expiry again.
    await sql`update sessions set last_seen_at = last_seen_at - interval '61 seconds',
      expires_at = expires_at - interval '61 seconds' where id = ${hashSessionId(id)}`.execute(t().db);
    expect((await t().request('GET', '/Core/v1/modules', { session: id })).statusCode).toBe(200);
    const after = await row();
    expect(new Date(after.expires_at).getTime()).toBeGreaterThan(
      new Date(before.expires_at).getTime() - 1000,
    );
    expect(new Date(after.last_seen_at).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('expires a session after inactivity: 401 session_expired', async () => {
    const session = await t().login('demo.ast');
    await sql`update sessions set expires_at = now() - interval '1 second' where id = ${hashSessionId(session)}`.execute(
      t().db,
    );
    const res = await t().request('GET', '/Core/v1/notifications', { session });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'session_expired', message: 'La tua sessione è scaduta' });
    const unknown = await t().request('GET', '/Core/v1/modules', { session: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('unauthenticated');
  });

  it('reads a link with its hash: module, entity, parameters and item', async () => {
    const session = await t().newSession('ast');
    const res = await t().request('GET', `/Core/v1/links/${DEMO_LINKS.message.id}`, {
      session,
      query: { hashCode: DEMO_LINKS.message.hashCode },
    });
    expect(res.statusCode).toBe(200);
    const link = res.json().getLinkResponse;
    expect(link).toMatchObject({ id: 9001, module: { id: 4 } });
    expect(link.item.message.id).toBe(Number(link.entityKey));

    const reading = await t().request('GET', `/Core/v1/links/${DEMO_LINKS.selfReading.id}`, {
      session,
      query: { hashCode: DEMO_LINKS.selfReading.hashCode },
    });
    expect(reading.json().getLinkResponse.item.supply).toMatchObject({
      id: expect.any(Number),
      contract: { customerId: expect.any(Number) },
    });

    const create = await t().request('GET', `/Core/v1/links/${DEMO_LINKS.createPassword.id}`, {
      session,
      query: { hashCode: DEMO_LINKS.createPassword.hashCode },
    });
    expect(JSON.parse(create.json().getLinkResponse.additionalParams)).toMatchObject({ firstAccess: true });
  });

  it.each([
    ['a wrong hash', DEMO_LINKS.message.id, 'SbagliatoSbagliato'],
    ['an unknown link', 123_456, DEMO_LINKS.message.hashCode],
    ["another link's hash", DEMO_LINKS.pun.id, DEMO_LINKS.message.hashCode],
  ])('refuses %s with 404 link_invalid', async (_case, id, hashCode) => {
    const session = await t().newSession('ast');
    const res = await t().request('GET', `/Core/v1/links/${id}`, { session, query: { hashCode } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'link_invalid', message: 'Link non valido' });
    const created = await t().request('POST', '/Core/v1/sessions', linkSession(id, hashCode));
    expect(created.statusCode).toBe(404);
  });

  it("refuses a link of another brand's session", async () => {
    const session = await t().newSession('sgr');
    const res = await t().request('GET', `/Core/v1/links/${DEMO_LINKS.message.id}`, {
      session,
      query: { hashCode: DEMO_LINKS.message.hashCode },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers an expired link with 410 link_expired and its message', async () => {
    const session = await t().newSession('ast');
    const res = await t().request('GET', `/Core/v1/links/${DEMO_LINKS.expired.id}`, {
      session,
      query: { hashCode: DEMO_LINKS.expired.hashCode },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({
      code: 'link_expired',
      message: 'Link scaduto, inserire nuovamente i dati',
    });
    const created = await t().request(
      'POST',
      '/Core/v1/sessions',
      linkSession(DEMO_LINKS.expired.id, DEMO_LINKS.expired.hashCode),
    );
    expect(created.statusCode).toBe(410);
  });

  it('validates link input: id and hash together, numeric id', async () => {
    const half = await t().request('POST', '/Core/v1/sessions', {
      body: { createNewSessionRequest: { company: 'ast', linkId: 9001 } },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toHaveProperty('createNewSessionRequest.hashCode');
    const session = await t().newSession('ast');
    const bad = await t().request('GET', '/Core/v1/links/abc', { session, query: { hashCode: 'x' } });
    expect(bad.statusCode).toBe(400);
    const noHash = await t().request('GET', '/Core/v1/links/9001', { session });
    expect(noHash.statusCode).toBe(400);
  });

  it("creates a guest session from a message link that sees only the link's customer and message", async () => {
    const res = await t().request(
      'POST',
      '/Core/v1/sessions',
      linkSession(DEMO_LINKS.message.id, DEMO_LINKS.message.hashCode, { guest: true }),
    );
    expect(res.statusCode).toBe(201);
    const view = res.json().createNewSessionResponse;
    expect(view).toMatchObject({ guest: true, user: null, roles: ['Guest'] });
    expect(view.currentCustomerId).toEqual(expect.any(Number));
    const guest = view.sessionId as string;

    const link = (
      await t().request('GET', `/Core/v1/links/${DEMO_LINKS.message.id}`, {
        session: guest,
        query: { hashCode: DEMO_LINKS.message.hashCode },
      })
    ).json().getLinkResponse;
    const message = await t().request('GET', `/Core/v1/notifications/${link.entityKey}`, { session: guest });
    expect(message.statusCode).toBe(200);
    expect(message.json().getNotificationResponse.toBeAccepted).toBe(true);

    // Not another notification, not the list, not the user calls.
    const other = await t().request('GET', `/Core/v1/notifications/${Number(link.entityKey) + 1}`, {
      session: guest,
    });
    expect(other.statusCode).toBe(404);
    expect((await t().request('GET', '/Core/v1/notifications', { session: guest })).statusCode).toBe(403);
    expect(
      (await t().request('GET', '/Erp/v1/customers', { session: guest })).json().getCustomersResponse
        ?.customers?.length ?? 1,
    ).toBe(1);
  });

  it('gives password and survey link guests no customer data', async () => {
    for (const l of [DEMO_LINKS.createPassword, DEMO_LINKS.survey]) {
      const res = await t().request(
        'POST',
        '/Core/v1/sessions',
        linkSession(l.id, l.hashCode, { guest: true }),
      );
      expect(res.json().createNewSessionResponse).toMatchObject({ guest: true, currentCustomerId: null });
      const customers = await t().request('GET', '/Erp/v1/customers', {
        session: res.json().createNewSessionResponse.sessionId,
      });
      expect(customers.json().getCustomersResponse?.customers ?? []).toEqual([]);
    }
  });

  it('gives a non-guest anonymous session for a link outside modules 4–9 or when guest is false', async () => {
    const res = await t().request(
      'POST',
      '/Core/v1/sessions',
      linkSession(DEMO_LINKS.pun.id, DEMO_LINKS.pun.hashCode, { guest: false }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().createNewSessionResponse).toMatchObject({ guest: false, currentCustomerId: null });
  });

  it('serves App_min_version and filters by property name', async () => {
    const session = await t().newSession('sol');
    const res = await t().request('GET', '/Core/v1/confProperties', {
      session,
      query: { propertyName: 'App_min_version' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      getConfPropertiesResponse: {
        success: true,
        items: [{ propertyName: 'App_min_version', value: DEMO_APP_MIN_VERSION }],
      },
    });
    const none = await t().request('GET', '/Core/v1/confProperties', {
      session,
      query: { propertyName: 'Nothing' },
    });
    expect(none.json().getConfPropertiesResponse.items).toEqual([]);
    expect((await t().request('GET', '/Core/v1/confProperties')).statusCode).toBe(401);
  });

  it('adds customer-specific modules after login (mes demo customer has ser)', async () => {
    const anonymous = await t().request('GET', '/Core/v1/modules', { session: await t().newSession('mes') });
    expect(anonymous.json().getModulesResponse.items.map((m: { key: string }) => m.key)).not.toContain('ser');
    const session = await t().login('demo.mes');
    const res = await t().request('GET', '/Core/v1/modules', { session });
    expect(res.json().getModulesResponse.items.map((m: { key: string }) => m.key)).toContain('ser');
  });
});
