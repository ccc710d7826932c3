import { describe, expect, it } from 'vitest';
import { consoleCall, operatorLogin } from './console-helper';
import { useTestApp } from './helper';

/**
 * The console's messages and proposals (issue 21): a message (to be accepted or not) or a
 * proposal with its window to one customer, a list, or a brand's customers with a supply kind;
 * written by the service the integration API uses; who read and who accepted; an agent of `ast`
 * reaches no customer and no send of `sgr`; each send audited.
 */

const t = useTestApp();

async function sgrCustomer() {
  return t()
    .db.selectFrom('customers')
    .select(['id', 'key'])
    .where('company_code', '=', 'sgr')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('messages and proposals from the console', () => {
  it('an acceptance-required message to one customer: the customer sees it to accept; who read and accepted', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    const res = await consoleCall(t(), 'POST', '/sends', agent, {
      kind: 'message',
      audience: { customerCodes: ['AST0001001', 'NESSUNO'] },
      subject: 'Nuove condizioni del servizio',
      body: 'Conferma la presa visione per continuare.',
      acceptanceRequired: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      kind: 'message',
      typeCode: 'mandatory',
      acceptanceRequired: true,
      customers: 1,
      unknownCustomerCodes: ['NESSUNO'],
      read: 0,
      accepted: 0,
    });
    expect(sent.written).toBeGreaterThan(0);

    // The customer's portal: a message of the blocking type, to be accepted.
    const session = await t().login('demo.ast');
    const list = (await t().request('GET', '/Core/v1/notifications', { session })).json()
      .getNotificationsResponse;
    const mine = list.notifications.find(
      (n: { subject: string }) => n.subject === 'Nuove condizioni del servizio',
    );
    expect(mine).toMatchObject({
      toBeAccepted: true,
      notificationType: { code: 'mandatory', acceptanceRequired: true },
    });
    const now = new Date().toISOString();
    const accepted = await t().request('PUT', '/Core/v1/notifications', {
      session,
      body: { updateNotificationRequest: { id: mine.id, readingDate: now, confirmationDate: now } },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const detail = (await consoleCall(t(), 'GET', `/sends/${sent.id}`, agent)).json();
    expect(detail.read).toBeGreaterThan(0);
    expect(detail.accepted).toBe(1);
    const row = detail.recipients.find((r: { acceptedAt: string | null }) => r.acceptedAt !== null);
    expect(row).toMatchObject({ customerCode: 'AST0001001' });
    expect((await consoleCall(t(), 'GET', '/sends', agent)).json().items[0]).toMatchObject({ id: sent.id });

    const [audit] = await t()
      .db.selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'send.message')
      .orderBy('id', 'desc')
      .execute();
    expect(audit).toMatchObject({ actor: 'demo.agente', target_id: String(sent.id) });
  });

  it('a proposal with its window to a brand’s customers with a gas supply (supervisor); an agent may not', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    const body = {
      kind: 'proposal',
      audience: { brand: 'ast', commodity: 'gas' },
      subject: 'Offerta gas inverno',
      body: 'Prezzo bloccato per 12 mesi.',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    };
    expect((await consoleCall(t(), 'POST', '/sends', agent, body)).statusCode).toBe(403);
    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    const res = await consoleCall(t(), 'POST', '/sends', supervisor, body);
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    const expected = await t()
      .db.selectFrom('customers as c')
      .select((eb) => eb.fn.count<number>('c.id').distinct().as('n'))
      .innerJoin('supplies as s', 's.customer_id', 'c.id')
      .where('c.company_code', '=', 'ast')
      .where('s.commodity', '=', 'gas')
      .where('s.status', '=', 'Attiva')
      .executeTakeFirstOrThrow();
    expect(sent.customers).toBe(Number(expected.n));
    expect(sent.written).toBe(Number(expected.n));
    expect(sent).toMatchObject({ kind: 'proposal', startDate: '2026-01-01', endDate: '2026-12-31' });
    const detail = (await consoleCall(t(), 'GET', `/sends/${sent.id}`, supervisor)).json();
    expect(detail.recipients).toHaveLength(sent.customers);

    const bad = await consoleCall(t(), 'POST', '/sends', supervisor, { ...body, endDate: '2025-01-01' });
    expect(bad.statusCode).toBe(400);
  });

  it('an agent of ast reaches no sgr customer and no sgr send; a customer session opens nothing', async () => {
    const sgr = await sgrCustomer();
    const agent = await operatorLogin(t(), 'demo.agente');
    const toSgr = await consoleCall(t(), 'POST', '/sends', agent, {
      kind: 'message',
      audience: { customerCodes: [sgr.key] },
      subject: 'Prova',
      body: 'Prova',
    });
    expect(toSgr.statusCode).toBe(201);
    expect(toSgr.json()).toMatchObject({ customers: 0, written: 0, unknownCustomerCodes: [sgr.key] });
    const notified = await t()
      .db.selectFrom('notifications')
      .select('id')
      .where('customer_id', '=', sgr.id)
      .where('subject', '=', 'Prova')
      .execute();
    expect(notified).toEqual([]);

    const supervisor = await operatorLogin(t(), 'demo.supervisore');
    const sgrSend = (
      await consoleCall(t(), 'POST', '/sends', supervisor, {
        kind: 'message',
        audience: { customerCodes: [sgr.key] },
        subject: 'Solo sgr',
        body: 'Testo',
      })
    ).json();
    expect(sgrSend.customers).toBe(1);
    expect((await consoleCall(t(), 'GET', `/sends/${sgrSend.id}`, agent)).statusCode).toBe(404);
    const listed = (await consoleCall(t(), 'GET', '/sends', agent)).json().items;
    expect(listed.map((s: { id: number }) => s.id)).not.toContain(sgrSend.id);
    const brandWide = await consoleCall(t(), 'POST', '/sends', agent, {
      kind: 'message',
      audience: { brand: 'sgr' },
      subject: 'x',
      body: 'x',
    });
    expect([403, 404]).toContain(brandWide.statusCode);

    const session = await t().login('demo.ast');
    const withCustomer = await t().request('GET', '/services/rest/console/v1/sends', {
      headers: { 'x-session-id': session },
    });
    expect(withCustomer.statusCode).toBe(401);
  });
});
