import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@sportello/domain';
import { INTEGRATION_BASE } from '@sportello/contract';
import { consumptionRows } from '@sportello/contract/consumption-columns';
import { createIntegrationToken, DEMO_INTEGRATION_TOKEN } from '../src/services/integration/tokens';
import { addMonths, todayInItaly } from '../src/services/erp/rules';
import { priceBandOfHour } from '@sportello/domain';
import { useTestApp } from './helper';

/**
 * Readings and consumption from the retailer's metering (CSV, streamed): good, bad and repeated
 * input for each kind and each detail, and the portal's consumption graphs (getConsumptions)
 * showing what was imported as they show the seeded data.
 */
const auth = { authorization: `Bearer ${DEMO_INTEGRATION_TOKEN}` };
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('integration API: readings and consumption', () => {
  const t = useTestApp();
  const today = todayInItaly();
  const post = (path: string, payload: string, headers: Record<string, string> = {}) =>
    t().app.inject({
      method: 'POST',
      url: `${INTEGRATION_BASE}${path}`,
      headers: { ...auth, 'content-type': 'text/csv; charset=utf-8', ...headers },
      payload,
    });
  let session = '';
  // The demo customer's supplies: an hourly electricity one (F1/F2/F3 meter) and a gas one.
  let power: { id: number; pod: string; key: string };
  let gas: { id: number; pod: string; key: string };
  beforeAll(async () => {
    session = await t().login('demo.ast');
    const supply = (key: string) =>
      t()
        .db.selectFrom('supplies')
        .select(['id', 'pod_pdr as pod', 'key'])
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
    power = await supply('AST0001001-01');
    gas = await supply('AST0001001-02');
  });
  const consumptions = async (query: Record<string, string>) => {
    const res = await t().request('GET', '/Erp/v1/consumptions', { session, query });
    expect(res.statusCode, res.body).toBe(200);
    // The columns back as rows (the slots with a measure), as the assertions read them.
    const answer = res.json().getConsumptionsResponse;
    return { ...answer, items: consumptionRows(answer.columns) };
  };

  it('readings: totalizer and registers, line-by-line refusals in Italian, then idempotent', async () => {
    const meters = await t()
      .db.selectFrom('meters')
      .innerJoin('supplies', 'supplies.id', 'meters.supply_id')
      .select(['meters.id', 'meters.serial', 'meters.bands', 'meters.digits', 'supplies.pod_pdr as pod'])
      .where('meters.removed_on', 'is', null)
      .where('supplies.status', '=', 'Attiva')
      .execute();
    const single = meters.find((m) => !m.bands && m.pod !== power.pod)!;
    const banded = meters.find((m) => m.bands?.join() === 'F1,F2,F3')!;
    expect(single && banded).toBeTruthy();
    const day = addDays(today, -1);
    const italian = `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    const body = csv(
      'POD;Matricola;Data;Tipo;Lettura;F1;F2;F3',
      `${single.pod};${single.serial};${day};effettiva;4321;;;`,
      `${banded.pod};${banded.serial};${italian};stimata;;1.200;800;650`,
      `IT999E99999999;${single.serial};${day};effettiva;1;;;`,
      `${single.pod};NONESISTE;${day};effettiva;1;;;`,
      `${single.pod};${single.serial};2025-02-30;effettiva;1;;;`,
      `${single.pod};${single.serial};${addDays(today, 2)};effettiva;1;;;`,
      `${single.pod};${single.serial};${day};lettura a vista;1;;;`,
      `${single.pod};${single.serial};${day};effettiva;12,5;;;`,
      `${banded.pod};${banded.serial};${day};effettiva;;10;20;`,
      `${single.pod};${single.serial};${day};effettiva;${'9'.repeat(single.digits + 1)};;;`,
    );
    const res = await post('/readings', body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ lines: 10, created: 2, updated: 0, unchanged: 0, refused: 8 });
    expect(answer.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [4, 'pod'],
      [5, 'matricola'],
      [6, 'data'],
      [7, 'data'],
      [8, 'tipo'],
      [9, 'lettura'],
      [10, 'f3'],
      [11, 'lettura'],
    ]);
    expect(answer.errors[0].message).toMatch(/sconosciuto/);
    expect(answer.errors[3].message).toBe('La data di lettura non può essere nel futuro');
    expect(answer.errors[6].message).toMatch(/F1, F2, F3/);
    const stored = await t()
      .db.selectFrom('readings')
      .select(['meter_id', 'band', 'value', 'origin'])
      .where('reading_date', '=', day)
      .where('meter_id', 'in', [single.id, banded.id])
      .orderBy('meter_id')
      .orderBy('band')
      .execute();
    expect(
      stored.filter((r) => r.meter_id === banded.id).map((r) => [r.band, Number(r.value), r.origin]),
    ).toEqual([
      ['F1', 1200, 'stimata'],
      ['F2', 800, 'stimata'],
      ['F3', 650, 'stimata'],
    ]);

    // The same file again changes nothing; a corrected reading updates its row, never a second one.
    expect((await post('/readings', body)).json()).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const fixed = await post(
      '/readings',
      csv('pod;matricola;data;tipo;lettura', `${single.pod};${single.serial};${day};effettiva;4322`),
    );
    expect(fixed.json()).toMatchObject({ lines: 1, created: 0, updated: 1, refused: 0 });
    const rows = await t()
      .db.selectFrom('readings')
      .select('value')
      .where('meter_id', '=', single.id)
      .where('reading_date', '=', day)
      .execute();
    expect(rows.map((r) => Number(r.value))).toEqual([4322]);
  });

  it('a header without the needed columns, an empty body, another content type: refused, nothing changes', async () => {
    const header = await post('/readings', csv('pod;data;lettura', 'IT001;2025-01-01;1'));
    expect(header.statusCode).toBe(400);
    expect(header.json().error.message).toMatch(/matricola/);
    const empty = await post('/consumption', '');
    expect(empty.statusCode).toBe(400);
    const noDetail = await post('/consumption', csv('pod;consumo', 'IT;1'));
    expect(noDetail.json().error.message).toMatch(/«ora», «quarto», «giorno» o «mese»/);
    const json = await post('/consumption', '{"a":1}', { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
  });

  it('a token without the import scope gets 403; no token 401', async () => {
    const created = await createIntegrationToken(t().db, 'solo-prezzi', ['prices']);
    if (!('token' in created)) throw new Error(created.refused);
    const { token } = created;
    const res = await post('/consumption', csv('pod;giorno;consumo'), { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(403);
    const none = await t().app.inject({
      method: 'POST',
      url: `${INTEGRATION_BASE}/readings`,
      headers: { 'content-type': 'text/csv' },
      payload: 'pod\n',
    });
    expect(none.statusCode).toBe(401);
  });

  it('hourly consumption: bands by the domain (holidays too), shown by the portal like the seeded hours', async () => {
    // A weekday and a national holiday (2 June), each with its 24 hours, in the last months.
    const year = Number(today.slice(0, 4)) - (today.slice(5) <= '06-03' ? 1 : 0);
    const holiday = `${year}-06-02`;
    const weekday = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => addDays(holiday, -n))
      .find((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;
    const lines = ['POD;Giorno;Ora;Consumo'];
    for (const day of [weekday, holiday])
      for (let ora = 1; ora <= 24; ora++)
        lines.push(`${power.pod};${day};${ora};${(ora / 10).toFixed(3).replace('.', ',')}`);
    lines.push(
      `${power.pod};${weekday};25;1`,
      `${power.pod};${weekday};7;-1`,
      `${gas.pod.slice(0, 3)};${weekday};1;1`,
    );
    const res = await post('/consumption', csv(...lines));
    expect(res.json()).toMatchObject({
      granularity: 'hourly',
      lines: 51,
      created: 48,
      updated: 0,
      refused: 3,
    });
    expect(res.json().errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [50, 'ora'],
      [51, 'consumo'],
      [52, 'pod'],
    ]);
    const hourly = await consumptions({
      supplyKey: power.key,
      detail: 'hourly',
      startDate: weekday,
      endDate: weekday,
    });
    expect(hourly.items).toHaveLength(24);
    for (const item of hourly.items) {
      expect(item.total).toBeCloseTo((item.hour + 1) / 10, 3);
      expect(item.band).toBe(priceBandOfHour(weekday, item.hour));
    }
    const onHoliday = await consumptions({
      supplyKey: power.key,
      detail: 'hourly',
      startDate: holiday,
      endDate: holiday,
    });
    expect(new Set(onHoliday.items.map((i: { band: string }) => i.band))).toEqual(new Set(['F3']));
    const daily = await consumptions({
      supplyKey: power.key,
      detail: 'daily',
      startDate: weekday,
      endDate: weekday,
    });
    expect(daily.items[0].total).toBeCloseTo(30, 3); // 0.1 + … + 2.4
    expect(daily.items[0].f1 + daily.items[0].f2 + daily.items[0].f3).toBeCloseTo(30, 3);

    // Again: nothing new; a corrected hour updates it.
    expect((await post('/consumption', csv(...lines))).json()).toMatchObject({ created: 0, updated: 48 });
    await post('/consumption', csv('pod;giorno;ora;consumo', `${power.pod};${weekday};1;5,5`));
    const again = await consumptions({
      supplyKey: power.key,
      detail: 'hourly',
      startDate: weekday,
      endDate: weekday,
    });
    expect(again.items[0].total).toBe(5.5);
  });

  it('quarter-hourly consumption adds up into the hours; the October day has 100 quarters, its 02:00 twice', async () => {
    const day = addDays(today, -3);
    const lines = ['pod;giorno;quarto;consumo'];
    for (let q = 1; q <= 96; q++) lines.push(`${power.pod};${day};${q};0,25`);
    lines.push(`${power.pod};${day};97;1`);
    const res = await post('/consumption', csv(...lines));
    expect(res.json()).toMatchObject({ granularity: 'quarter-hourly', lines: 97, created: 96, refused: 1 });
    expect(res.json().errors[0]).toMatchObject({ line: 98, field: 'quarto' });
    const hourly = await consumptions({
      supplyKey: power.key,
      detail: 'hourly',
      startDate: day,
      endDate: day,
    });
    expect(hourly.items.map((i: { total: number }) => i.total)).toEqual(Array(24).fill(1));

    // The last Sunday of October of last year: 25 hours, so 100 quarters; 02:00 comes twice.
    const y = Number(today.slice(0, 4)) - 1;
    const last = new Date(Date.UTC(y, 10, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    const october = last.toISOString().slice(0, 10);
    const long = ['pod;giorno;quarto;consumo'];
    for (let q = 1; q <= 100; q++) long.push(`${power.pod};${october};${q};1`);
    expect((await post('/consumption', csv(...long))).json()).toMatchObject({ created: 100, refused: 0 });
    const oct = await consumptions({
      supplyKey: power.key,
      detail: 'hourly',
      startDate: october,
      endDate: october,
    });
    expect(oct.items).toHaveLength(24);
    expect(oct.items.find((i: { hour: number }) => i.hour === 2).total).toBe(8);
    expect(oct.items.find((i: { hour: number }) => i.hour === 3).total).toBe(4);
  });

  it('daily consumption of a gas supply becomes its month; refused on the hourly supply', async () => {
    const month = addMonths(today.slice(0, 8) + '01', -2);
    const lines = ['PDR;Data;Consumo;Stimato'];
    for (let d = 1; d <= 28; d++)
      lines.push(`${gas.pod};${month.slice(0, 8)}${String(d).padStart(2, '0')};1,5;${d === 3 ? 'sì' : ''}`);
    lines.push(`${power.pod};${month};3`, `${gas.pod};${month};3;forse`);
    const res = await post('/consumption', csv(...lines));
    expect(res.json()).toMatchObject({ granularity: 'daily', lines: 30, created: 28, refused: 2 });
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['data', 'stimato']);
    const monthly = await consumptions({
      supplyKey: gas.key,
      detail: 'monthly',
      startDate: month,
      endDate: month,
    });
    expect(monthly.items).toEqual([
      expect.objectContaining({ period: month.slice(0, 7), total: 42, estimated: true }),
    ]);
    expect((await post('/consumption', csv(...lines))).json()).toMatchObject({ created: 0, updated: 28 });
  });

  it('monthly consumption with bands (checked against the total) and without', async () => {
    const month = addMonths(today.slice(0, 8) + '01', -3);
    const mm = `${month.slice(5, 7)}/${month.slice(0, 4)}`;
    const res = await post(
      '/consumption',
      csv(
        'pod;mese;consumo;F1;F2;F3;stimato',
        `${gas.pod};${mm};123,4;;;;no`,
        `${gas.pod};${month.slice(0, 7)};1;1;;;`,
        `${power.pod};${month.slice(0, 7)};10;5;3;1`,
        `${power.pod};13/2024;10;;;`,
      ),
    );
    expect(res.json()).toMatchObject({ granularity: 'monthly', lines: 4, refused: 3 });
    expect(res.json().errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [3, 'f1'],
      [4, 'consumo'],
      [5, 'mese'],
    ]);
    const gasMonth = await consumptions({
      supplyKey: gas.key,
      detail: 'monthly',
      startDate: month,
      endDate: month,
    });
    expect(gasMonth.items[0]).toMatchObject({ total: 123.4, estimated: false });
    expect(
      (await post('/consumption', csv('pod;mese;consumo', `${gas.pod};${mm};123,4`))).json(),
    ).toMatchObject({
      updated: 1,
    });
  });
});
