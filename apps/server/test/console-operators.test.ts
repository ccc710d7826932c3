import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE, CONSOLE_BASE, INTEGRATION_BASE } from '@sportello/contract';
import type { OperationDefinition } from '@sportello/contract/operation';
import * as operations from '@sportello/contract/operations';
import { runConsoleAdmin } from '../src/commands/console-admin';
import { openDatabase } from '../src/db/index';
import { DEMO_OPERATORS } from '../src/services/console/demo';
import { DEMO_PASSWORD } from '../src/seed/demo-people';
import { consoleCall, operatorLogin, totpNow } from './console-helper';
import { useTestApp } from './helper';
import { lintOpenApi } from './openapi-lint';

/**
 * The console's operators (issue 21): login with password and TOTP (or a recovery code, once),
 * throttled; operator sessions and customer sessions never open each other's API; an admin
 * creates, suspends, reinstates and resets operators; every action is in the audit log, which the
 * database keeps from being changed or deleted; the console's own OpenAPI document.
 */

const t = useTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '1000' });
const demo = (username: string) => DEMO_OPERATORS.find((op) => op.username === username)!;
const dir = mkdtempSync(join(tmpdir(), 'sportello-console-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const login = (username: string, password: string, code: string) =>
  t().request('POST', `${CONSOLE_BASE}/sessions`, { body: { username, password, code } });

describe('console login', () => {
  it('opens a session with password and the TOTP code; me names the operator', async () => {
    await t()
      .db.updateTable('operators')
      .set({ totp_last_step: 0 })
      .where('username', '=', 'demo.agente')
      .execute();
    const res = await login('demo.agente', DEMO_PASSWORD, totpNow(demo('demo.agente').totpSecret));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.operator).toMatchObject({ username: 'demo.agente', role: 'agent', brands: ['ast'] });
    const me = await consoleCall(t(), 'GET', '/me', body.sessionId);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'demo.agente', role: 'agent' });
    // The same code again (a replay): refused.
    const again = await login('demo.agente', DEMO_PASSWORD, totpNow(demo('demo.agente').totpSecret));
    expect(again.statusCode).toBe(401);
  });

  it('answers the same 401 to a wrong password, a wrong code and an unknown operator, and audits each', async () => {
    const code = totpNow(demo('demo.supervisore').totpSecret);
    const wrongPassword = await login('demo.supervisore', 'Sbagliata!2026', code);
    const wrongCode = await login('demo.supervisore', DEMO_PASSWORD, code === '000000' ? '111111' : '000000');
    const unknown = await login('nessuno.qui', DEMO_PASSWORD, code);
    for (const res of [wrongPassword, wrongCode, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Nome utente, password o codice non validi.');
    }
    const failed = await t()
      .db.selectFrom('operator_audit_log')
      .select(['actor', 'after'])
      .where('action', '=', 'login.failed')
      .execute();
    expect(failed.map((row) => row.actor)).toEqual(
      expect.arrayContaining(['demo.supervisore', 'nessuno.qui']),
    );
  });

  it('throttles failures per username (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await login('troppi.tentativi', 'x', '123456')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const last = await login('troppi.tentativi', 'x', '123456');
    expect(last.headers['retry-after']).toBeTruthy();
  });

  it('logout ends the session', async () => {
    const session = await operatorLogin(t(), 'demo.supervisore');
    expect((await consoleCall(t(), 'DELETE', '/sessions/current', session)).statusCode).toBe(200);
    expect((await consoleCall(t(), 'GET', '/me', session)).statusCode).toBe(401);
  });
});

describe('sessions never cross APIs', () => {
  it('a customer session never opens the console', async () => {
    const customer = await t().login('demo.ast');
    for (const headers of [{ 'x-session-id': customer }, { 'x-operator-session': customer }] as Record<
      string,
      string
    >[]) {
      const res = await t().request('GET', `${CONSOLE_BASE}/me`, { headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('an operator session never opens the customer API nor the integration API', async () => {
    const session = await operatorLogin(t(), 'demo.admin');
    for (const headers of [{ 'x-session-id': session }, { 'x-operator-session': session }] as Record<
      string,
      string
    >[]) {
      const supplies = await t().request('GET', `${API_BASE}/Erp/v1/supplies`, { headers });
      expect(supplies.statusCode).toBe(401);
      const user = await t().request('GET', `${API_BASE}/Core/v1/users/1`, { headers });
      expect(user.statusCode).toBe(401);
    }
    const token = await t().request('GET', `${INTEGRATION_BASE}/token`, {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(token.statusCode).toBe(401);
  });
});

describe('operators managed by an admin', () => {
  it('creates an operator who logs in with a recovery code once; an agent may not manage operators', async () => {
    const admin = await operatorLogin(t(), 'demo.admin');
    const created = await consoleCall(t(), 'POST', '/operators', admin, {
      username: 'giulia.bianchi',
      name: 'Giulia Bianchi',
      role: 'agent',
      brands: ['sgr'],
    });
    expect(created.statusCode).toBe(201);
    const credentials = created.json();
    expect(credentials.operator).toMatchObject({
      username: 'giulia.bianchi',
      role: 'agent',
      brands: ['sgr'],
    });
    expect(credentials.recoveryCodes).toHaveLength(10);
    expect(credentials.totpUri).toMatch(/^otpauth:\/\/totp\//);
    const stored = await t()
      .db.selectFrom('operators')
      .select(['password_hash', 'totp_secret_sealed'])
      .where('username', '=', 'giulia.bianchi')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.totp_secret_sealed).not.toContain(credentials.totpSecret);

    const recovery = credentials.recoveryCodes[0] as string;
    const first = await login('giulia.bianchi', credentials.temporaryPassword, recovery);
    expect(first.statusCode).toBe(201);
    expect(first.json().recoveryCodesLeft).toBe(9);
    expect((await login('giulia.bianchi', credentials.temporaryPassword, recovery)).statusCode).toBe(401);

    const taken = await consoleCall(t(), 'POST', '/operators', admin, {
      username: 'giulia.bianchi',
      name: 'Altra',
      role: 'agent',
      brands: ['ast'],
    });
    expect(taken.statusCode).toBe(409);
    const bad = await consoleCall(t(), 'POST', '/operators', admin, {
      username: 'X',
      name: '',
      role: 'boss',
      brands: ['zzz'],
    });
    expect(bad.statusCode).toBe(400);

    const agent = await operatorLogin(t(), 'demo.agente');
    for (const [method, path] of [
      ['GET', '/operators'],
      ['POST', `/operators/${credentials.operator.id}/suspension`],
      ['POST', `/operators/${credentials.operator.id}/reset`],
    ] as const) {
      expect((await consoleCall(t(), method, path, agent)).statusCode, path).toBe(403);
    }
  });

  it('suspends (sessions end, login refused), reinstates and resets an operator; all audited', async () => {
    const admin = await operatorLogin(t(), 'demo.admin');
    const created = (
      await consoleCall(t(), 'POST', '/operators', admin, {
        username: 'luca.verdi',
        name: 'Luca Verdi',
        role: 'supervisor',
        brands: ['ast', 'sgr'],
      })
    ).json();
    const id = created.operator.id as number;
    const session = (await login('luca.verdi', created.temporaryPassword, totpNow(created.totpSecret))).json()
      .sessionId as string;
    expect((await consoleCall(t(), 'GET', '/me', session)).statusCode).toBe(200);

    const suspended = await consoleCall(t(), 'POST', `/operators/${id}/suspension`, admin);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().suspendedAt).toBeTruthy();
    expect((await consoleCall(t(), 'GET', '/me', session)).statusCode).toBe(401);
    expect((await login('luca.verdi', created.temporaryPassword, created.recoveryCodes[0])).statusCode).toBe(
      401,
    );
    const self = (await consoleCall(t(), 'GET', '/me', admin)).json().id as number;
    expect((await consoleCall(t(), 'POST', `/operators/${self}/suspension`, admin)).statusCode).toBe(409);

    const reinstated = await consoleCall(t(), 'DELETE', `/operators/${id}/suspension`, admin);
    expect(reinstated.json().suspendedAt).toBeNull();

    const reset = await consoleCall(t(), 'POST', `/operators/${id}/reset`, admin);
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json();
    expect(fresh.temporaryPassword).not.toBe(created.temporaryPassword);
    expect((await login('luca.verdi', created.temporaryPassword, created.recoveryCodes[1])).statusCode).toBe(
      401,
    );
    expect((await login('luca.verdi', fresh.temporaryPassword, fresh.recoveryCodes[0])).statusCode).toBe(201);

    const actions = await t()
      .db.selectFrom('operator_audit_log')
      .select(['action', 'actor', 'before', 'after'])
      .where('target_type', '=', 'operator')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'operator.create',
      'login',
      'operator.suspend',
      'login.failed',
      'operator.reinstate',
      'operator.reset',
      'login.failed',
      'login',
    ]);
    const suspend = actions.find((row) => row.action === 'operator.suspend')!;
    expect(suspend.actor).toBe('demo.admin');
    expect((suspend.before as { suspendedAt: unknown }).suspendedAt).toBeNull();
    expect((suspend.after as { suspendedAt: unknown }).suspendedAt).toBeTruthy();
    expect(JSON.stringify(actions)).not.toContain(fresh.temporaryPassword);
    expect(JSON.stringify(actions)).not.toContain(fresh.totpSecret);
  });

  it('an admin of some brands does not reach an operator of others (404)', async () => {
    const admin = await operatorLogin(t(), 'demo.admin');
    const limited = (
      await consoleCall(t(), 'POST', '/operators', admin, {
        username: 'admin.ast',
        name: 'Admin ast',
        role: 'admin',
        brands: ['ast'],
      })
    ).json();
    const session = (await login('admin.ast', limited.temporaryPassword, limited.recoveryCodes[0])).json()
      .sessionId as string;
    const giulia = await t()
      .db.selectFrom('operators')
      .select('id')
      .where('username', '=', 'giulia.bianchi')
      .executeTakeFirstOrThrow();
    expect((await consoleCall(t(), 'POST', `/operators/${giulia.id}/suspension`, session)).statusCode).toBe(
      404,
    );
    const list = (await consoleCall(t(), 'GET', '/operators', session)).json();
    expect(list.operators.map((op: { username: string }) => op.username)).not.toContain('giulia.bianchi');
    expect(
      (
        await consoleCall(t(), 'POST', '/operators', session, {
          username: 'altro.sgr',
          name: 'Altro',
          role: 'agent',
          brands: ['sgr'],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the audit log', () => {
  it('refuses update, delete and truncate in the database itself', async () => {
    const { id } = await t()
      .db.selectFrom('operator_audit_log')
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await expect(
      sql`update operator_audit_log set actor = 'altro' where id = ${id}`.execute(t().db),
    ).rejects.toThrow(/sola aggiunta/);
    await expect(sql`delete from operator_audit_log where id = ${id}`.execute(t().db)).rejects.toThrow(
      /sola aggiunta/,
    );
    await expect(sql`truncate operator_audit_log`.execute(t().db)).rejects.toThrow(/sola aggiunta/);
    const still = await t()
      .db.selectFrom('operator_audit_log')
      .select('actor')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(still).toBeTruthy();
  });
});

const consoleOps = Object.values(operations as Record<string, unknown>).filter(
  (value): value is OperationDefinition =>
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    (value as OperationDefinition).path.startsWith(`${CONSOLE_BASE}/`),
);

describe('the console API’s OpenAPI document', () => {
  it('has every console operation and only those; the portal’s document has none', async () => {
    const res = await t().request('GET', `${CONSOLE_BASE}/docs/json`);
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { operationId: string }>> };
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.sort()).toEqual(consoleOps.map((op) => op.operationId).sort());
    const portal = (await t().request('GET', `${API_BASE}/docs/json`)).json() as { paths: object };
    expect(Object.keys(portal.paths).filter((path) => path.startsWith(CONSOLE_BASE))).toEqual([]);
    const integration = (await t().request('GET', `${INTEGRATION_BASE}/docs/json`)).json() as {
      paths: object;
    };
    expect(Object.keys(integration.paths).filter((path) => path.startsWith(CONSOLE_BASE))).toEqual([]);
  });

  it('passes spectral (spectral:oas) and redocly (recommended) with no problem', async () => {
    const doc = (await t().request('GET', `${CONSOLE_BASE}/docs/json`)).json();
    const report = await lintOpenApi(doc, dir, 'console.json');
    expect(report.spectral).toEqual([]);
    expect(report.redocly).toEqual([]);
    expect(report.redoclyTotals).toMatchObject({ errors: 0, warnings: 0 });
  });
});

describe('npm run console:admin', () => {
  // Migrates a PGlite database on disk and runs the command three times: minutes on a loaded
  // machine (it took over 60 s beside the rest of the suite at a load of 10 on 2 cores).
  it('creates the first admin, printed once, audited as the command', { timeout: 240_000 }, async () => {
    const env = { MODE: 'demo', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' };
    const out = await runConsoleAdmin(['create', '--username', 'prima.admin', '--name', 'Prima Admin'], env);
    expect(out).toContain('Amministratore «prima.admin» creato');
    expect(out).toMatch(/Password temporanea: \S+/);
    expect(out).toMatch(/Segreto TOTP: +[A-Z2-7]{32}/);
    await expect(runConsoleAdmin(['create', '--username', 'prima.admin'], env)).rejects.toThrow(/Esiste già/);
    await expect(runConsoleAdmin(['create'], env)).rejects.toThrow(/Uso:/);
    const database = await openDatabase({ DATA_DIR: join(dir, 'data') });
    try {
      const row = await database.db
        .selectFrom('operators')
        .select(['role', 'brands'])
        .where('username', '=', 'prima.admin')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ role: 'admin' });
      expect(row.brands).toHaveLength(7);
      const audited = await database.db
        .selectFrom('operator_audit_log')
        .select(['actor', 'action'])
        .where('target_type', '=', 'operator')
        .execute();
      expect(audited).toEqual([{ actor: 'command', action: 'operator.create' }]);
    } finally {
      await database.close();
    }
  });
});
