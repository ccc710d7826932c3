import { describe, expect, it } from 'vitest';
import { consoleCall, operatorLogin } from './console-helper';
import { useTestApp } from './helper';

/**
 * The console's customer view (issue 21): an operator finds the customers of its brands only (an
 * agent of `ast` finds and sees nothing of `sgr`), by code, fiscal code, VAT and POD/PDR, and sees
 * one as the portal shows it (the portal's own lists); each search and each view is audited; a
 * customer's session opens none of it.
 */

const t = useTestApp();

async function auditRows(action: string) {
  return t()
    .db.selectFrom('operator_audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}

describe('the customer view', () => {
  it('finds an ast customer by code, fiscal code, VAT-less POD/PDR, each search audited', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    const row = await t()
      .db.selectFrom('supplies')
      .innerJoin('customers', 'customers.id', 'supplies.customer_id')
      .select(['supplies.pod_pdr', 'customers.fiscal_code', 'customers.id'])
      .where('customers.key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    const before = (await auditRows('customers.search')).length;
    for (const q of ['ast0001001', row.fiscal_code!, row.pod_pdr.toLowerCase()]) {
      const res = await consoleCall(t(), 'GET', '/customers', agent, undefined, { q });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().items.map((c: { code: string }) => c.code),
        q,
      ).toContain('AST0001001');
      for (const c of res.json().items) expect(c.brand).toBe('ast');
    }
    const rows = await auditRows('customers.search');
    expect(rows.length - before).toBe(3);
    expect(rows[0]).toMatchObject({ actor: 'demo.agente' });
    expect(JSON.stringify(rows[0]!.after)).toContain('AST0001001');

    const short = await consoleCall(t(), 'GET', '/customers', agent, undefined, { q: 'a' });
    expect(short.statusCode).toBe(400);
  });

  it('shows a customer as the portal does (supplies, bills, notifications), audited', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    const { id } = await t()
      .db.selectFrom('customers')
      .select('id')
      .where('key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    const res = await consoleCall(t(), 'GET', `/customers/${id}`, agent);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.customer).toMatchObject({ id, code: 'AST0001001', brand: 'ast' });
    expect(view.users.length).toBeGreaterThan(0);

    // The same lists the customer's own session gets from the portal.
    const session = await t().login('demo.ast');
    const supplies = (
      await t().request('GET', '/Erp/v1/supplies', { session, query: { customerKey: 'AST0001001' } })
    ).json().getSuppliesResponse;
    expect(view.supplies.supplies.map((s: { key: string }) => s.key)).toEqual(
      supplies.supplies.map((s: { key: string }) => s.key),
    );
    expect(view.invoices.total).toBeGreaterThan(0);
    expect(view.readings).toHaveLength(view.supplies.supplies.length);
    expect(view.notifications).toHaveProperty('notifications');
    expect(view.delegations).toHaveProperty('granted');

    const [row] = await auditRows('customer.view');
    expect(row).toMatchObject({ actor: 'demo.agente', target_id: String(id), company_code: 'ast' });
  });

  it('an agent of ast finds and sees nothing of sgr; a customer session opens nothing', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    const sgr = await t()
      .db.selectFrom('customers')
      .select(['id', 'key'])
      .where('company_code', '=', 'sgr')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const found = await consoleCall(t(), 'GET', '/customers', agent, undefined, { q: sgr.key });
    expect(found.json().items).toEqual([]);
    const sgrOnly = await consoleCall(t(), 'GET', '/customers', agent, undefined, {
      q: sgr.key,
      brand: 'sgr',
    });
    expect(sgrOnly.json().items).toEqual([]);
    expect((await consoleCall(t(), 'GET', `/customers/${sgr.id}`, agent)).statusCode).toBe(404);
    expect((await consoleCall(t(), 'GET', '/customers/99999999', agent)).statusCode).toBe(404);

    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    const seen = await consoleCall(t(), 'GET', `/customers/${sgr.id}`, supervisor);
    expect(seen.statusCode).toBe(200);

    expect((await consoleCall(t(), 'GET', `/customers/${sgr.id}`, null)).statusCode).toBe(401);
    const session = await t().login('demo.ast');
    const withCustomerSession = await t().request('GET', `/services/rest/console/v1/customers/${sgr.id}`, {
      headers: { 'x-session-id': session },
    });
    expect(withCustomerSession.statusCode).toBe(401);
  });
});
