import { getReadingsQuerySchema } from '@sportello/contract';
import { addDays, addYears } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { todayInItaly } from '../../services/erp/rules';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { listReadings } from './list-readings';

const query = (q: Record<string, string>) => getReadingsQuerySchema.parse(q);

describe('listReadings', () => {
  const bench = useUseCaseBench();
  const today = todayInItaly();

  it('lists a supply’s readings from two years back, newest first, with the total', async () => {
    const actor = await bench.user('demo.ast');
    const out = (await listReadings(bench.deps(), actor, query({ supplyKey: 'AST0001001-02' })))
      .getReadingsResponse;
    expect(out.startDate).toBe(addYears(today, -2));
    expect(out.readings.length).toBeGreaterThan(20);
    expect(out.total).toBe(out.readings.length);
    for (let i = 1; i < out.readings.length; i++)
      expect(out.readings[i - 1]!.readingDate >= out.readings[i]!.readingDate).toBe(true);
    expect(out.readings.every((r) => r.readingDate >= out.startDate && r.readingDate <= today)).toBe(true);
    const page = (
      await listReadings(
        bench.deps(),
        actor,
        query({ supplyKey: 'AST0001001-02', pagingTake: '2', pagingSkip: '1' }),
      )
    ).getReadingsResponse;
    expect(page.readings.map((r) => r.id)).toEqual(out.readings.slice(1, 3).map((r) => r.id));
    expect(page.total).toBe(out.total);
  });

  it('refuses a reversed range (400) and another customer’s supply (404)', async () => {
    const actor = await bench.user('demo.ast');
    const error = await expectHttpError(
      listReadings(
        bench.deps(),
        actor,
        query({ supplyKey: 'AST0001001-02', startDate: today, endDate: addDays(today, -1) }),
      ),
      400,
    );
    expect(error.message).toBe('La data di inizio deve precedere la data di fine');
    await expectHttpError(
      listReadings(bench.deps(), await bench.user('demo.ast.azienda'), query({ supplyKey: 'AST0001001-02' })),
      404,
    );
  });
});
