import { getConsumptionsQuerySchema } from '@sportello/contract';
import { consumptionRows } from '@sportello/contract/consumption-columns';
import { addDays, consumptionRange } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../seed/core';
import { todayInItaly } from '../../services/erp/rules';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getConsumptions } from './get-consumptions';

const query = (q: Record<string, string>) => getConsumptionsQuerySchema.parse(q);

describe('getConsumptions', () => {
  const bench = useUseCaseBench();
  const today = todayInItaly();

  it('the hourly supply by month over the default range, with bands adding up to the totals', async () => {
    const actor = await bench.user('demo.ast');
    const out = (await getConsumptions(bench.deps(), actor, query({ supplyKey: 'AST0001001-01' })))
      .getConsumptionsResponse;
    const range = consumptionRange('monthly', today);
    expect(range.ok).toBe(true);
    expect(out).toMatchObject({
      supplyKey: 'AST0001001-01',
      detail: 'monthly',
      hourly: true,
      bands: true,
      unit: 'kWh',
      startDate: range.ok && range.startDate,
      endDate: range.ok && range.endDate,
    });
    // Twelve monthly slots from January; the months with a measure carry their bands.
    expect(out.columns).toMatchObject({ step: 'month', start: range.ok && range.startDate, band: null });
    expect(out.columns.total).toHaveLength(12);
    const items = consumptionRows(out.columns);
    expect(items.length).toBeGreaterThanOrEqual(11);
    for (const m of items) expect(Math.abs(m.f1! + m.f2! + m.f3! - m.total)).toBeLessThan(0.01);
    const total = items.reduce((s, i) => s + i.total, 0);
    expect(Math.abs(out.totals.total - total)).toBeLessThan(0.01);
  });

  it('one day hour by hour: 24 slots, the night in F3', async () => {
    const actor = await bench.user('demo.ast');
    const day = addDays(today, -3);
    const out = (
      await getConsumptions(
        bench.deps(),
        actor,
        query({ supplyKey: 'AST0001001-01', detail: 'hourly', startDate: day, endDate: day }),
      )
    ).getConsumptionsResponse;
    expect(out.columns).toMatchObject({ step: 'hour', start: day, f1: null, estimated: [] });
    expect(out.columns.total).toHaveLength(24);
    expect(out.columns.band).toMatch(/^[123]{24}$/);
    expect(out.columns.band![3]).toBe('3');
    const items = consumptionRows(out.columns);
    expect(items).toHaveLength(24);
    expect(items[3]).toMatchObject({ hour: 3, band: 'F3', date: day, period: `${day}T03` });
    expect(items[3]!.f3).toBe(items[3]!.total);
    // The band totals are the hours of each band.
    const f3 = items.filter((i) => i.band === 'F3').reduce((s, i) => s + i.total, 0);
    expect(Math.abs(out.totals.f3! - f3)).toBeLessThan(0.001);
  });

  it('a year by the hour: 8,760 slots as columns, the days before the data null', async () => {
    const actor = await bench.user('demo.ast');
    const startDate = addDays(today, -365);
    const endDate = addDays(today, -1);
    const out = (
      await getConsumptions(
        bench.deps(),
        actor,
        query({ supplyKey: 'AST0001001-01', detail: 'hourly', startDate, endDate }),
      )
    ).getConsumptionsResponse;
    expect(out.columns.start).toBe(startDate);
    expect(out.columns.total).toHaveLength(365 * 24);
    expect(out.columns.band).toHaveLength(365 * 24);
    // Every slot with a measure has its band, and only those.
    out.columns.total.forEach((v, i) => expect(v === null).toBe(out.columns.band![i] === '-'));
    const measured = out.columns.total.filter((v) => v !== null).length;
    expect(measured).toBeGreaterThan(0);
    expect(consumptionRows(out.columns)).toHaveLength(measured);
  });

  it('refuses a range longer than the domain limit, or reversed, naming the field (400)', async () => {
    const actor = await bench.user('demo.ast');
    const long = await expectHttpError(
      getConsumptions(
        bench.deps(),
        actor,
        query({
          supplyKey: 'AST0001001-01',
          detail: 'hourly',
          startDate: addDays(today, -400),
          endDate: today,
        }),
      ),
      400,
    );
    expect(long.message).toBe('Periodo troppo lungo: al massimo un anno di dati orari');
    expect(long.fields).toEqual({ endDate: long.message });
    const reversed = await expectHttpError(
      getConsumptions(
        bench.deps(),
        actor,
        query({ supplyKey: 'AST0001001-02', startDate: today, endDate: addDays(today, -40) }),
      ),
      400,
    );
    expect(reversed.fields).toEqual({ startDate: 'La data di inizio deve precedere la data di fine' });
  });

  it('gas: monthly only, no bands; the hourly detail is refused (400)', async () => {
    const actor = await bench.user('demo.ast');
    const gas = (await getConsumptions(bench.deps(), actor, query({ supplyKey: 'AST0001001-02' })))
      .getConsumptionsResponse;
    expect(gas).toMatchObject({ unit: 'Smc', hourly: false, bands: false });
    expect(gas.totals.f1).toBeNull();
    const refused = await expectHttpError(
      getConsumptions(bench.deps(), actor, query({ supplyKey: 'AST0001001-02', detail: 'hourly' })),
      400,
    );
    expect(refused.message).toBe(
      'Il dettaglio giornaliero e orario è disponibile solo per le forniture con misura oraria',
    );
  });

  it('another customer’s supply is not found (404); a self-reading link may not read consumption (403)', async () => {
    await expectHttpError(
      getConsumptions(
        bench.deps(),
        await bench.user('demo.ast.azienda'),
        query({ supplyKey: 'AST0001001-01' }),
      ),
      404,
    );
    const guest = await bench.guest(DEMO_LINKS.selfReading);
    await expectHttpError(getConsumptions(bench.deps(), guest, query({ supplyKey: 'AST0001001-01' })), 403);
  });
});
