import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CRM_API_TOKEN } from '../src/config';
import { PRODUCTION_TEST_ENV } from '../src/testing/production-env';
import { useTestApp } from './helper';

const CRM_SESSIONS = '/Core/v1/crm/sessions';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface DemoSupply {
  id: number;
  key: string;
  customerKey: string;
}

/** demo.ast's supplies with their customer's key: the hourly electricity first. */
async function demoSupplies(t: ReturnType<ReturnType<typeof useTestApp>>): Promise<DemoSupply[]> {
  return t.db
    .selectFrom('supplies')
    .innerJoin('customers', 'customers.id', 'supplies.customer_id')
    .select(['supplies.id', 'supplies.key', 'customers.key as customerKey'])
    .where('customers.key', '=', 'AST0001001')
    .orderBy(sql`supplies.commodity = 'luce'`, 'desc')
    .orderBy('supplies.id')
    .execute();
}

/**
 * The CRM's hand-over of one supply's consumption graphs (spec section 4, deep link 1): the
 * retailer's CRM, with its token, gets a link session without login that reads that supply's
 * detail and consumption and nothing else; the browser adopts it from the address.
 */
describe('CRM graphs hand-over session', () => {
  const t = useTestApp();
  let supplies: DemoSupply[] = [];
  let session = '';

  const create = (body: unknown, token: string | null = DEMO_CRM_API_TOKEN) =>
    t().request('POST', CRM_SESSIONS, { body, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    supplies = await demoSupplies(t());
    expect(supplies.length).toBeGreaterThan(1);
    const [supply] = supplies;
    const res = await create({
      createCrmSessionRequest: { company: 'ast', customerKey: supply!.customerKey, supplyKey: supply!.key },
    });
    expect(res.statusCode).toBe(201);
    session = res.json().createCrmSessionResponse.sessionId;
  });

  it('answers the session id and the address the browser opens, valid for an hour', async () => {
    const [supply] = supplies;
    const res = await create({
      createCrmSessionRequest: { company: 'AST', customerKey: supply!.customerKey, supplyKey: supply!.key },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json().createCrmSessionResponse;
    const url = new URL(body.url);
    expect(url.origin).toBe('http://localhost:8080');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionId: body.sessionId,
      supplyKey: supply!.key,
      customerKey: supply!.customerKey,
      company: 'ast',
      rcrm: '1',
    });
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses a missing or wrong token with 401, and creates nothing', async () => {
    const [supply] = supplies;
    const body = {
      createCrmSessionRequest: { company: 'ast', customerKey: supply!.customerKey, supplyKey: supply!.key },
    };
    const before = await t()
      .db.selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst();
    for (const token of [null, 'sbagliato', `${DEMO_CRM_API_TOKEN}x`]) {
      const res = await create(body, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'crm_unauthorized',
        message: 'Token del CRM mancante o non valido',
      });
    }
    // A customer's session is no CRM credential either.
    const customer = await t().login('demo.ast');
    const asCustomer = await t().request('POST', CRM_SESSIONS, { session: customer, body });
    expect(asCustomer.statusCode).toBe(401);
    const after = await t()
      .db.selectFrom('sessions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirst();
    // Only the customer's login above added sessions (its anonymous one, then the logged-in one).
    expect(after!.n - before!.n).toBeLessThanOrEqual(2);
  });

  it('checks the request: bad fields 400 in Italian, a supply not of that customer or company 404', async () => {
    const [supply] = supplies;
    const missing = await create({ createCrmSessionRequest: { company: 'ast' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      'createCrmSessionRequest.customerKey': 'Codice cliente obbligatorio',
      'createCrmSessionRequest.supplyKey': 'Codice fornitura obbligatorio',
    });
    const brand = await create({
      createCrmSessionRequest: { company: 'xyz', customerKey: supply!.customerKey, supplyKey: supply!.key },
    });
    expect(brand.statusCode).toBe(400);
    for (const wrong of [
      { company: 'ast', customerKey: 'AST0001002', supplyKey: supply!.key },
      { company: 'sgr', customerKey: supply!.customerKey, supplyKey: supply!.key },
      { company: 'ast', customerKey: supply!.customerKey, supplyKey: 'NON-ESISTE' },
    ]) {
      const res = await create({ createCrmSessionRequest: wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(404);
      expect(res.json().error.message).toBe('Fornitura non trovata per il cliente e la società indicati');
    }
  });

  it('is a link session without login that the browser may adopt from the address', async () => {
    const res = await t().request('GET', `/Core/v1/sessions/${session}`, { query: { handover: '1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().getSessionResponse).toMatchObject({ guest: true, user: null });
  });

  it("reads the supply's detail and its consumption, by key and by id", async () => {
    const [supply] = supplies;
    const detail = await t().request('GET', `/Erp/v1/supplies/${supply!.key}`, {
      session,
      query: { useExtKey: 'true', includeTechnicalData: 'true' },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().getSupplyResponse.key).toBe(supply!.key);
    const refs: Record<string, string>[] = [{ supplyKey: supply!.key }, { supplyId: String(supply!.id) }];
    for (const ref of refs) {
      const res = await t().request('GET', '/Erp/v1/consumptions', {
        session,
        query: { ...ref, detail: 'monthly' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().getConsumptionsResponse.columns.total.some((v: number | null) => v !== null)).toBe(
        true,
      );
    }
  });

  it('reads nothing else: another supply of the same customer, lists, bills, readings, changes', async () => {
    const other = supplies[1]!;
    const [supply] = supplies;
    const refused: [string, 'GET' | 'POST' | 'PUT', string, Record<string, string>?][] = [
      ['other supply', 'GET', `/Erp/v1/supplies/${other.id}`],
      ['other consumption', 'GET', '/Erp/v1/consumptions', { supplyId: String(other.id), detail: 'monthly' }],
      ['supplies list', 'GET', '/Erp/v1/supplies'],
      ['customers', 'GET', '/Erp/v1/customers'],
      ['invoices', 'GET', '/Erp/v1/invoices'],
      ['readings', 'GET', '/Erp/v1/readings', { supplyId: String(supply!.id) }],
      ['reading window', 'GET', '/Erp/v1/metering/readingWindow', { supplyKey: supply!.key }],
    ];
    for (const [name, method, path, query] of refused) {
      const res = await t().request(method, path, { session, ...(query ? { query } : {}) });
      expect([401, 403, 404], name).toContain(res.statusCode);
      expect(res.body, name).not.toContain(other.key);
    }
    const rename = await t().request('PUT', '/Erp/v1/supplies', {
      session,
      body: { updateSupplyRequest: { id: supply!.id, nickname: 'Dal CRM' } },
    });
    expect([401, 403]).toContain(rename.statusCode);
  });

  it('stops reading when its link expires', async () => {
    const [supply] = supplies;
    const res = await create({
      createCrmSessionRequest: { company: 'ast', customerKey: supply!.customerKey, supplyKey: supply!.key },
    });
    const expiring = res.json().createCrmSessionResponse.sessionId as string;
    await sql`update links set expires_at = now() - interval '1 second'
      where id = (select max(id) from links where module_id = 90)`.execute(t().db);
    const after = await t().request('GET', '/Erp/v1/consumptions', {
      session: expiring,
      query: { supplyKey: supply!.key, detail: 'monthly' },
    });
    expect(after.statusCode).toBe(403);
  });
});

describe('CRM graphs hand-over in production', () => {
  const t = useTestApp({ ...PRODUCTION_TEST_ENV });
  const body = { createCrmSessionRequest: { company: 'ast', customerKey: 'AST0001001', supplyKey: 'x' } };

  it('without CRM_API_TOKEN nobody may call it, the demo token included', async () => {
    const res = await t().request('POST', CRM_SESSIONS, { body, headers: bearer(DEMO_CRM_API_TOKEN) });
    expect(res.statusCode).toBe(401);
  });
});

describe('CRM graphs hand-over with a configured token', () => {
  const token = 'token-del-crm-configurato-lungo-almeno-32';
  const t = useTestApp({ ...PRODUCTION_TEST_ENV, CRM_API_TOKEN: token });

  it('takes that token and no other (production has no demo data: the call then gets to its 404)', async () => {
    const body = {
      createCrmSessionRequest: { company: 'ast', customerKey: 'AST0001001', supplyKey: 'NON-ESISTE' },
    };
    const demo = await t().request('POST', CRM_SESSIONS, { body, headers: bearer(DEMO_CRM_API_TOKEN) });
    expect(demo.statusCode).toBe(401);
    const configured = await t().request('POST', CRM_SESSIONS, { body, headers: bearer(token) });
    expect(configured.statusCode).toBe(404);
  });
});
