import { getQuotationsQuerySchema } from '@sportello/contract';
import { addDays, formatDate } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_LINKS } from '../../seed/core';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getQuotations } from './get-quotations';

const query = (q: Record<string, string>) => getQuotationsQuerySchema.parse(q);

describe('getQuotations', () => {
  const bench = useUseCaseBench();

  it('hourly prices of the newest published day by default; daily and monthly averages', async () => {
    const actor = await bench.user('demo.ast');
    const hourly = (await getQuotations(bench.deps(), actor, query({}))).getQuotationsResponse;
    expect(hourly).toMatchObject({ type: 'PUN', detail: 'hourly', unit: '€/kWh' });
    expect(hourly.startDate).toBe(hourly.lastDate);
    expect(hourly.quotations.map((q) => q.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    const daily = (await getQuotations(bench.deps(), actor, query({ detail: 'daily' })))
      .getQuotationsResponse;
    expect(daily.quotations).toHaveLength(30);
    expect(daily.startDate).toBe(addDays(daily.endDate, -29));
    const monthly = (await getQuotations(bench.deps(), actor, query({ detail: 'monthly' })))
      .getQuotationsResponse;
    expect(monthly.quotations.length).toBeGreaterThanOrEqual(24);
    for (const q of monthly.quotations) expect(q.min <= q.price && q.price <= q.max).toBe(true);
  });

  it('refuses days without prices and ranges over the limit (400), naming the field', async () => {
    const actor = await bench.user('demo.ast');
    const { lastDate, firstDate } = (await getQuotations(bench.deps(), actor, query({})))
      .getQuotationsResponse;
    const late = await expectHttpError(
      getQuotations(bench.deps(), actor, query({ startDate: addDays(lastDate, 1) })),
      400,
    );
    expect(late.message).toBe(`Il PUN è disponibile dal ${formatDate(firstDate)} al ${formatDate(lastDate)}`);
    expect(late.fields).toEqual({ startDate: late.message });
    const long = await expectHttpError(
      getQuotations(bench.deps(), actor, query({ startDate: addDays(lastDate, -32), endDate: lastDate })),
      400,
    );
    expect(long.fields).toEqual({ endDate: 'Periodo troppo lungo: al massimo 31 giorni di prezzi orari' });
  });

  it('a PUN link reads the prices; a survey link may not (403)', async () => {
    const pun = await getQuotations(bench.deps(), await bench.guest(DEMO_LINKS.pun), query({}));
    expect(pun.getQuotationsResponse.quotations).toHaveLength(24);
    await expectHttpError(getQuotations(bench.deps(), await bench.guest(DEMO_LINKS.survey), query({})), 403);
  });
});
