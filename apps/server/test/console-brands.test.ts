import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_BASE } from '@sportello/contract';
import { describe, expect, it } from 'vitest';
import { consoleCall, operatorLogin } from './console-helper';
import { useTestApp } from './helper';

/**
 * The console's brand configuration (issue 21): an admin turns a module off for a brand (the
 * brand's customers no longer get it from list-modules) and on again, sets the app's minimum
 * version for a brand (get-conf-properties answers it), and imports a PUN day from the GME file
 * through the integration's use case; supervisors read, agents reach nothing; each change audited.
 */

const t = useTestApp();
const gme = readFileSync(join(import.meta.dirname, 'fixtures/gme/20240312MGPPrezzi.xml'));

async function modulesOf(username: string): Promise<string[]> {
  const session = await t().login(username);
  const res = await t().request('GET', '/Core/v1/modules', { session });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().getModulesResponse.items.map((m: { key: string }) => m.key);
}

describe('brand configuration', () => {
  it('a module turned off for sol leaves the menu of sol’s customers, and comes back', async () => {
    expect(await modulesOf('demo.sol')).toContain('prat');
    const admin = await operatorLogin(t(), 'demo.admin');
    const off = await consoleCall(t(), 'PUT', '/brands/sol/modules/prat', admin, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().modules).toContainEqual({ key: 'prat', enabled: false });
    expect(await modulesOf('demo.sol')).not.toContain('prat');
    expect(await modulesOf('demo.ast')).toContain('prat');

    const [row] = await t()
      .db.selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'brand.module')
      .orderBy('id', 'desc')
      .execute();
    expect(row).toMatchObject({
      actor: 'demo.admin',
      target_id: 'sol/prat',
      before: { enabled: true },
      after: { enabled: false },
    });

    const on = await consoleCall(t(), 'PUT', '/brands/sol/modules/prat', admin, { enabled: true });
    expect(on.json().modules).toContainEqual({ key: 'prat', enabled: true });
    expect(await modulesOf('demo.sol')).toContain('prat');
    expect(
      (await consoleCall(t(), 'PUT', '/brands/sol/modules/nessuno', admin, { enabled: true })).statusCode,
    ).toBe(400);
  });

  it('the app’s minimum version of a brand, over the general one, then back', async () => {
    const admin = await operatorLogin(t(), 'demo.admin');
    const set = await consoleCall(t(), 'PUT', '/brands/sol/app-min-version', admin, { version: '2.1.0' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ appMinVersion: '2.1.0' });
    const session = await t().newSession('sol');
    const conf = await t().request('GET', '/Core/v1/confProperties', {
      session,
      query: { propertyName: 'App_min_version' },
    });
    expect(conf.json().getConfPropertiesResponse.items).toEqual([
      { propertyName: 'App_min_version', value: '2.1.0' },
    ]);
    expect(
      (await consoleCall(t(), 'PUT', '/brands/sol/app-min-version', admin, { version: 'due' })).statusCode,
    ).toBe(400);
    const back = await consoleCall(t(), 'PUT', '/brands/sol/app-min-version', admin, { version: null });
    expect(back.json()).toMatchObject({ appMinVersion: null });
  });

  it('a PUN day imported from the GME file by a supervisor, through the integration’s import', async () => {
    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    const res = await t().app.inject({
      method: 'POST',
      url: `${CONSOLE_BASE}/prices`,
      headers: { 'x-operator-session': supervisor, 'content-type': 'application/xml' },
      payload: gme,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ files: 1, days: [{ day: '2024-03-12' }] });
    const hours = await t()
      .db.selectFrom('pun_prices')
      .select('hour')
      .where('day', '=', '2024-03-12')
      .execute();
    expect(hours).toHaveLength(24);
    const [row] = await t()
      .db.selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'prices.import')
      .orderBy('id', 'desc')
      .execute();
    expect(row).toMatchObject({ actor: 'demo.supervisore', target_id: '2024-03-12' });
    const bad = await t().app.inject({
      method: 'POST',
      url: `${CONSOLE_BASE}/prices`,
      headers: { 'x-operator-session': supervisor, 'content-type': 'application/xml' },
      payload: '<nulla/>',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('an agent of ast reaches no configuration; a supervisor reads but does not change; other brands 404', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    expect((await consoleCall(t(), 'GET', '/brands/ast/settings', agent)).statusCode).toBe(403);
    expect((await consoleCall(t(), 'GET', '/brands/sgr/settings', agent)).statusCode).toBe(403);
    expect(
      (await consoleCall(t(), 'PUT', '/brands/sgr/modules/prat', agent, { enabled: false })).statusCode,
    ).toBe(403);
    const agentPrices = await t().app.inject({
      method: 'POST',
      url: `${CONSOLE_BASE}/prices`,
      headers: { 'x-operator-session': agent, 'content-type': 'application/xml' },
      payload: gme,
    });
    expect(agentPrices.statusCode).toBe(403);
    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    const read = await consoleCall(t(), 'GET', '/brands/sgr/settings', supervisor);
    expect(read.statusCode).toBe(200);
    expect(read.json().modules.length).toBeGreaterThan(5);
    expect(
      (await consoleCall(t(), 'PUT', '/brands/sgr/modules/prat', supervisor, { enabled: false })).statusCode,
    ).toBe(403);
    // A supervisor of ast only (made here) gets 404 for sgr.
    await t()
      .db.updateTable('operators')
      .set({ brands: ['ast'] })
      .where('username', '=', 'demo.supervisore')
      .execute();
    try {
      const narrowed = await operatorLogin(t(), 'demo.supervisore');
      expect((await consoleCall(t(), 'GET', '/brands/sgr/settings', narrowed)).statusCode).toBe(404);
    } finally {
      await t()
        .db.updateTable('operators')
        .set({ brands: ['sgr', 'ast', 'sga', 'mes', 'wdo', 'smg', 'sol'] })
        .where('username', '=', 'demo.supervisore')
        .execute();
    }
    const session = await t().login('demo.ast');
    const withCustomer = await t().request('GET', `${CONSOLE_BASE}/brands/ast/settings`, {
      headers: { 'x-session-id': session },
    });
    expect(withCustomer.statusCode).toBe(401);
  });
});
