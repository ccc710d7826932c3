import { addDays } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { todayInItaly } from '../../services/erp/rules';
import { expectHttpError, useUseCaseBench } from '../../../test/use-case-helper';
import { getReadingWindow } from './get-reading-window';
import { insertReadings } from './insert-readings';

describe('insertReadings', () => {
  const bench = useUseCaseBench();
  const today = todayInItaly();
  const selfReadings = (supplyKey: string) =>
    bench
      .deps()
      .db.selectFrom('readings')
      .innerJoin('supplies', 'supplies.id', 'readings.supply_id')
      .select(['readings.value', 'readings.reading_date'])
      .where('supplies.key', '=', supplyKey)
      .where('readings.origin', '=', 'autolettura')
      .execute();

  it('stores a reading inside the window, not lower than the last, once a day', async () => {
    const actor = await bench.user('demo.ast');
    const supplyKey = 'AST0001001-02';
    const window = (await getReadingWindow(bench.deps(), actor, { supplyKey })).readingWindowResponse;
    const last = Number(window.lastReading!.value);
    const before = await selfReadings(supplyKey);

    const tooMany = await expectHttpError(
      insertReadings(bench.deps(), actor, { supplyKey, value: '123456' }),
      400,
    );
    expect(tooMany.message).toBe('La lettura può avere al massimo 5 cifre');
    const lower = await expectHttpError(
      insertReadings(bench.deps(), actor, { supplyKey, value: String(last - 1) }),
      400,
    );
    expect(lower.message).toBe(`La lettura non può essere inferiore all'ultima lettura registrata (${last})`);
    const future = await expectHttpError(
      insertReadings(bench.deps(), actor, {
        supplyKey,
        value: String(last + 1),
        readingDate: addDays(today, 1),
      }),
      400,
    );
    expect(future.fields).toEqual({ readingDate: 'La data di lettura non può essere nel futuro' });
    expect(await selfReadings(supplyKey)).toEqual(before);

    const out = await insertReadings(bench.deps(), actor, { supplyKey, value: String(last + 12) });
    expect(out.insertReadingsResponse).toMatchObject({
      origin: 'autolettura',
      value: String(last + 12),
      readingDate: today,
      meterSerial: expect.any(String),
    });
    expect(await selfReadings(supplyKey)).toContainEqual({ value: String(last + 12), reading_date: today });
    await expectHttpError(
      insertReadings(bench.deps(), actor, { supplyKey, value: String(last + 13) }),
      409,
      'reading_already_sent',
    );
  });

  it('refuses a remotely read meter and a closed window, storing nothing', async () => {
    const actor = await bench.user('demo.ast');
    const before = [await selfReadings('AST0001001-01'), await selfReadings('AST0001001-03')];
    const luce = await expectHttpError(
      insertReadings(bench.deps(), actor, { supplyKey: 'AST0001001-01', value: '1' }),
      400,
    );
    expect(luce.message).toBe(
      "Per questa fornitura l'autolettura non è prevista: il contatore è telegestito",
    );
    const closed = await expectHttpError(
      insertReadings(bench.deps(), actor, { supplyKey: 'AST0001001-03', value: '99999' }),
      400,
    );
    expect(closed.message).toBe("Non è possibile inserire l'autolettura fuori dal periodo di lettura");
    expect([await selfReadings('AST0001001-01'), await selfReadings('AST0001001-03')]).toEqual(before);
  });

  it('after a meter replacement a lower reading is accepted, leading zeros dropped', async () => {
    const actor = await bench.user('demo.ast.azienda');
    const out = await insertReadings(bench.deps(), actor, { supplyKey: 'AST0001002-03', value: '00042' });
    expect(out.insertReadingsResponse.value).toBe('42');
  });

  it('another customer’s supply is not found (404)', async () => {
    await expectHttpError(
      insertReadings(bench.deps(), await bench.user('demo.ast.azienda'), {
        supplyKey: 'AST0001001-02',
        value: '1',
      }),
      404,
    );
  });
});
