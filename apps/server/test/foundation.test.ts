import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

describe('foundation slice: sessions, login, modules, customers, supplies', () => {
  const t = useTestApp();

  it('creates an anonymous session for a brand and reads it back', async () => {
    const res = await t().request('POST', '/Core/v1/sessions', {
      body: {
        createNewSessionRequest: {
          company: 'AST',
          locale: 'it',
          clientSpec: { version: '0.9.1', type: 'web' },
        },
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().createNewSessionResponse;
    expect(created).toMatchObject({ company: 'ast', locale: 'it', user: null, guest: false });
    expect(created.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const read = await t().request('GET', `/Core/v1/sessions/${created.sessionId}`, {
      session: created.sessionId,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().getSessionResponse.sessionId).toBe(created.sessionId);
  });

  it("records the native app's clientSpec (type and the brand's app id) and keeps it across the login", async () => {
    const clientSpec = { version: '1.4.0', type: 'android', appId: 'it.example.sportello.ast' };
    const res = await t().request('POST', '/Core/v1/sessions', {
      body: { createNewSessionRequest: { company: 'ast', locale: 'it', clientSpec } },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().createNewSessionResponse;
    expect(created.clientSpec).toEqual(clientSpec);
    const read = await t().request('GET', `/Core/v1/sessions/${created.sessionId}`, {
      session: created.sessionId,
    });
    expect(read.json().getSessionResponse.clientSpec).toEqual(clientSpec);

    const login = await t().request('POST', '/Core/v1/user/login', {
      session: created.sessionId,
      body: { doLoginRequest: { username: 'demo.ast', password: 'Sportello!2026' } },
    });
    expect(login.statusCode).toBe(200);
    const loggedIn = login.json().doLoginResponse.sessionId as string;
    const after = await t().request('GET', `/Core/v1/sessions/${loggedIn}`, { session: loggedIn });
    expect(after.json().getSessionResponse.clientSpec).toEqual(clientSpec);

    // A type the contract does not know is refused, nothing created.
    const bad = await t().request('POST', '/Core/v1/sessions', {
      body: { createNewSessionRequest: { company: 'ast', clientSpec: { type: 'desktop' } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_error');
  });

  it('refuses an unknown company with an Italian message and a 400', async () => {
    const res = await t().request('POST', '/Core/v1/sessions', {
      body: { createNewSessionRequest: { company: 'xyz' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', message: 'Società non riconosciuta' });
  });

  it('rejects malformed JSON with a 400 error body, not a 500', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/services/rest/portalapi/Core/v1/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"createNewSessionRequest":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
  });

  it('logs in an Active customer with a fresh session id and ends the anonymous one', async () => {
    const anonymous = await t().newSession('ast');
    const res = await t().request('POST', '/Core/v1/user/login', {
      session: anonymous,
      body: { doLoginRequest: { username: 'Demo.Ast', password: 'Sportello!2026' } },
    });
    expect(res.statusCode).toBe(200);
    const { doLoginResponse } = res.json();
    expect(doLoginResponse.user).toMatchObject({ username: 'demo.ast', type: 'Customer', status: 'Active' });
    expect(doLoginResponse.sessionId).not.toBe(anonymous);
    const old = await t().request('GET', '/Core/v1/modules', { session: anonymous });
    expect(old.statusCode).toBe(401);
  });

  it.each([
    ['wrong password', 'demo.ast', 'Sbagliata!2026'],
    ['unknown user', 'nessuno.qui', 'Sportello!2026'],
    ['not Active user', 'demo.ast.sospeso', 'Sportello!2026'],
    ['user of another brand', 'demo.sgr', 'Sportello!2026'],
  ])('answers doLoginFailed, identically, for a %s', async (_case, username, password) => {
    const session = await t().newSession('ast');
    const res = await t().request('POST', '/Core/v1/user/login', {
      session,
      body: { doLoginRequest: { username, password } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ doLoginFailed: { message: 'Nome utente o password non corretti' } });
  });

  it('lists the modules of the brand: ast has all, mes lacks services and practices', async () => {
    const ast = await t().request('GET', '/Core/v1/modules', { session: await t().newSession('ast') });
    expect(
      ast
        .json()
        .getModulesResponse.items.map((m: { key: string }) => m.key)
        .sort(),
    ).toEqual(
      ['AutoLettura', 'dettFatt', 'fatt', 'grafConsumi', 'letture', 'panoram', 'pay', 'prat', 'ser'].sort(),
    );
    const mes = await t().request('GET', '/Core/v1/modules', { session: await t().newSession('mes') });
    const mesKeys = mes.json().getModulesResponse.items.map((m: { key: string }) => m.key);
    expect(mesKeys).not.toContain('ser');
    expect(mesKeys).not.toContain('prat');
  });

  it("lists only the logged-in customer's own supplies", async () => {
    const session = await t().login('demo.ast');
    const res = await t().request('GET', '/Erp/v1/supplies', { session });
    expect(res.statusCode).toBe(200);
    const { supplies, total } = res.json().getSuppliesResponse;
    expect(total).toBe(3);
    expect(supplies.map((s: { commodity: string }) => s.commodity)).toEqual([
      'luce',
      'gas',
      'teleriscaldamento',
    ]);
    expect(new Set(supplies.map((s: { customerKey: string }) => s.customerKey))).toEqual(
      new Set(['AST0001001']),
    );
  });

  it('pages supplies with the total on every page, also past the end', async () => {
    const session = await t().login('demo.ast');
    const page = async (query: Record<string, string>) =>
      (await t().request('GET', '/Erp/v1/supplies', { session, query })).json().getSuppliesResponse;
    const second = await page({ pagingTake: '2', pagingSkip: '2' });
    expect(second.total).toBe(3);
    expect(second.supplies.map((s: { commodity: string }) => s.commodity)).toEqual(['teleriscaldamento']);
    const beyond = await page({ pagingTake: '2', pagingSkip: '10' });
    expect(beyond).toEqual({ supplies: [], total: 3 });
    const active = await page({ activeOnly: 'true' });
    expect(active.total).toBe(active.supplies.length);
    expect(active.supplies.every((s: { status: string }) => s.status === 'Attiva')).toBe(true);
  });

  it("cannot read a second customer's supplies or customer record with the first customer's session", async () => {
    const session = await t().login('demo.ast');
    const byKey = await t().request('GET', '/Erp/v1/supplies', {
      session,
      query: { customerKey: 'AST0001002' },
    });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.body).not.toContain('Officine Bianchi');

    const other = await t().login('demo.ast.azienda');
    const otherCustomer = (await t().request('GET', '/Erp/v1/customers', { session: other })).json()
      .getCustomersResponse.customers[0];
    const byId = await t().request('GET', `/Erp/v1/customers/${otherCustomer.id}`, { session });
    expect(byId.statusCode).toBe(403);
  });

  it('lets a delegate see both delegating customers and nothing else', async () => {
    const session = await t().login('demo.ast.delegato');
    const res = await t().request('GET', '/Erp/v1/customers', { session });
    const keys = res
      .json()
      .getCustomersResponse.customers.map((c: { key: string; relation: string }) => [c.key, c.relation]);
    expect(keys).toEqual([
      ['AST0001003', 'delegate'],
      ['AST0001004', 'delegate'],
    ]);
  });

  it('answers 401 without a session and after logout', async () => {
    expect((await t().request('GET', '/Erp/v1/supplies')).statusCode).toBe(401);
    const session = await t().login('demo.ast');
    const out = await t().request('DELETE', '/Core/v1/user/logout', { session });
    expect(out.json()).toEqual({ doLogoutResponse: { success: true } });
    expect((await t().request('GET', '/Erp/v1/supplies', { session })).statusCode).toBe(401);
  });

  it('validates paging input with an Italian message', async () => {
    const session = await t().login('demo.ast');
    const res = await t().request('GET', '/Erp/v1/supplies', { session, query: { pagingTake: '0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.pagingTake).toBe('pagingTake deve essere almeno 1');
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await t().request('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t().request('GET', '/readyz')).json().status).toBe('ready');
    const doc = await t().request('GET', '/services/rest/portalapi/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/services/rest/portalapi/Core/v1/user/login');
  });
});
