import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumptionRows } from '@sportello/contract/consumption-columns';
import { addDays } from '@sportello/domain';
import { addMonths, todayInItaly } from '../src/services/erp/rules';
import { useTestApp } from './helper';

describe('Erp metering, PUN, proposals, address service and contact form', () => {
  const t = useTestApp();
  let session = '';
  const today = todayInItaly();
  beforeAll(async () => {
    session = await t().login('demo.ast');
  });
  const get = (path: string, query?: Record<string, string>) => t().request('GET', path, { session, query });
  /** The answer's columns back as rows (the slots with a measure). */
  const rowsOf = (answer: { columns: Parameters<typeof consumptionRows>[0] }) =>
    consumptionRows(answer.columns);

  it('consumption of the hourly supply: monthly, daily and hourly with F1/F2/F3 bands that add up', async () => {
    const monthly = (await get('/Erp/v1/consumptions', { supplyKey: 'AST0001001-01' })).json()
      .getConsumptionsResponse;
    expect(monthly).toMatchObject({ detail: 'monthly', hourly: true, bands: true, unit: 'kWh' });
    expect(rowsOf(monthly).length).toBeGreaterThanOrEqual(11);
    for (const m of rowsOf(monthly)) expect(Math.abs(m.f1! + m.f2! + m.f3! - m.total)).toBeLessThan(0.01);
    const daily = (await get('/Erp/v1/consumptions', { supplyKey: 'AST0001001-01', detail: 'daily' })).json()
      .getConsumptionsResponse;
    expect(rowsOf(daily)).toHaveLength(30);
    const day = addDays(today, -3);
    const hourly = (
      await get('/Erp/v1/consumptions', {
        supplyKey: 'AST0001001-01',
        detail: 'hourly',
        startDate: day,
        endDate: day,
      })
    ).json().getConsumptionsResponse;
    expect(rowsOf(hourly)).toHaveLength(24);
    expect(rowsOf(hourly)[3]).toMatchObject({ hour: 3, band: 'F3' });
    const dailyTotal = rowsOf(daily).find((d) => d.date === day)!.total;
    expect(Math.abs(hourly.totals.total - dailyTotal)).toBeLessThan(0.01);
  });

  it('serves one year of hourly data (p50 measured) and refuses more', async () => {
    const start = addDays(today, -365);
    const end = addDays(today, -1);
    const times: number[] = [];
    let count = 0;
    let body = '';
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      const res = await get('/Erp/v1/consumptions', {
        supplyKey: 'AST0001001-01',
        detail: 'hourly',
        startDate: start,
        endDate: end,
      });
      times.push(performance.now() - t0);
      body = res.body;
      count = rowsOf(res.json().getConsumptionsResponse).length;
    }
    times.sort((a, b) => a - b);
    // The columns against the same hours as one object each (the answer before issue 23): at most
    // half the bytes, plain and gzip.
    const answer = JSON.parse(body).getConsumptionsResponse;
    const asObjects = JSON.stringify({
      getConsumptionsResponse: {
        ...answer,
        columns: undefined,
        items: rowsOf(answer).map((r) => ({
          ...r,
          f23: r.band === 'F1' ? 0 : r.total,
        })),
      },
    });
    const size = (text: string) => [Buffer.byteLength(text), gzipSync(text).length] as const;
    const [plain, zipped] = size(body);
    const [plainBefore, zippedBefore] = size(asObjects);
    console.log(
      `hourly consumption, one year (${count} hours): p50 ${times[3]!.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms; ${plain} bytes (gzip ${zipped}), as objects ${plainBefore} (gzip ${zippedBefore})`,
    );
    expect(count).toBeGreaterThanOrEqual(364 * 24);
    expect(answer.columns.total).toHaveLength(365 * 24);
    expect(plain).toBeLessThanOrEqual(plainBefore / 2);
    expect(zipped).toBeLessThanOrEqual(zippedBefore / 2);
    const tooLong = await get('/Erp/v1/consumptions', {
      supplyKey: 'AST0001001-01',
      detail: 'hourly',
      startDate: addDays(today, -400),
      endDate: today,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toMatch(/Periodo troppo lungo/);
  });

  it('gas has monthly consumption only', async () => {
    const gas = (
      await get('/Erp/v1/consumptions', { supplyKey: 'AST0001001-02', startDate: addMonths(today, -24) })
    ).json().getConsumptionsResponse;
    expect(gas).toMatchObject({ unit: 'Smc', hourly: false, bands: false });
    expect(rowsOf(gas).length).toBeGreaterThanOrEqual(23);
    expect(rowsOf(gas)[0]!.f1).toBeNull();
    const hourly = await get('/Erp/v1/consumptions', { supplyKey: 'AST0001001-02', detail: 'hourly' });
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().error.message).toMatch(/solo per le forniture con misura oraria/);
    expect((await get('/Erp/v1/consumptions', {})).json().error.message).toBe('Indicare la fornitura');
    expect(
      (await get('/Erp/v1/consumptions', { supplyKey: 'AST0001001-02', startDate: '2024-02-30' })).statusCode,
    ).toBe(400);
  });

  it('lists readings from two years back, 100 a page, newest first', async () => {
    const res = (await get('/Erp/v1/readings', { supplyKey: 'AST0001001-02' })).json().getReadingsResponse;
    expect(res.startDate).toBe(addMonths(today, -24));
    expect(res.readings.length).toBeGreaterThan(20);
    expect(res.readings[0].readingDate >= res.readings[1].readingDate).toBe(true);
  });

  it('describes the meter group and the reading window', async () => {
    const group = (await get('/Erp/v1/metering/describeMeterGroup', { supplyKey: 'AST0001001-01' })).json()
      .describeMeterGroupResponse;
    expect(group.fullCapacityStartDate).toBe('2020-06-01');
    expect(
      group.Misure.Misura.filter((m: { ChannelTypeCode: string }) => m.ChannelTypeCode === '1').length,
    ).toBeGreaterThan(1);
    const luce = (await get('/Erp/v1/metering/readingWindow', { supplyKey: 'AST0001001-01' })).json()
      .readingWindowResponse;
    expect(luce).toMatchObject({ enabled: false, open: false });
    const gas = (await get('/Erp/v1/metering/readingWindow', { supplyKey: 'AST0001001-02' })).json()
      .readingWindowResponse;
    expect(gas).toMatchObject({ enabled: true, open: true, digits: 5 });
  });

  it('inserts a self-reading: digits, not lower than the last, inside the window, once a day', async () => {
    const insert = (value: string, supplyKey = 'AST0001001-02') =>
      t().request('POST', '/Erp/v1/metering/insertReadings', {
        session,
        body: { insertReadingsRequest: { supplyKey, value } },
      });
    const window = (await get('/Erp/v1/metering/readingWindow', { supplyKey: 'AST0001001-02' })).json()
      .readingWindowResponse;
    const last = Number(window.lastReading.value);
    expect((await insert('12a4')).json().error.message).toBe('La lettura deve contenere solo cifre');
    expect((await insert('123456')).json().error.message).toBe('La lettura può avere al massimo 5 cifre');
    const lower = await insert(String(last - 1));
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.message).toBe(
      `La lettura non può essere inferiore all'ultima lettura registrata (${last})`,
    );
    const ok = await insert(String(last + 12));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().insertReadingsResponse).toMatchObject({
      origin: 'autolettura',
      value: String(last + 12),
      readingDate: today,
    });
    expect((await insert(String(last + 13))).statusCode).toBe(409);
    const list = (await get('/Erp/v1/readings', { supplyKey: 'AST0001001-02', pagingTake: '1' })).json()
      .getReadingsResponse;
    expect(list.readings[0].origin).toBe('autolettura');

    expect((await insert('1', 'AST0001001-01')).json().error.message).toMatch(/non è prevista/);
    // District heating: the window is closed today.
    const tlr = await insert('99999', 'AST0001001-03');
    expect(tlr.statusCode).toBe(400);
    expect(tlr.json().error.message).toBe(
      "Non è possibile inserire l'autolettura fuori dal periodo di lettura",
    );
  });

  it('after a meter replacement a lower reading is accepted', async () => {
    const s = await t().login('demo.ast.azienda');
    const window = (
      await t().request('GET', '/Erp/v1/metering/readingWindow', {
        session: s,
        query: { supplyKey: 'AST0001002-03' },
      })
    ).json().readingWindowResponse;
    expect(window.lastReading).toBeNull();
    const res = await t().request('POST', '/Erp/v1/metering/insertReadings', {
      session: s,
      body: { insertReadingsRequest: { supplyKey: 'AST0001002-03', value: '00042' } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().insertReadingsResponse.value).toBe('42');
  });

  it('a meter read per band (F1, F2, F3): every register validated, stored and listed', async () => {
    const s = await t().login('demo.ast.azienda');
    const supplyKey = 'AST0001002-02';
    const as = (path: string, query: Record<string, string>) =>
      t().request('GET', path, { session: s, query });
    const group = (await as('/Erp/v1/metering/describeMeterGroup', { supplyKey })).json()
      .describeMeterGroupResponse;
    expect(
      group.Misure.Misura.filter((m: { ChannelTypeCode: string }) => m.ChannelTypeCode === '1').map(
        (m: { band: string | null }) => m.band,
      ),
    ).toEqual(['F1', 'F2', 'F3']);
    const window = (await as('/Erp/v1/metering/readingWindow', { supplyKey })).json().readingWindowResponse;
    expect(window).toMatchObject({ enabled: true, open: true, digits: 6 });
    const last = Object.fromEntries(
      window.registers.map((r: { band: string; lastReading: { value: string } }) => [
        r.band,
        Number(r.lastReading.value),
      ]),
    ) as Record<string, number>;
    expect(Object.keys(last)).toEqual(['F1', 'F2', 'F3']);

    const insert = (body: Record<string, unknown>) =>
      t().request('POST', '/Erp/v1/metering/insertReadings', {
        session: s,
        body: { insertReadingsRequest: { supplyKey, ...body } },
      });
    const three = (f1: number, f2: number, f3: number) => ({
      registers: [
        { band: 'F1', value: String(f1) },
        { band: 'F2', value: String(f2) },
        { band: 'F3', value: String(f3) },
      ],
    });
    // One value alone, or a register missing: refused, nothing stored.
    const single = await insert({ value: String(last.F1! + 1) });
    expect(single.statusCode).toBe(400);
    expect(single.json().error.message).toBe(
      'Inserire una lettura per ogni registro del contatore (F1, F2, F3)',
    );
    const two = await insert({ registers: three(1, 1, 1).registers.slice(0, 2) });
    expect(two.statusCode).toBe(400);
    // Each register against its own last reading, the refusal under its own field.
    const lower = await insert(three(last.F1! + 5, last.F2! - 1, last.F3! + 5));
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.fields).toEqual({
      'registers.F2': `La lettura non può essere inferiore all'ultima lettura registrata (${last.F2})`,
    });
    const tooLong = await insert(three(last.F1! + 5, last.F2! + 5, 1234567));
    expect(tooLong.json().error.fields).toEqual({
      'registers.F3': 'La lettura può avere al massimo 6 cifre',
    });
    expect((await insert({ ...three(1, 2, 3), value: '4' })).statusCode).toBe(400);

    const ok = await insert(three(last.F1! + 11, last.F2! + 7, last.F3! + 3));
    expect(ok.statusCode).toBe(201);
    const stored = ok.json().insertReadingsResponse;
    expect(stored.readings.map((r: { band: string; value: string }) => [r.band, r.value])).toEqual([
      ['F1', String(last.F1! + 11)],
      ['F2', String(last.F2! + 7)],
      ['F3', String(last.F3! + 3)],
    ]);
    expect((await insert(three(last.F1! + 12, last.F2! + 8, last.F3! + 4))).statusCode).toBe(409);

    // The archive lists all three, with their bands.
    const archive = (await as('/Erp/v1/readings', { supplyKey, pagingTake: '3' })).json().getReadingsResponse;
    expect(
      archive.readings
        .map((r: { band: string; value: string; origin: string; readingDate: string }) => [
          r.band,
          r.value,
          r.origin,
          r.readingDate,
        ])
        .sort(),
    ).toEqual([
      ['F1', String(last.F1! + 11), 'autolettura', today],
      ['F2', String(last.F2! + 7), 'autolettura', today],
      ['F3', String(last.F3! + 3), 'autolettura', today],
    ]);
  });

  it('PUN quotations: hourly by default, daily and monthly averages', async () => {
    const hourly = (await get('/Erp/v1/quotations')).json().getQuotationsResponse;
    expect(hourly).toMatchObject({ type: 'PUN', detail: 'hourly', unit: '€/kWh' });
    expect(hourly.quotations).toHaveLength(24);
    const daily = (await get('/Erp/v1/quotations', { detail: 'daily' })).json().getQuotationsResponse;
    expect(daily.quotations).toHaveLength(30);
    const monthly = (await get('/Erp/v1/quotations', { detail: 'monthly' })).json().getQuotationsResponse;
    expect(monthly.quotations.length).toBeGreaterThanOrEqual(24);
    for (const q of monthly.quotations) expect(q.min <= q.price && q.price <= q.max).toBe(true);
    expect((await get('/Erp/v1/quotations', { type: 'PSV' })).statusCode).toBe(400);
  });

  it('proposals: only inside their window, rules, one answer', async () => {
    const list = (await get('/Erp/v1/proposals')).json().getProposalsResponse;
    const titles = list.proposals.map((p: { title: string }) => p.title);
    expect(titles).toHaveLength(3);
    expect(titles.join()).not.toMatch(/scaduta|futura|2024/);
    const all = await t().db.selectFrom('proposals').selectAll().execute();
    const expired = all.find((p) => p.title.startsWith('Offerta estate'))!;
    const r = await get(`/Erp/v1/proposals/${expired.id}`);
    expect(r.statusCode).toBe(404);
    expect(r.json().error.message).toBe('Proposta non trovata');
    const active = all.find((p) => p.title.startsWith('Luce Oraria Plus'))!;
    const rules = (await get(`/Erp/v1/proposals/${active.id}/check-rules`)).json().checkProposalRulesResponse;
    expect(rules.rules.find((x: { code: string }) => x.code === 'NO_INSOLVENCY').passed).toBe(false);
    const put = (id: number, actionSelected: string) =>
      t().request('PUT', '/Erp/v1/proposals', {
        session,
        body: { updateProposalRequest: { id, actionSelected } },
      });
    expect((await put(active.id, 'Forse')).statusCode).toBe(400);
    const ok = await put(active.id, 'Accettata');
    expect(ok.json().updateProposalResponse.actionSelected).toBe('Accettata');
    expect((await put(active.id, 'Rifiutata')).statusCode).toBe(409);
    expect((await put(expired.id, 'Accettata')).statusCode).toBe(404);
  });

  it('address service: towns of all Italy, streets of a town, address score', async () => {
    const S = '/services/rest/stradario';
    const towns = (await get(`${S}/getTown`, { stxt: 'rom' })).json().getTownResponse.towns;
    expect(towns).toHaveLength(10);
    expect(towns[0]).toMatchObject({ name: 'Roma', province: 'RM', istatCode: '058091' });
    expect(towns[0].postalCodes).toContain('00186');
    const accents = (await get(`${S}/getTown`, { stxt: 'aglie', cnt: '3' })).json().getTownResponse.towns;
    expect(accents[0].name).toBe('Agliè');
    expect((await get(`${S}/getTown`, { stxt: 'r' })).statusCode).toBe(400);
    const streets = (await get(`${S}/getStreet`, { stxt: 'naz', tKey: '058091' })).json().getStreetResponse
      .streets;
    expect(streets[0]).toMatchObject({ fullName: 'Via Nazionale', postalCode: '00184' });
    expect((await get(`${S}/getStreet`, { stxt: 'via', tKey: '999999' })).statusCode).toBe(404);
    const check = (body: Record<string, string>) =>
      t().request('POST', `${S}/checkAddress`, { session, body: { checkAddressRequest: body } });
    const good = (
      await check({
        streetGeneric: 'Via',
        streetName: 'Nazionale',
        civicNumber: '10',
        city: 'Roma',
        province: 'RM',
        postalCode: '00184',
      })
    ).json();
    expect(good.root.Indirizzo.Score).toBe(100);
    const typo = (
      await check({ streetName: 'Via Nazionle', civicNumber: '10', city: 'Rona', postalCode: '00184' })
    ).json();
    expect(typo.root.Indirizzo.Score).toBeGreaterThanOrEqual(50);
    expect(typo.root.Indirizzo.city).toBe('Roma');
    const bad = (await check({ streetName: 'Qwerty', city: 'Zzzzz' })).json();
    expect(bad.root.Indirizzo).toMatchObject({ Score: 0, valid: false });
    expect((await t().request('GET', `${S}/getTown`, { query: { stxt: 'roma' } })).statusCode).toBe(401);
  });

  it('contact form: stored as a support request, empty keys dropped, validated in Italian', async () => {
    const C = '/services/rest/portalapi/Contact/v1/requests';
    const send = (contactRequest: unknown) => t().request('POST', C, { session, body: { contactRequest } });
    expect(
      (await send({ subject: 'bolletta', description: 'x', mobilephone: '' })).json().error.message,
    ).toBe('Inserire telefono');
    expect(
      (await send({ subject: 'boh', description: 'x', mobilephone: '3471234567' })).json().error.message,
    ).toBe('Selezionare oggetto');
    expect(
      (await send({ subject: 'altro', description: ' ', mobilephone: '3471234567' })).json().error.message,
    ).toBe('Inserire messaggio');
    const ok = await send({
      customer: { key: '' },
      contract: { key: 'CTR-AST0001001-01' },
      subject: 'contatore',
      description: 'Il contatore lampeggia.',
      mobilephone: '+39 347 1234567',
      company: 'ast',
    });
    expect(ok.statusCode).toBe(201);
    const ack = ok.json().contactResponse;
    expect(ack.requestId).toBeGreaterThan(0);
    const row = await t()
      .db.selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', ack.requestId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'contatore', mobile_phone: '+39 347 1234567', company_code: 'ast' });
    expect(row.customer_id).not.toBeNull();
  });
});
