import { describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '@sportello/contract';
import { DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { useTestApp } from './helper';

/**
 * Payments recorded elsewhere (once by reference; the bill then paid), and messages and proposals
 * to a list of customers, seen in the portal by the customer's users.
 */
const auth = { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}` };

describe('integration: payments, messages and proposals', () => {
  const t = useTestApp();

  it('records a payment once by reference, and the bill is then paid in the portal', async () => {
    const invoice = await t()
      .db.selectFrom('invoices as i')
      .innerJoin('customers as c', 'c.id', 'i.customer_id')
      .select(['i.id', 'i.key', 'i.total_amount'])
      .where('c.key', '=', 'AST0001001')
      .where('i.paid_on', 'is', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const total = Number(invoice.total_amount);
    const half = Math.floor((total / 2) * 100) / 100;
    const pay = (payments: unknown[]) =>
      t().request('POST', `${INTEGRATION_BASE}/payments`, { headers: auth, body: { payments } });

    const first = await pay([
      {
        reference: 'CRO-0001',
        invoiceNumber: invoice.key,
        amount: half,
        paidOn: '2026-01-10',
        channel: 'bonifico',
      },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: 1, alreadyRecorded: 0, billsPaid: 0, refusals: [] });

    const rest = Math.round((total - half) * 100) / 100;
    const second = await pay([
      {
        reference: 'CRO-0001',
        invoiceNumber: invoice.key,
        amount: half,
        paidOn: '2026-01-10',
        channel: 'bonifico',
      },
      {
        reference: 'CRO-0002',
        invoiceNumber: invoice.key,
        amount: rest,
        paidOn: '2026-01-20',
        channel: 'posta',
      },
      {
        reference: 'CRO-0002',
        invoiceNumber: 'NON-ESISTE',
        amount: 1,
        paidOn: '2026-01-20',
        channel: 'posta',
      },
      {
        reference: 'CRO-0001',
        invoiceNumber: invoice.key === 'X' ? 'Y' : invoice.key,
        amount: 1,
        paidOn: '2026-01-20',
        channel: 'sdd',
      },
    ]);
    expect(second.json()).toMatchObject({ recorded: 1, alreadyRecorded: 2, billsPaid: 1 });
    expect(second.json().refusals).toEqual([
      { line: 3, field: 'invoiceNumber', message: 'Bolletta NON-ESISTE non trovata' },
    ]);
    const paid = await t()
      .db.selectFrom('invoices')
      .select('paid_on')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(paid.paid_on).toBe('2026-01-20');

    const session = await t().login('demo.ast');
    const list = await t().request('GET', `/Erp/v1/invoices/${invoice.key}`, { session });
    if (list.statusCode === 200) expect(JSON.stringify(list.json())).toContain('2026-01-20');

    const bad = await pay([
      { reference: '', invoiceNumber: invoice.key, amount: -1, paidOn: '2026-02-30', channel: 'carta' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_error');
  });

  it('a message to a list of customers reaches their users’ notifications; unknown codes are told', async () => {
    const res = await t().request('POST', `${INTEGRATION_BASE}/messages`, {
      headers: auth,
      body: {
        customerCodes: ['ast0001001', 'AST0001001', 'NESSUNO'],
        subject: 'Lavori sulla rete',
        message: 'Il 12 marzo la fornitura sarà sospesa dalle 9 alle 12.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ customers: 1, unknownCustomerCodes: ['NESSUNO'] });
    expect(res.json().notifications).toBeGreaterThan(0);
    const session = await t().login('demo.ast');
    const page = (await t().request('GET', '/Core/v1/notifications', { session })).json()
      .getNotificationsResponse;
    expect(page.notifications.map((n: { subject: string }) => n.subject)).toContain('Lavori sulla rete');
  });

  it('a proposal to a customer shows in its proposals page', async () => {
    const res = await t().request('POST', `${INTEGRATION_BASE}/proposals`, {
      headers: auth,
      body: {
        customerCodes: ['AST0001001'],
        title: 'Luce Verde 12 mesi',
        description: 'Prezzo bloccato per 12 mesi, energia da fonti rinnovabili.',
        startDate: '2026-01-01',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 1, unknownCustomerCodes: [] });
    const session = await t().login('demo.ast');
    const list = await t().request('GET', '/Erp/v1/proposals', {
      session,
      query: { customerKey: 'AST0001001' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain('Luce Verde 12 mesi');
  });

  it('a message sent twice under the same reference notifies once and is answered as the first time', async () => {
    const count = async () =>
      (
        await t()
          .db.selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('subject', '=', 'Bolletta di novembre')
          .executeTakeFirstOrThrow()
      ).n;
    const body = {
      reference: 'MSG-2026-11-001',
      customerCodes: ['AST0001001', 'NESSUNO'],
      type: 'billing',
      subject: 'Bolletta di novembre',
      message: 'La bolletta di novembre è disponibile.',
    };
    const send = (payload: unknown) =>
      t().request('POST', `${INTEGRATION_BASE}/messages`, { headers: auth, body: payload });
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(200);
    const sent = Number(await count());
    expect(sent).toBe(first.json().notifications);
    expect(sent).toBeGreaterThan(0);
    // The same call again (codes written otherwise, the same once read): nothing new, the same answer.
    const again = await send({ ...body, customerCodes: [' ast0001001', 'nessuno'] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(Number(await count())).toBe(sent);
    // The same reference for another message: 409, nothing sent.
    const other = await send({ ...body, message: 'Un altro testo.' });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().error).toMatchObject({ code: 'conflict' });
    expect(other.json().error.message).toMatch(/^Riferimento MSG-2026-11-001 già usato per un invio diverso/);
    expect(Number(await count())).toBe(sent);
    // Without a reference each call sends; a bad reference is a 400.
    const { reference: _, ...unreferenced } = body;
    expect((await send(unreferenced)).statusCode).toBe(200);
    expect(Number(await count())).toBe(2 * sent);
    for (const reference of ['', 'x'.repeat(81), 42]) {
      const bad = await send({ ...body, reference });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().error.code).toBe('validation_error');
    }
  });

  it('a proposal sent twice under the same reference is one proposal, answered 201 as the first time', async () => {
    const count = async () =>
      (
        await t()
          .db.selectFrom('proposals')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('title', '=', 'Gas Sicuro 24 mesi')
          .executeTakeFirstOrThrow()
      ).n;
    const body = {
      reference: 'PROP-2026-11-001',
      customerCodes: ['AST0001001', 'NESSUNO'],
      title: 'Gas Sicuro 24 mesi',
      description: 'Prezzo fisso per 24 mesi.',
      startDate: '2026-01-01',
    };
    const send = (payload: unknown) =>
      t().request('POST', `${INTEGRATION_BASE}/proposals`, { headers: auth, body: payload });
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ created: 1, unknownCustomerCodes: ['NESSUNO'] });
    const again = await send(body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(Number(await count())).toBe(1);
    const other = await send({ ...body, endDate: '2027-12-31' });
    expect(other.statusCode).toBe(409);
    expect(Number(await count())).toBe(1);
    // A reference is per operation: the same one on a message is another send.
    const message = await t().request('POST', `${INTEGRATION_BASE}/messages`, {
      headers: auth,
      body: { reference: 'PROP-2026-11-001', customerCodes: ['AST0001001'], subject: 'x', message: 'y' },
    });
    expect(message.statusCode, message.body).toBe(200);
  });

  it('a token without the import scope is refused', async () => {
    const { createIntegrationToken } = await import('../src/services/integration/tokens');
    const created = await createIntegrationToken(t().db, 'solo-prezzi', ['prices']);
    if ('refused' in created) throw new Error(created.refused);
    const res = await t().request('POST', `${INTEGRATION_BASE}/messages`, {
      headers: { authorization: `Bearer ${created.token}` },
      body: { customerCodes: ['AST0001001'], subject: 'x', message: 'y' },
    });
    expect(res.statusCode).toBe(403);
  });
});
