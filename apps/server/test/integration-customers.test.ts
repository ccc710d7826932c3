import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_BASE } from '@sportello/contract';
import { fiscalCodeCheckChar } from '@sportello/domain';
import { DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { useTestApp, type TestApp } from './helper';

/**
 * `POST …/customers` (NDJSON): customers with contracts, supplies and meters, upserted by the
 * retailer's keys; bad lines refused with line, field and Italian message without touching the
 * others; the same file twice changes nothing; an imported customer registers like a seeded one;
 * a large file runs as a job followed with `GET …/jobs/{id}`.
 */
const URL = `${INTEGRATION_BASE}/customers`;
const fiscal = (first15: string) => first15 + fiscalCodeCheckChar(first15);
const CF_ANNA = fiscal('VRDNNA85M41H501');

function customer(n: number, overrides: Record<string, unknown> = {}) {
  const code = `AST9${String(n).padStart(6, '0')}`;
  return {
    company: 'ast',
    code,
    type: 'private',
    name: `Cliente Importato ${n}`,
    fiscalCode: CF_ANNA,
    email: `importato${n}@example.it`,
    phoneMobile: '3331234567',
    contracts: [
      {
        code: `CTR-IMP-${n}`,
        startDate: '2024-01-01',
        paymentMethod: 'SDD',
        iban: 'IT60X0542811101000000123456',
        billingAddress: {
          street: 'Via Roma',
          civicNumber: '1',
          postalCode: '00184',
          city: 'Roma',
          province: 'RM',
        },
        supplies: [
          {
            commodity: 'luce',
            podPdr: `IT001E${String(50_000_000 + n).padStart(8, '0')}`,
            address: 'Via Roma 1',
            postalCode: '00184',
            locality: 'Roma',
            province: 'rm',
            activationDate: '2024-01-01',
            contractedPowerKw: 3,
            meters: [{ serial: `MI${n}`, installedOn: '2024-01-01', bands: ['F1', 'F2', 'F3'] }],
          },
          {
            commodity: 'gas',
            podPdr: String(88_000_000_000_000 + n).padStart(14, '0'),
            address: 'Via Roma 1',
            postalCode: '00184',
            locality: 'Roma',
            province: 'RM',
            activationDate: '2024-02-01',
            meters: [{ serial: `MG${n}`, installedOn: '2024-02-01', digits: 5 }],
          },
        ],
      },
    ],
    ...overrides,
  };
}

const ndjson = (records: unknown[]) =>
  records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';

function upload(t: TestApp, body: string, token = DEMO_INTEGRATION_TOKEN) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    payload: body,
  });
}

async function counts(t: TestApp) {
  const [customers, contracts, supplies, meters] = (await Promise.all(
    (['customers', 'contracts', 'supplies', 'meters'] as const).map((table) =>
      t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ),
  )) as [number, number, number, number];
  return { customers, contracts, supplies, meters };
}

describe('integration: customers in bulk (NDJSON)', () => {
  const t = useTestApp();

  it('creates customers with their contracts, supplies and meters, answered at once', async () => {
    const before = await counts(t());
    const res = await upload(
      t(),
      ndjson([
        customer(1),
        customer(2, { type: 'company', fiscalCode: null, vatNumber: '12345670017', name: 'Impresa Srl' }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'customers',
      state: 'done',
      linesRead: 2,
      created: 2,
      updated: 0,
      refused: 0,
      refusals: [],
    });
    const after = await counts(t());
    expect(after).toEqual({
      customers: before.customers + 2,
      contracts: before.contracts + 2,
      supplies: before.supplies + 4,
      meters: before.meters + 4,
    });
    const supply = await t()
      .db.selectFrom('supplies')
      .selectAll()
      .where('pod_pdr', '=', 'IT001E50000001')
      .executeTakeFirstOrThrow();
    expect(supply).toMatchObject({
      key: 'IT001E50000001',
      province: 'RM',
      consumption_unit: 'kWh',
      meter_serial: 'MI1',
      status: 'Attiva',
    });
    const contract = await t()
      .db.selectFrom('contracts')
      .selectAll()
      .where('key', '=', 'CTR-IMP-1')
      .executeTakeFirstOrThrow();
    expect(contract).toMatchObject({
      payment_method: 'SDD',
      iban: 'IT60X0542811101000000123456',
      account_holder: 'Cliente Importato 1',
      ship_city: 'Roma',
    });
  });

  it('the same file again changes nothing; a changed line updates in place', async () => {
    const before = await counts(t());
    const again = await upload(
      t(),
      ndjson([
        customer(1),
        customer(2, { type: 'company', fiscalCode: null, vatNumber: '12345670017', name: 'Impresa Srl' }),
      ]),
    );
    expect(again.json()).toMatchObject({ created: 0, updated: 2, refused: 0 });
    expect(await counts(t())).toEqual(before);
    const renamed = customer(1, { name: 'Anna Verdi' });
    (renamed.contracts[0]!.supplies[0]!.meters as unknown[]).push({
      serial: 'MI1-NEW',
      installedOn: '2025-06-01',
    });
    (renamed.contracts[0]!.supplies[0]!.meters[0] as Record<string, unknown>).removedOn = '2025-06-01';
    const changed = await upload(t(), ndjson([renamed]));
    expect(changed.json()).toMatchObject({ created: 0, updated: 1 });
    expect(await counts(t())).toEqual({ ...before, meters: before.meters + 1 });
    const row = await t()
      .db.selectFrom('customers')
      .select('name')
      .where('key', '=', 'AST9000001')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Anna Verdi');
    const supply = await t()
      .db.selectFrom('supplies')
      .select('meter_serial')
      .where('pod_pdr', '=', 'IT001E50000001')
      .executeTakeFirstOrThrow();
    expect(supply.meter_serial).toBe('MI1-NEW');
  });

  it('refuses wrong lines with line, field and Italian message, and applies the others whole', async () => {
    const before = await counts(t());
    const badPod = customer(10);
    badPod.contracts[0]!.supplies[1]!.podPdr = 'IT001E123'; // a POD on a gas supply, and malformed
    const body = ndjson([
      customer(11),
      '{"non è json',
      customer(12, { fiscalCode: 'RSSMRA80A01H501X' }),
      badPod,
      customer(13, { email: 'non-una-mail' }),
      '',
      customer(14, { company: 'xyz' }),
      customer(15, { contracts: [{ ...customer(15).contracts[0], iban: 'IT00X0000000000000000000000' }] }),
      // POD 50000001 is active on CTR-IMP-1 (another customer's contract).
      customer(16, {
        contracts: [
          { ...customer(16).contracts[0], supplies: [{ ...customer(1).contracts[0]!.supplies[0] }] },
        ],
      }),
      // Contract CTR-IMP-2 is customer 2's.
      customer(17, { contracts: [{ ...customer(17).contracts[0], code: 'CTR-IMP-2' }] }),
      // Customer code of another brand (AST0001001 is demo.ast's, brand ast; here as sgr).
      customer(18, { code: 'AST0001001', company: 'sgr' }),
      customer(19),
    ]);
    const res = await upload(t(), body);
    expect(res.statusCode).toBe(200);
    const job = res.json();
    expect(job).toMatchObject({ linesRead: 12, created: 2, refused: 9 });
    const byLine = new Map<number, { field: string; message: string }[]>();
    for (const r of job.refusals) byLine.set(r.line, [...(byLine.get(r.line) ?? []), r]);
    expect([...byLine.keys()]).toEqual([2, 3, 4, 5, 7, 8, 9, 10, 11]);
    expect(byLine.get(2)![0]!.message).toMatch(/JSON/);
    expect(byLine.get(3)).toEqual([{ line: 3, field: 'fiscalCode', message: 'Codice fiscale non valido' }]);
    expect(byLine.get(4)![0]).toMatchObject({
      field: 'contracts.0.supplies.1.podPdr',
      message: expect.stringMatching(/PDR non valido/),
    });
    expect(byLine.get(5)![0]).toMatchObject({ field: 'email', message: 'Indirizzo e-mail non valido' });
    expect(byLine.get(7)![0]).toMatchObject({ field: 'company', message: 'Società non riconosciuta' });
    expect(byLine.get(8)![0]).toMatchObject({ field: 'contracts.0.iban', message: 'IBAN non valido' });
    expect(byLine.get(9)![0]).toMatchObject({
      field: 'contracts.0.supplies.0.podPdr',
      message: expect.stringMatching(/già attivo su un altro contratto \(CTR-IMP-1\)/),
    });
    expect(byLine.get(10)![0]).toMatchObject({
      field: 'contracts.0.code',
      message: expect.stringMatching(/già di un altro cliente/),
    });
    expect(byLine.get(11)![0]).toMatchObject({
      field: 'code',
      message: expect.stringMatching(/altra società/),
    });
    // Only lines 1 and 12 were written, each whole; nothing of the refused ones.
    expect(await counts(t())).toEqual({
      customers: before.customers + 2,
      contracts: before.contracts + 2,
      supplies: before.supplies + 4,
      meters: before.meters + 4,
    });
    const refusedCustomers = await t()
      .db.selectFrom('customers')
      .select('key')
      .where('key', 'in', ['AST9000012', 'AST9000016', 'AST9000017'])
      .execute();
    expect(refusedCustomers).toEqual([]);
  });

  it('an imported customer registers like a seeded one (customer code and fiscal code)', async () => {
    const session = await t().newSession('ast');
    const res = await t().request('POST', '/Core/v1/users', {
      session,
      body: {
        createNewUserRequest: {
          privacy: { personalData: true },
          registrationType: 'private',
          customerCode: 'ast9000001',
          fiscalCode: CF_ANNA.toLowerCase(),
          email: 'anna.nuova@example.it',
          username: 'annaverdi',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().createNewUserResponse.proof).toMatchObject({
      method: 'email',
      sentTo: 'im***@example.it',
    });
  });

  it('a large file is received in chunks and worked as a job, followed with GET …/jobs/{id}', async () => {
    const lines = Array.from({ length: 1205 }, (_, i) => customer(1000 + i));
    lines[600] = customer(1600, { fiscalCode: 'SBAGLIATO' });
    const res = await upload(t(), ndjson(lines));
    expect(res.statusCode).toBe(202);
    const accepted = res.json();
    expect(accepted.state).toBe('queued');
    const jobUrl = `${INTEGRATION_BASE}/jobs/${accepted.jobId}`;
    let job = accepted;
    for (let i = 0; i < 300 && job.state !== 'done'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (
        await t().request('GET', jobUrl, { headers: { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}` } })
      ).json();
    }
    expect(job).toMatchObject({
      state: 'done',
      linesRead: 1205,
      created: 1204,
      refused: 1,
      moreRefusals: false,
    });
    expect(job.refusals).toEqual([{ line: 601, field: 'fiscalCode', message: 'Codice fiscale non valido' }]);
    const chunks = await t()
      .db.selectFrom('import_chunks')
      .select('seq')
      .where('run_id', '=', accepted.jobId)
      .execute();
    expect(chunks).toEqual([]);
    const page = await t().request('GET', jobUrl, {
      headers: { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}` },
      query: { refusalsSkip: '1' },
    });
    expect(page.json().refusals).toEqual([]);
    const missing = await t().request('GET', `${INTEGRATION_BASE}/jobs/999999`, {
      headers: { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}` },
    });
    expect(missing.statusCode).toBe(404);
  }, 60_000);

  it('a job whose last attempt’s process died ends failed, with its reason, not running for ever', async () => {
    const db = t().db;
    const run = await db
      .insertInto('import_runs')
      .values({ kind: 'customers', token_name: 'demo', state: 'running', lines_read: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('import_chunks')
      .values({ run_id: run.id, seq: 0, first_line: 1, data: '{}\n' })
      .execute();
    // Its fifth and last attempt claimed by a process that died: the lease is over.
    await db
      .insertInto('jobs')
      .values({
        kind: 'integration.import',
        payload: JSON.stringify({ runId: run.id }),
        state: 'running',
        attempts: 5,
        max_attempts: 5,
        locked_by: 'processo-morto',
        locked_until: sql<string>`now() - interval '1 second'`,
      })
      .execute();
    const deadline = Date.now() + 20_000;
    let state = '';
    while (state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      state = (
        await db.selectFrom('import_runs').select('state').where('id', '=', run.id).executeTakeFirstOrThrow()
      ).state;
    }
    const after = await db
      .selectFrom('import_runs')
      .selectAll()
      .where('id', '=', run.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      state: 'failed',
      lines_read: 10,
      error: 'Importazione interrotta: il server che la eseguiva si è fermato; inviare di nuovo il file.',
    });
    expect(after.finished_at).not.toBeNull();
    expect(await db.selectFrom('import_chunks').select('seq').where('run_id', '=', run.id).execute()).toEqual(
      [],
    );
    await db
      .deleteFrom('jobs')
      .where('kind', '=', 'integration.import')
      .where('state', '=', 'dead')
      .execute();
  }, 30_000);

  it('another content type is a 415, no token a 401', async () => {
    const json = await t().app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}`, 'content-type': 'application/json' },
      payload: customer(1),
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await t().app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-ndjson' },
      payload: '{}\n',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
