import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const SOL = 'SOL0001016';
const IBAN = 'IT60X0542811101000000123456';

describe('Erp money, the rest: refund of a credit', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.sol');
  });
  const balance = async (customerKey = SOL) =>
    t().request('GET', '/Erp/v1/balance', { session, query: { customerKey } });
  const refund = (body: Record<string, unknown>) =>
    t().request('POST', '/Erp/v1/requests/credit-refund', {
      session,
      body: { creditRefundRequest: { customerKey: SOL, ...body } },
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
      customerKey: SOL,
      credit: '420.00',
      inCredit: true,
      refundInProgress: false,
    });
    expect(Number(before.balance)).toBeCloseTo(420 - Number(before.owed), 2);

    const wrong = await refund({
      mode: 'bonifico',
      iban: 'IT60X0542811101000000123457',
      accountHolder: 'Anna De Luca',
    });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toMatch(/IBAN non valido/);
    expect(await refundRows()).toEqual([]);
    expect((await refund({ mode: 'bonifico', iban: IBAN })).statusCode).toBe(400);

    const filed = await refund({
      mode: 'bonifico',
      iban: 'it60 x054 2811 1010 0000 0123 456',
      accountHolder: 'Anna De Luca',
    });
    expect(filed.statusCode).toBe(201);
    const practice = filed.json().createRequestResponse;
    expect(practice).toMatchObject({ requestType: 'RimborsoCredito', Status: 'Aperto', customerKey: SOL });
    expect(practice.details).toEqual({
      mode: 'bonifico',
      amount: before.refundable,
      iban: IBAN,
      accountHolder: 'Anna De Luca',
    });
    // It is a practice like the others (Pratiche) and the retailer hears of it.
    const list = (
      await t().request('GET', '/Erp/v1/requests', { session, query: { customerKey: SOL } })
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

// A 1×1 PNG.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('Erp money, the rest: rettifica of an estimated bill', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.sol');
  });
  const get = (path: string, query?: Record<string, string>) => t().request('GET', path, { session, query });
  const options = async (id: number) =>
    (await get(`/Erp/v1/invoices/${id}/rettifica`)).json().getRettificaOptionsResponse;
  const post = (id: number, body: Record<string, unknown>) =>
    t().request('POST', `/Erp/v1/invoices/${id}/rettifica`, { session, body: { rettificaRequest: body } });

  it('knows the estimated bill, refuses wrong readings and photos, files the reading with its photo as a practice', async () => {
    const bills = (await get('/Erp/v1/invoices', { pagingTake: '50' })).json().getInvoicesResponse
      .invoices as {
      id: number;
      supplyId: number | null;
    }[];
    const all = await Promise.all(bills.filter((b) => b.supplyId !== null).map((b) => options(b.id)));
    const estimated = all.filter((o) => o.estimated);
    expect(estimated.length).toBeGreaterThanOrEqual(1);
    const o = estimated[0]!;
    expect(o).toMatchObject({ reason: null, unit: 'Smc', inProgress: false });
    expect(o.meter.registers).toEqual([null]);
    expect(o.estimatedReadings[0].value).toMatch(/^\d+$/);
    const real = all.find((x) => !x.estimated)!;
    expect(real.reason).toMatch(/lettura reale/);
    expect((await post(real.invoiceId, { registers: [{ band: null, value: '1' }] })).statusCode).toBe(400);

    const opening = Number(o.openingReadings[0]?.value ?? 0);
    const below = await post(o.invoiceId, {
      registers: [{ band: null, value: String(Math.max(0, opening - 1)) }],
    });
    if (opening > 0) {
      expect(below.statusCode).toBe(400);
      expect(below.json().error.message).toMatch(/inizio periodo/);
    }
    const tooLong = await post(o.invoiceId, {
      registers: [{ band: null, value: '9'.repeat(o.meter.digits + 1) }],
    });
    expect(tooLong.statusCode).toBe(400);
    const value = String(opening + 7);
    const pdf = await post(o.invoiceId, {
      registers: [{ band: null, value }],
      photo: { contentType: 'image/png', data: Buffer.from('%PDF-1.7 nope').toString('base64') },
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toMatch(/JPEG, PNG o WebP/);
    expect(
      await t()
        .db.selectFrom('customer_requests')
        .select('id')
        .where('request_type', '=', 'RettificaLettura')
        .execute(),
    ).toEqual([]);

    const filed = await post(o.invoiceId, {
      registers: [{ band: null, value }],
      photo: { contentType: 'image/png', fileName: 'contatore.png', data: PNG },
    });
    expect(filed.statusCode).toBe(201);
    const practice = filed.json().createRequestResponse;
    expect(practice).toMatchObject({
      requestType: 'RettificaLettura',
      invoiceId: o.invoiceId,
      Status: 'Aperto',
    });
    expect(practice.details).toMatchObject({
      registers: [{ band: null, value }],
      meterSerial: o.meter.serial,
      photo: { contentType: 'image/png', fileName: 'contatore.png' },
    });
    const photo = await t()
      .db.withTables<{
        request_attachments: { request_id: number; byte_size: number; content_type: string };
      }>()
      .selectFrom('request_attachments')
      .select(['byte_size', 'content_type'])
      .where('request_id', '=', practice.id)
      .execute();
    expect(photo).toEqual([{ byte_size: Buffer.from(PNG, 'base64').length, content_type: 'image/png' }]);
    const list = (await get('/Erp/v1/requests', { customerKey: SOL })).json();
    expect(JSON.stringify(list)).toContain(practice.ticketKey);
    expect((await options(o.invoiceId)).inProgress).toBe(true);
    expect((await post(o.invoiceId, { registers: [{ band: null, value }] })).statusCode).toBe(409);
    expect((await get('/Erp/v1/invoices/99999999/rettifica')).statusCode).toBe(404);
  });
});

describe('Erp money, the rest: the next bill’s forecast', () => {
  const t = useTestApp();
  let session = '';
  beforeAll(async () => {
    session = await t().login('demo.sol');
  });
  const forecasts = (query: Record<string, string>) =>
    t().request('GET', '/Erp/v1/bill-forecasts', { session, query });

  it('forecasts each active supply’s next bill from its last bill, its consumption and its offer, with a range and what it assumes', async () => {
    const all = (await forecasts({ customerKey: SOL })).json().getBillForecastsResponse.forecasts;
    expect(all.map((f: { commodity: string }) => f.commodity).sort()).toEqual(['gas', 'luce']);
    for (const f of all) {
      expect(f.reason).toBeNull();
      const { forecast } = f;
      expect(Number(forecast.low)).toBeLessThan(Number(forecast.amount));
      expect(Number(forecast.amount)).toBeLessThan(Number(forecast.high));
      expect(forecast.periodStart < forecast.periodEnd).toBe(true);
      expect(forecast.issueDate > forecast.periodEnd).toBe(true);
      expect(forecast.dueDate > forecast.issueDate).toBe(true);
      expect(forecast.assumptions).toHaveLength(4);
      expect(forecast.consumption).toBeGreaterThan(0);
    }
    const one = (await forecasts({ customerKey: SOL, supplyId: String(all[0].supplyId) })).json()
      .getBillForecastsResponse.forecasts;
    expect(one).toEqual([all[0]]);
    expect((await forecasts({ customerKey: 'AST0001001' })).statusCode).toBe(403);
    expect((await forecasts({ customerKey: SOL, supplyId: 'x' })).statusCode).toBe(400);
  });
});
