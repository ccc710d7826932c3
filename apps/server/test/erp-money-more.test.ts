import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const MES = 'MES0001013';
const IBAN = 'IT60X0542811101000000123456';

describe('Erp money, the rest: refund of a credit', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.mes');
  });
  const balance = async (customerKey = MES) =>
    t().request('GET', '/Erp/v1/balance', { session, query: { customerKey } });
  const refund = (body: Record<string, unknown>) =>
    t().request('POST', '/Erp/v1/requests/credit-refund', {
      session,
      body: { creditRefundRequest: { customerKey: MES, ...body } },
    });
  const refundRows = () =>
    t()
      .db.selectFrom('customer_requests')
      .select(['payload', 'request_type', 'status'])
      .where('request_type', '=', 'RimborsoCredito')
      .execute();

  it('tells the balance in credit, refuses an invalid IBAN (nothing filed), files a transfer to a valid one, then one at a time', async () => {
    const before = (await balance()).json().getCustomerBalanceResponse;
    expect(before).toMatchObject({
      customerKey: MES,
      credit: '420.00',
      inCredit: true,
      refundInProgress: false,
    });
    expect(Number(before.balance)).toBeCloseTo(420 - Number(before.owed), 2);

    const wrong = await refund({
      mode: 'bonifico',
      iban: 'IT60X0542811101000000123457',
      accountHolder: 'Francesco Ricci',
    });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toMatch(/IBAN non valido/);
    expect(await refundRows()).toEqual([]);
    expect((await refund({ mode: 'bonifico', iban: IBAN })).statusCode).toBe(400);

    const filed = await refund({
      mode: 'bonifico',
      iban: 'it60 x054 2811 1010 0000 0123 456',
      accountHolder: 'Francesco Ricci',
    });
    expect(filed.statusCode).toBe(201);
    const practice = filed.json().createRequestResponse;
    expect(practice).toMatchObject({ requestType: 'RimborsoCredito', Status: 'Aperto', customerKey: MES });
    expect(practice.details).toEqual({
      mode: 'bonifico',
      amount: before.refundable,
      iban: IBAN,
      accountHolder: 'Francesco Ricci',
    });
    // It is a practice like the others (Pratiche) and the retailer hears of it.
    const list = (
      await t().request('GET', '/Erp/v1/requests', { session, query: { customerKey: MES } })
    ).json();
    expect(JSON.stringify(list)).toContain(practice.ticketKey);
    const event = await t()
      .db.selectFrom('integration_events')
      .select('type')
      .where('type', '=', 'request.created')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(event?.type).toBe('request.created');

    const after = (await balance()).json().getCustomerBalanceResponse;
    expect(after).toMatchObject({ requested: before.refundable, inCredit: false, refundInProgress: true });
    expect((await refund({ mode: 'compensazione' })).statusCode).toBe(409);
  });

  it('answers 403 for someone else’s customer and 400 without a key', async () => {
    expect((await balance('AST0001001')).statusCode).toBe(403);
    expect((await t().request('GET', '/Erp/v1/balance', { session })).statusCode).toBe(400);
  });

  it('refuses a refund when the balance is not in credit', async () => {
    const ast = await t().login('demo.ast');
    const b = (
      await t().request('GET', '/Erp/v1/balance', { session: ast, query: { customerKey: 'AST0001001' } })
    ).json().getCustomerBalanceResponse;
    expect(b.inCredit).toBe(false);
    const res = await t().request('POST', '/Erp/v1/requests/credit-refund', {
      session: ast,
      body: { creditRefundRequest: { customerKey: 'AST0001001', mode: 'compensazione' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/non è a tuo credito/);
  });
});
