import type { getReadingsQuerySchema, getReadingsResponseSchema } from '@sportello/contract';
import { addYears, READINGS_YEARS_BACK } from '@sportello/domain';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { supplyFor } from '../../services/access';
import { METERING_MESSAGES } from '../../services/erp/metering';
import { todayInItaly } from '../../services/erp/rules';
import type { Actor, Deps } from '../context';

export type ListReadingsInput = z.output<typeof getReadingsQuerySchema>;

/** A supply's readings in a range (by default the last two years), newest first, one page and the total. */
export async function listReadings(
  { db }: Deps,
  actor: Actor,
  input: ListReadingsInput,
): Promise<z.output<typeof getReadingsResponseSchema>> {
  const supply = await supplyFor(
    db,
    actor.session,
    { id: input.supplyId, key: input.supplyKey },
    'selfReading',
  );
  const today = todayInItaly();
  const startDate = input.startDate ?? addYears(today, -READINGS_YEARS_BACK);
  const endDate = input.endDate ?? today;
  if (startDate > endDate)
    throw badRequest(METERING_MESSAGES.badRange, { startDate: METERING_MESSAGES.badRange });
  const base = db
    .selectFrom('readings')
    .where('readings.supply_id', '=', supply.id)
    .where('readings.reading_date', '>=', startDate)
    .where('readings.reading_date', '<=', endDate);
  const [rows, n] = await Promise.all([
    base
      .innerJoin('meters', 'meters.id', 'readings.meter_id')
      .select([
        'readings.id',
        'readings.supply_id',
        'meters.serial',
        'readings.reading_date',
        'readings.value',
        'readings.origin',
        'readings.band',
      ])
      .orderBy('readings.reading_date', 'desc')
      .orderBy('readings.id', 'desc')
      .limit(input.pagingTake)
      .offset(input.pagingSkip)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    getReadingsResponse: {
      readings: rows.map((r) => ({
        id: r.id,
        supplyId: r.supply_id,
        meterSerial: r.serial,
        readingDate: r.reading_date,
        value: r.value,
        origin: r.origin,
        band: r.band,
      })),
      total: Number(n.n),
      startDate,
    },
  };
}
