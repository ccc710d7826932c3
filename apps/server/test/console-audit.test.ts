import { describe, expect, it } from 'vitest';
import { consoleCall, operatorLogin } from './console-helper';
import { useTestApp } from './helper';

/**
 * The audit log for admins (issue 21): read and filtered by operator, action and days; exported
 * as CSV with formula cells neutralised; the export itself audited; agents and supervisors 403;
 * the table refuses update and delete (the database's trigger).
 */

const t = useTestApp();

describe('the audit log', () => {
  it('an admin reads it filtered by operator, action and day', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    await consoleCall(t(), 'GET', '/customers', agent, undefined, { q: 'AST0001001' });
    const admin = await operatorLogin(t(), 'demo.admin');
    const page = await consoleCall(t(), 'GET', '/audit', admin, undefined, {
      operator: 'demo.agente',
      action: 'customers.',
    });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.total).toBeGreaterThan(0);
    for (const e of body.items) expect(e).toMatchObject({ actor: 'demo.agente', action: 'customers.search' });
    expect(body.items[0].after).toMatchObject({ q: 'AST0001001' });

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    const todays = (
      await consoleCall(t(), 'GET', '/audit', admin, undefined, { from: today, to: today })
    ).json();
    expect(todays.total).toBeGreaterThan(0);
    const past = (
      await consoleCall(t(), 'GET', '/audit', admin, undefined, { from: '2000-01-01', to: '2000-01-02' })
    ).json();
    expect(past.total).toBe(0);
    const bad = await consoleCall(t(), 'GET', '/audit', admin, undefined, {
      from: '2026-02-02',
      to: '2026-02-01',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports CSV safe for spreadsheets, and the export is audited', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    // A search whose text a spreadsheet would run as a formula.
    await consoleCall(t(), 'GET', '/customers', agent, undefined, { q: '=HYPERLINK(1)' });
    const admin = await operatorLogin(t(), 'demo.admin');
    const res = await consoleCall(t(), 'GET', '/audit/export', admin, undefined, {
      action: 'customers.search',
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(file.fileName).toMatch(/^registro-attivita-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = Buffer.from(file.content, 'base64').toString('utf8');
    expect(csv.startsWith('\uFEFFid;quando;operatore;azione')).toBe(true);
    expect(file.rows).toBe(csv.trim().split('\r\n').length - 1);
    for (const line of csv.split('\r\n').slice(1))
      for (const cell of line.split(';')) expect(cell).not.toMatch(/^[=+\-@]/);
    const [row] = await t()
      .db.selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'audit.export')
      .orderBy('id', 'desc')
      .execute();
    expect(row).toMatchObject({ actor: 'demo.admin' });
  });

  it('agents and supervisors reach neither; a customer session neither; rows cannot change', async () => {
    for (const username of ['demo.agente', 'demo.supervisore']) {
      const session = await operatorLogin(t(), username);
      expect((await consoleCall(t(), 'GET', '/audit', session)).statusCode, username).toBe(403);
      expect((await consoleCall(t(), 'GET', '/audit/export', session)).statusCode, username).toBe(403);
    }
    const session = await t().login('demo.ast');
    const withCustomer = await t().request('GET', '/services/rest/console/v1/audit', {
      headers: { 'x-session-id': session },
    });
    expect(withCustomer.statusCode).toBe(401);
    await expect(t().db.updateTable('operator_audit_log').set({ action: 'x' }).execute()).rejects.toThrow();
    await expect(t().db.deleteFrom('operator_audit_log').execute()).rejects.toThrow();
  });
});
