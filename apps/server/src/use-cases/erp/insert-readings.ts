import type { insertReadingsRequestSchema, insertReadingsResponseSchema } from '@sportello/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../errors';
import { supplyFor } from '../../services/access';
import {
  currentMeterOf,
  lastReadingOfMeter,
  METERING_MESSAGES,
  windowOfMeter,
} from '../../services/erp/metering';
import { todayInItaly } from '../../services/erp/rules';
import type { Actor, Deps, NamedInput } from '../context';

export type InsertReadingsInput = NamedInput<typeof insertReadingsRequestSchema, 'insertReadingsRequest'>;

/**
 * Stores a self-reading of the supply's current meter: inside its reading window, no more digits
 * than the meter has, not lower than the meter's last reading, once a day. One at a time per
 * supply (an advisory lock), so two sends cannot both pass the checks.
 */
export async function insertReadings(
  { db }: Deps,
  actor: Actor,
  input: InsertReadingsInput,
): Promise<z.output<typeof insertReadingsResponseSchema>> {
  const supply = await supplyFor(db, actor.session, { key: input.supplyKey }, 'selfReading', 'change');
  const today = todayInItaly();
  const readingDate = input.readingDate ?? today;
  if (readingDate > today)
    throw badRequest(METERING_MESSAGES.futureDate, { readingDate: METERING_MESSAGES.futureDate });
  const value = input.value.replace(/^0+(?=\d)/, '');
  const stored = await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${supply.id}::integer, 7)`.execute(tx);
    const meter = await currentMeterOf(tx, supply.id);
    if (!meter) throw notFound(METERING_MESSAGES.noMeter);
    const window = windowOfMeter(meter, today);
    if (!window) throw badRequest(METERING_MESSAGES.selfReadingNotExpected);
    if (!window.open || readingDate < window.startDate) throw badRequest(METERING_MESSAGES.windowClosed);
    if (input.value.length > meter.digits)
      throw badRequest(METERING_MESSAGES.tooManyDigits(meter.digits), {
        value: METERING_MESSAGES.tooManyDigits(meter.digits),
      });
    // Compared with the current meter only: after a replacement the new meter starts again.
    const last = await lastReadingOfMeter(tx, meter.id);
    if (last && BigInt(value) < BigInt(last.value)) {
      throw badRequest(METERING_MESSAGES.lowerThanLast(last.value), {
        value: METERING_MESSAGES.lowerThanLast(last.value),
      });
    }
    const sameDay = await tx
      .selectFrom('readings')
      .select('id')
      .where('meter_id', '=', meter.id)
      .where('reading_date', '=', readingDate)
      .where('origin', '=', 'autolettura')
      .executeTakeFirst();
    if (sameDay) throw conflict(METERING_MESSAGES.alreadySent, 'reading_already_sent');
    const row = await tx
      .insertInto('readings')
      .values({
        supply_id: supply.id,
        meter_id: meter.id,
        reading_date: readingDate,
        value,
        origin: 'autolettura',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, serial: meter.serial };
  });
  return {
    insertReadingsResponse: {
      id: stored.id,
      supplyId: supply.id,
      meterSerial: stored.serial,
      readingDate,
      value,
      origin: 'autolettura' as const,
    },
  };
}
