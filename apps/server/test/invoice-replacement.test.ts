import { beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '@sportello/contract';
import { createIntegrationToken, DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { consoleCall, operatorLogin } from './console-helper';
import { buildFatturaPa, type BuiltBody } from './fixtures/fatturapa/build';
import { useTestApp, type TestApp } from './helper';

/**
 * A new bill replacing an estimated one (issue 25, the rettifica's end), through the integration
 * API (FatturaPA: a TD01 naming the old bill in DatiFattureCollegate; a TD04 cancelling it beside
 * the new TD01) and through the console ("sostituisci la bolletta" on the rettifica): the old bill
 * is Sostituita (nothing to pay, no instalments, no payment codes; a paid amount carried as
 * credit), the new one is to pay, the rettifica is concluded with the customer's notification and
 * the retailer's event; bad input is a 4xx in Italian and changes nothing.
 */

const PORTAL_INVOICES = '/Erp/v1/invoices';
const SOL_VAT = '09876543210';
const day = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

interface Bill {
  id: number;
  supplyId: number | null;
  key: string;
  paymentLevel: string;
  amountToPay: string;
  totalAmount: string;
  replacedBy?: { id: number; key: string; carriedCredit: string } | null;
  replaces?: { id: number; key: string } | null;
  cancels?: { id: number; key: string } | null;
  installments: { toBePaid: boolean; withdrawn?: boolean }[];
}

async function supplyBill(t: TestApp, customerKey: string, commodity: string) {
  const row = await t.db
    .selectFrom('invoices')
    .innerJoin('customers', 'customers.id', 'invoices.customer_id')
    .innerJoin('supplies', 'supplies.id', 'invoices.supply_id')
    .select([
      'invoices.id',
      'invoices.key',
      'invoices.issue_date',
      'invoices.period_start',
      'invoices.period_end',
      'invoices.paid_on',
      'invoices.total_amount',
      'supplies.pod_pdr',
      'customers.fiscal_code',
      'customers.id as customer_id',
    ])
    .where('customers.key', '=', customerKey)
    .where('supplies.commodity', '=', commodity as 'gas')
    .where('invoices.invoice_type_code', '=', 1)
    .orderBy('invoices.period_end', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    issueDate: day(row.issue_date),
    periodStart: day(row.period_start),
    periodEnd: day(row.period_end),
  };
}

describe('a new bill replaces an estimated one', () => {
  const t = useTestApp();
  const importXml = (xml: string, token = DEMO_INTEGRATION_TOKEN) =>
    t().app.inject({
      method: 'POST',
      url: `${INTEGRATION_BASE}/invoices`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
      payload: xml,
    });
  const billsOf = async (session: string): Promise<{ invoices: Bill[]; outstandingAmount: string }> =>
    (await t().request('GET', PORTAL_INVOICES, { session, query: { pagingTake: '50' } })).json()
      .getInvoicesResponse;
  const billOf = async (session: string, id: number): Promise<Bill> =>
    (await t().request('GET', `${PORTAL_INVOICES}/${id}`, { session })).json().getInvoiceResponse;
  const countInvoices = async () =>
    Number(
      (
        await t()
          .db.selectFrom('invoices')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  let sol: Awaited<ReturnType<typeof supplyBill>>;
  let solSession = '';
  beforeAll(async () => {
    sol = await supplyBill(t(), 'SOL0001016', 'gas');
    solSession = await t().login('demo.sol');
  });

  const newBill = (over: Partial<BuiltBody> = {}): BuiltBody => ({
    type: 'TD01',
    number: `SOL-RIC-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    date: '2026-11-20',
    supplyCode: sol.pod_pdr,
    periodStart: sol.periodStart,
    periodEnd: sol.periodEnd,
    amount: '98.00',
    linked: [sol.key],
    ...over,
  });
  const solXml = (...bodies: BuiltBody[]) =>
    buildFatturaPa({ emitterVat: SOL_VAT, receiverFiscalCode: sol.fiscal_code!, bodies });

  it('refuses, changing nothing: an unknown linked number, a bill of another customer, another supply, a short period', async () => {
    const ast = await supplyBill(t(), 'AST0001001', 'luce');
    const before = await countInvoices();
    for (const [body, message] of [
      [newBill({ linked: ['NON-ESISTE-1'] }), /La bolletta collegata n\. NON-ESISTE-1 .* non è nel portale/],
      [newBill({ linked: [ast.key] }), /è di un altro cliente/],
      [newBill({ periodEnd: day(new Date(Date.parse(sol.periodEnd) - 86_400_000)) }), /non copre il periodo/],
    ] as const) {
      const res = await importXml(solXml(body));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await countInvoices()).toBe(before);
    // The token needs the import scope (the one check of who may replace).
    const created = await createIntegrationToken(t().db, 'solo-richieste', ['requests']);
    if (!('token' in created)) throw new Error(created.refused);
    expect((await importXml(solXml(newBill()), created.token)).statusCode).toBe(403);
    const estimated = (await billsOf(solSession)).invoices.find((b) => b.id === sol.id)!;
    expect(estimated.paymentLevel).not.toBe('Sostituita');
  });

  it('through FatturaPA: the estimated bill is Sostituita, the new one is to pay, the rettifica concluded with notification and event', async () => {
    // The customer contests the estimate with a reading: the rettifica is open.
    const options = (
      await t().request('GET', `${PORTAL_INVOICES}/${sol.id}/rettifica`, { session: solSession })
    ).json().getRettificaOptionsResponse;
    expect(options.estimated).toBe(true);
    const opening = Number(options.openingReadings[0]?.value ?? 0);
    const filed = await t().request('POST', `${PORTAL_INVOICES}/${sol.id}/rettifica`, {
      session: solSession,
      body: { rettificaRequest: { registers: [{ band: null, value: String(opening + 5) }] } },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const before = await billsOf(solSession);

    const bill = newBill();
    const res = await importXml(solXml(bill));
    expect(res.statusCode, res.body).toBe(200);
    const outcome = res.json().documents[0].bills[0];
    expect(outcome).toMatchObject({
      number: bill.number,
      outcome: 'created',
      replaces: { number: sol.key, invoiceId: sol.id, carriedCredit: '0.00', creditNoteNumber: null },
    });
    expect(outcome.replaces.requestId).toEqual(expect.any(Number));

    const after = await billsOf(solSession);
    const old = after.invoices.find((b) => b.id === sol.id)!;
    const fresh = after.invoices.find((b) => b.key === bill.number)!;
    expect(old).toMatchObject({
      paymentLevel: 'Sostituita',
      amountToPay: '0.00',
      replacedBy: { id: fresh.id, key: bill.number, carriedCredit: '0.00' },
    });
    expect(fresh).toMatchObject({
      paymentLevel: expect.stringMatching(/DaPagare|Scaduta/),
      amountToPay: '107.80',
    });
    expect(fresh.replaces).toEqual({ id: sol.id, key: sol.key });
    const oldOwed = before.invoices.find((b) => b.id === sol.id)!.amountToPay;
    expect(Number(after.outstandingAmount)).toBeCloseTo(
      Number(before.outstandingAmount) - Number(oldOwed) + 107.8,
      2,
    );

    // Not payable any more: no payment codes, a payment refused.
    const detail = (await t().request('GET', `${PORTAL_INVOICES}/${sol.id}`, { session: solSession })).json();
    expect(JSON.stringify(detail)).toContain('"Sostituita"');
    const pay = await t().request('POST', '/Erp/v1/payments', {
      session: solSession,
      body: {
        createPaymentRequest: {
          gatewayId: 1,
          payKind: 'Invoices',
          totalAmount: oldOwed,
          items: { item: [{ invoiceId: sol.id, amount: oldOwed }] },
        },
      },
    });
    expect(pay.statusCode, pay.body).toBeGreaterThanOrEqual(400);
    expect(pay.statusCode).toBeLessThan(500);

    // The rettifica: concluded, with the message, a notification and the retailer's event.
    const request = await t()
      .db.selectFrom('customer_requests')
      .select(['id', 'status', 'state_message'])
      .where('id', '=', outcome.replaces.requestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('Concluso');
    expect(request.state_message).toContain(`sostituita dalla bolletta ${bill.number}`);
    const event = await t()
      .db.selectFrom('integration_events')
      .select(['type', 'request_id'])
      .where('request_id', '=', request.id)
      .where('type', '=', 'request.state_changed')
      .executeTakeFirst();
    expect(event).toBeDefined();
    const notification = await t()
      .db.selectFrom('notifications')
      .select('message')
      .where('message', 'like', `%sostituita dalla bolletta ${bill.number}%`)
      .executeTakeFirst();
    expect(notification).toBeDefined();

    // The same document again: unchanged, nothing moves; another bill naming it: already replaced.
    const again = await importXml(solXml(bill));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().documents[0].bills[0]).toMatchObject({
      outcome: 'unchanged',
      replaces: { number: sol.key },
    });
    const third = await importXml(solXml(newBill({ date: '2026-11-21' })));
    expect(third.statusCode).toBe(422);
    expect(third.json().error.message).toContain(
      `La bolletta ${sol.key} è già stata sostituita dalla bolletta ${bill.number}`,
    );
  });

  it('a TD04 cancelling a paid bill beside the new TD01: the paid amount carried as credit, the credit note not counted twice', async () => {
    const ast = await supplyBill(t(), 'AST0001001', 'luce');
    const session = await t().login('demo.ast');
    const number = `AST-RIC-${Date.now()}`;
    const xml = buildFatturaPa({
      emitterVat: '07654320584',
      receiverFiscalCode: ast.fiscal_code!,
      bodies: [
        {
          type: 'TD04',
          number: `${number}-NC`,
          date: '2026-11-20',
          supplyCode: ast.pod_pdr,
          periodStart: ast.periodStart,
          periodEnd: ast.periodEnd,
          amount: '10.00',
          linked: [ast.key],
        },
        {
          type: 'TD01',
          number,
          date: '2026-11-20',
          supplyCode: ast.pod_pdr,
          periodStart: ast.periodStart,
          periodEnd: ast.periodEnd,
          amount: '50.00',
        },
      ],
    });
    const res = await importXml(xml);
    expect(res.statusCode, res.body).toBe(200);
    const paid = ast.paid_on ? Number(ast.total_amount).toFixed(2) : expect.any(String);
    expect(res.json().documents[0].bills[1].replaces).toMatchObject({
      number: ast.key,
      creditNoteNumber: `${number}-NC`,
      carriedCredit: paid,
    });
    expect(await billOf(session, ast.id)).toMatchObject({
      paymentLevel: 'Sostituita',
      replacedBy: { key: number },
    });
    const noteId = res.json().documents[0].bills[0].invoiceId as number;
    expect((await billOf(session, noteId)).cancels).toEqual({ id: ast.id, key: ast.key });
  });

  it('refuses to replace a bill whose online payment is under way (409 → 422 in the import)', async () => {
    const session = await t().login('demo.ast');
    const { invoices } = await billsOf(session);
    const bill = invoices.find(
      (b) =>
        (b.paymentLevel === 'DaPagare' || b.paymentLevel === 'Scaduta') &&
        b.installments.length === 0 &&
        b.supplyId !== null &&
        Number(b.amountToPay) > 0,
    )!;
    expect(bill).toBeDefined();
    const started = await t().request('POST', '/Erp/v1/payments', {
      session,
      body: {
        createPaymentRequest: {
          gatewayId: 1,
          payKind: 'Invoices',
          totalAmount: bill.amountToPay,
          items: { item: [{ invoiceId: bill.id, amount: bill.amountToPay }] },
        },
      },
    });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const row = await t()
      .db.selectFrom('invoices')
      .innerJoin('supplies', 'supplies.id', 'invoices.supply_id')
      .innerJoin('customers', 'customers.id', 'invoices.customer_id')
      .select(['invoices.period_start', 'invoices.period_end', 'supplies.pod_pdr', 'customers.fiscal_code'])
      .where('invoices.id', '=', bill.id)
      .executeTakeFirstOrThrow();
    const res = await importXml(
      buildFatturaPa({
        emitterVat: '07654320584',
        receiverFiscalCode: row.fiscal_code!,
        bodies: [
          {
            type: 'TD01',
            number: `AST-PAG-${Date.now()}`,
            date: '2026-11-25',
            supplyCode: row.pod_pdr,
            periodStart: day(row.period_start),
            periodEnd: day(row.period_end),
            amount: '40.00',
            linked: [bill.key],
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.message).toContain(`È in corso un pagamento online della bolletta ${bill.key}`);
    expect((await billOf(session, bill.id)).paymentLevel).not.toBe('Sostituita');
  });

  it('through the console: an operator replaces the rettifica’s bill with an imported one; wrong bills and states refused', async () => {
    const ast = await supplyBill(t(), 'AST0001001', 'gas');
    // demo.ast's rettifica of its latest gas bill (filed as the portal files it).
    const customer = await t()
      .db.selectFrom('customers')
      .select(['id'])
      .where('key', '=', 'AST0001001')
      .executeTakeFirstOrThrow();
    const request = await t()
      .db.insertInto('customer_requests')
      .values({
        ticket_key: `RIC-CONSOLE-${Date.now()}`,
        customer_id: customer.id,
        contract_id: null,
        invoice_id: ast.id,
        user_id: null,
        request_type: 'RettificaLettura',
        phase_code: 'RL010',
        status: 'Aperto',
        payload: JSON.stringify({ invoiceKey: ast.key }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = `AST-GAS-${Date.now()}`;
    const imported = await importXml(
      buildFatturaPa({
        emitterVat: '07654320584',
        receiverFiscalCode: ast.fiscal_code!,
        bodies: [
          {
            type: 'TD01',
            number,
            date: '2026-11-22',
            supplyCode: ast.pod_pdr,
            periodStart: ast.periodStart,
            periodEnd: ast.periodEnd,
            amount: '61.00',
          },
        ],
      }),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().documents[0].bills[0].replaces).toBeUndefined();

    const agent = await operatorLogin(t(), 'demo.agente');
    const replace = (id: number, invoiceNumber: string, session: string | null = agent) =>
      consoleCall(t(), 'POST', `/requests/${id}/replacement`, session, { invoiceNumber });
    // Refusals first: nothing changes.
    const unknown = await replace(request.id, 'NON-ESISTE-2');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Bolletta NON-ESISTE-2 non trovata');
    const luce = await supplyBill(t(), 'AST0001001', 'luce');
    const otherSupply = await replace(request.id, luce.key);
    expect(otherSupply.statusCode).toBe(400);
    expect(otherSupply.json().error.message).toMatch(
      /non è della stessa fornitura|nota di credito|già stata sostituita/,
    );
    expect((await replace(request.id, number, null)).statusCode).toBe(401);
    const detailBefore = (await consoleCall(t(), 'GET', `/requests/${request.id}`, agent)).json();
    expect(detailBefore.bill).toMatchObject({ id: ast.id, key: ast.key, replacedBy: null });

    const res = await replace(request.id, number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      replaced: { id: ast.id, key: ast.key },
      replacement: { key: number },
      requestState: 'concluded',
    });
    const detail = (await consoleCall(t(), 'GET', `/requests/${request.id}`, agent)).json();
    expect(detail).toMatchObject({ state: 'concluded', bill: { replacedBy: { key: number } } });
    const audit = await t()
      .db.selectFrom('operator_audit_log')
      .select('action')
      .where('action', '=', 'request.bill_replaced')
      .where('target_id', '=', String(request.id))
      .executeTakeFirst();
    expect(audit).toBeDefined();
    // Again: the practice is over (409).
    const again = await replace(request.id, number);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('La pratica di rettifica è già conclusa o respinta');
    const session = await t().login('demo.ast');
    expect(await billOf(session, ast.id)).toMatchObject({ paymentLevel: 'Sostituita', amountToPay: '0.00' });
  });

  it('console refusals: not a rettifica (400), another brand’s practice (404)', async () => {
    const agent = await operatorLogin(t(), 'demo.agente');
    const other = await t()
      .db.selectFrom('customer_requests')
      .innerJoin('customers', 'customers.id', 'customer_requests.customer_id')
      .select(['customer_requests.id', 'customers.company_code'])
      .where('customer_requests.request_type', '!=', 'RettificaLettura')
      .orderBy('customer_requests.id')
      .execute();
    const astRequest = other.find((r) => r.company_code === 'ast')!;
    const notRettifica = await consoleCall(t(), 'POST', `/requests/${astRequest.id}/replacement`, agent, {
      invoiceNumber: 'X',
    });
    expect(notRettifica.statusCode).toBe(400);
    expect(notRettifica.json().error.message).toBe('La pratica non è una rettifica di una bolletta stimata');
    const foreign = other.find((r) => r.company_code !== 'ast');
    if (foreign) {
      const res = await consoleCall(t(), 'POST', `/requests/${foreign.id}/replacement`, agent, {
        invoiceNumber: 'X',
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
