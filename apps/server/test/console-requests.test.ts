import { describe, expect, it } from 'vitest';
import { API_BASE } from '@sportello/contract';
import { consoleCall, operatorLogin } from './console-helper';
import { useTestApp } from './helper';

/**
 * The console's requests inbox (issue 21): an operator sees and moves only the requests of its
 * brands (an agent of `ast` reaches nothing of `sgr`: 404 for each operation), searches by customer
 * code, fiscal code, VAT, POD/PDR; takes one and concludes it through the one request state use
 * case (the customer's practice and notification); every search, take and move is audited.
 */

const t = useTestApp();
const CONTRACT = 'CTR-AST0001001-01';

async function newAddressChange(): Promise<number> {
  const session = await t().login('demo.ast');
  const res = await t().request('POST', '/Erp/v1/requests/shippingAddress', {
    session,
    body: {
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
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const practices = await t()
    .db.selectFrom('customer_requests')
    .select('id')
    .where('request_type', '=', 'Var_IndirizzoSpedizione')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return practices.id;
}

/** A request of a customer of brand sgr (out of the agent's reach). */
async function sgrRequest(): Promise<number> {
  const customer = await t()
    .db.selectFrom('customers')
    .select('id')
    .where('company_code', '=', 'sgr')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const row = await t()
    .db.insertInto('customer_requests')
    .values({
      ticket_key: `SGR-CONSOLE-${Date.now()}`,
      customer_id: customer.id,
      contract_id: null,
      invoice_id: null,
      user_id: null,
      request_type: 'Informazioni',
      phase_code: 'IR010',
      status: 'Aperto',
      payload: JSON.stringify({ subject: 'Domanda' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the requests inbox', () => {
  it('an agent of ast lists only ast requests and reaches nothing of sgr (404 everywhere)', async () => {
    const sgr = await sgrRequest();
    const agent = await operatorLogin(t(), 'demo.agente');
    const list = await consoleCall(t(), 'GET', '/requests', agent, undefined, { pageSize: '100' });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBeGreaterThan(0);
    expect(new Set(page.items.map((item: { brand: string }) => item.brand))).toEqual(new Set(['ast']));
    const sgrOnly = await consoleCall(t(), 'GET', '/requests', agent, undefined, { brand: 'sgr' });
    expect(sgrOnly.json().total).toBe(0);
    expect((await consoleCall(t(), 'GET', `/requests/${sgr}`, agent)).statusCode).toBe(404);
    expect((await consoleCall(t(), 'POST', `/requests/${sgr}/assignment`, agent)).statusCode).toBe(404);
    const moved = await consoleCall(t(), 'POST', `/requests/${sgr}/state`, agent, { state: 'concluded' });
    expect(moved.statusCode).toBe(404);
    const untouched = await t()
      .db.selectFrom('customer_requests')
      .select('status')
      .where('id', '=', sgr)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('Aperto');

    // The supervisor of every brand does see it.
    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    const seen = await consoleCall(t(), 'GET', `/requests/${sgr}`, supervisor);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ brand: 'sgr', state: 'open', details: { subject: 'Domanda' } });
  });

  it('filters by type and state, pages, and searches by customer code, fiscal code and POD/PDR (audited)', async () => {
    const id = await newAddressChange();
    const agent = await operatorLogin(t(), 'demo.agente');
    // A new address change is filed "In lavorazione" (the portal's own status for it).
    const byType = (
      await consoleCall(t(), 'GET', '/requests', agent, undefined, {
        type: 'Var_IndirizzoSpedizione',
        state: 'in_progress',
      })
    ).json();
    expect(byType.items.map((item: { id: number }) => item.id)).toContain(id);
    for (const item of byType.items)
      expect(item).toMatchObject({ requestType: 'Var_IndirizzoSpedizione', state: 'in_progress' });
    const open = (await consoleCall(t(), 'GET', '/requests', agent, undefined, { state: 'open' })).json();
    expect(open.items.map((item: { id: number }) => item.id)).not.toContain(id);
    for (const item of open.items) expect(item.state).toBe('open');
    const concluded = (
      await consoleCall(t(), 'GET', '/requests', agent, undefined, { state: 'concluded' })
    ).json();
    for (const item of concluded.items) expect(item.state).toBe('concluded');

    const paged = (
      await consoleCall(t(), 'GET', '/requests', agent, undefined, { pageSize: '1', page: '2' })
    ).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);

    const pod = await t()
      .db.selectFrom('supplies')
      .innerJoin('customers', 'customers.id', 'supplies.customer_id')
      .select(['supplies.pod_pdr', 'customers.fiscal_code'])
      .where('customers.key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    for (const q of ['AST0001001', pod.fiscal_code!, pod.pod_pdr.toLowerCase()]) {
      const found = (await consoleCall(t(), 'GET', '/requests', agent, undefined, { q })).json();
      expect(
        found.items.map((item: { id: number }) => item.id),
        q,
      ).toContain(id);
      for (const item of found.items) expect(item.customer.code, q).toBe('AST0001001');
    }
    const searches = await t()
      .db.selectFrom('operator_audit_log')
      .select(['actor', 'after'])
      .where('action', '=', 'requests.search')
      .execute();
    expect(searches.length).toBeGreaterThanOrEqual(3);
    expect(searches[0]).toMatchObject({ actor: 'demo.agente', after: { q: 'AST0001001' } });

    const bad = await consoleCall(t(), 'GET', '/requests', agent, undefined, {
      state: 'finito',
      pageSize: '0',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes an address change and concludes it: the practice, the notification, the audit', async () => {
    const id = await newAddressChange();
    const agent = await operatorLogin(t(), 'demo.agente');
    const taken = await consoleCall(t(), 'POST', `/requests/${id}/assignment`, agent);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().assignee).toMatchObject({ username: 'demo.agente' });
    const mine = (await consoleCall(t(), 'GET', '/requests', agent, undefined, { assigned: 'me' })).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toContain(id);

    const concluded = await consoleCall(t(), 'POST', `/requests/${id}/state`, agent, {
      state: 'concluded',
      message: 'Indirizzo aggiornato dal prossimo invio.',
    });
    expect(concluded.statusCode, concluded.body).toBe(200);
    expect(concluded.json()).toMatchObject({
      previousState: 'in_progress',
      state: 'concluded',
      status: 'Concluso',
    });
    expect(
      (await consoleCall(t(), 'POST', `/requests/${id}/state`, agent, { state: 'rejected' })).statusCode,
    ).toBe(409);
    expect((await consoleCall(t(), 'POST', `/requests/${id}/assignment`, agent)).statusCode).toBe(409);

    // The customer's side: the practice concluded with the message, and a notification.
    const customer = await t().login('demo.ast');
    const practice = await t().request('GET', `${API_BASE}/Erp/v1/requests/${id}`, { session: customer });
    expect(practice.statusCode, practice.body).toBe(200);
    expect(practice.body).toContain('Indirizzo aggiornato dal prossimo invio.');
    const note = await t()
      .db.selectFrom('notifications')
      .select(['subject', 'message'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(note.subject).toMatch(/conclusa/);
    expect(note.message).toContain('Indirizzo aggiornato dal prossimo invio.');

    const audited = await t()
      .db.selectFrom('operator_audit_log')
      .select(['action', 'actor', 'company_code', 'before', 'after'])
      .where('target_type', '=', 'request')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audited.map((row) => row.action)).toEqual(['request.take', 'request.state']);
    expect(audited[1]).toMatchObject({
      actor: 'demo.agente',
      company_code: 'ast',
      before: { state: 'in_progress' },
      after: { state: 'concluded', message: 'Indirizzo aggiornato dal prossimo invio.' },
    });
    // The integration feed names the operator who moved it (the same use case).
    const event = await t()
      .db.selectFrom('integration_events')
      .select('payload')
      .where('request_id', '=', id)
      .where('type', '=', 'request.state_changed')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(event.payload)).toContain('"changedBy":{"kind":"operator","name":"demo.agente"}');
  });

  it('a customer session reaches nothing of the inbox', async () => {
    const customer = await t().login('demo.ast');
    for (const headers of [{ 'x-session-id': customer }, { 'x-operator-session': customer }] as Record<
      string,
      string
    >[]) {
      const res = await t().request('GET', '/services/rest/console/v1/requests', { headers });
      expect(res.statusCode).toBe(401);
      const move = await t().request('POST', '/services/rest/console/v1/requests/1/state', {
        headers,
        body: { state: 'concluded' },
      });
      expect(move.statusCode).toBe(401);
    }
  });
});

describe('supervisor powers', () => {
  it('an agent neither takes over nor rejects another operator’s request; a supervisor does', async () => {
    const id = await newAddressChange();
    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    expect((await consoleCall(t(), 'POST', `/requests/${id}/assignment`, supervisor)).statusCode).toBe(200);
    const agent = await operatorLogin(t(), 'demo.agente');
    const take = await consoleCall(t(), 'POST', `/requests/${id}/assignment`, agent);
    expect(take.statusCode).toBe(403);
    expect(take.json().error.message).toContain('supervisore');
    const reject = await consoleCall(t(), 'POST', `/requests/${id}/state`, agent, { state: 'rejected' });
    expect(reject.statusCode).toBe(403);
    // The supervisor hands it to nobody else but may move it; the agent takes it once it is free of others.
    const takenBack = await consoleCall(t(), 'POST', `/requests/${id}/assignment`, agent);
    expect(takenBack.statusCode).toBe(403);
    const rejected = await consoleCall(t(), 'POST', `/requests/${id}/state`, supervisor, {
      state: 'rejected',
      message: 'Indirizzo incompleto.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });
});
