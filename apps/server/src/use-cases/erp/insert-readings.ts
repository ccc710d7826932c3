import type { insertReadingsRequestSchema, insertReadingsResponseSchema } from '@sportello/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../errors';
import { supplyFor } from '../../services/access';
import {
  brandReadingDaysOf,
  currentMeterOf,
  lastReadingOfMeter,
  METERING_MESSAGES,
  registersOf,
  windowOfMeter,
} from '../../services/erp/metering';
import { todayInItaly } from '../../services/erp/rules';
import { recordReadingSubmitted } from '../../services/integration/requests/events';
import type { Actor, Deps, NamedInput } from '../context';

export type InsertReadingsInput = NamedInput<typeof insertReadingsRequestSchema, 'insertReadingsRequest'>;

/**
 * Stores a self-reading of the supply's current meter: one value for each register it has (one
 * totalizer, or one per band: F1, F2, F3), inside its reading window (its own, or its brand's
 * default when it has none), no more digits than the meter has, none lower than its register's
 * last reading, once a day. One at a time per supply
 * (an advisory lock), so two sends cannot both pass the checks. The retailer's event
 * `reading.submitted` is recorded with it.
 */
export async function insertReadings(
  { db, config }: Deps,
  actor: Actor,
  input: InsertReadingsInput,
): Promise<z.output<typeof insertReadingsResponseSchema>> {
  const supply = await supplyFor(db, actor.session, { key: input.supplyKey }, 'selfReading', 'change');
  const today = todayInItaly();
  const readingDate = input.readingDate ?? today;
  if (readingDate > today)
    throw badRequest(METERING_MESSAGES.futureDate, { readingDate: METERING_MESSAGES.futureDate });
  const sent: { band: string | null; value: string; field: string }[] = input.registers
    ? input.registers.map((r) => ({ band: r.band, value: r.value, field: `registers.${r.band}` }))
    : [{ band: null, value: input.value ?? '', field: 'value' }];
  const stored = await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${supply.id}::integer, 7)`.execute(tx);
    const meter = await currentMeterOf(tx, supply.id);
    if (!meter) throw notFound(METERING_MESSAGES.noMeter);
    const window = windowOfMeter(meter, today, await brandReadingDaysOf(tx, supply));
    if (!window) throw badRequest(METERING_MESSAGES.selfReadingNotExpected);
    if (!window.open || readingDate < window.startDate) throw badRequest(METERING_MESSAGES.windowClosed);
    // Exactly the meter's registers, each once.
    const registers = registersOf(meter);
    const sentBands = sent.map((r) => r.band);
    if (
      sentBands.length !== registers.length ||
      new Set(sentBands).size !== sentBands.length ||
      !sentBands.every((b) => registers.includes(b))
    ) {
      const message = METERING_MESSAGES.registersMismatch(registers.map((b) => b ?? 'totalizzatore'));
      throw badRequest(message, { registers: message });
    }
    const fields: Record<string, string> = {};
    const rows: { band: string | null; value: string }[] = [];
    for (const reading of sent) {
      if (reading.value.length > meter.digits) {
        fields[reading.field] = METERING_MESSAGES.tooManyDigits(meter.digits);
        continue;
      }
      const value = reading.value.replace(/^0+(?=\d)/, '');
      // Compared with the current meter only (after a replacement the new meter starts again),
      // register by register.
      const last = await lastReadingOfMeter(tx, meter.id, reading.band);
      if (last && BigInt(value) < BigInt(last.value)) {
        fields[reading.field] = METERING_MESSAGES.lowerThanLast(last.value);
        continue;
      }
      rows.push({ band: reading.band, value });
    }
    const firstRefusal = Object.values(fields)[0];
    if (firstRefusal) throw badRequest(firstRefusal, fields);
    const sameDay = await tx
      .selectFrom('readings')
      .select('id')
      .where('meter_id', '=', meter.id)
      .where('reading_date', '=', readingDate)
      .where('origin', '=', 'autolettura')
      .executeTakeFirst();
    if (sameDay) throw conflict(METERING_MESSAGES.alreadySent, 'reading_already_sent');
    const ids = await tx
      .insertInto('readings')
      .values(
        rows.map((r) => ({
          supply_id: supply.id,
          meter_id: meter.id,
          reading_date: readingDate,
          value: r.value,
          origin: 'autolettura' as const,
          band: r.band,
        })),
      )
      .returning(['id', 'band', 'value'])
      .execute();
    // The retailer hears of it (feed and webhook) exactly when it is stored.
    await recordReadingSubmitted(tx, config, {
      supplyId: supply.id,
      meterSerial: meter.serial,
      readingDate,
      readings: ids,
      userId: actor.userId,
    });
    return { rows: ids, serial: meter.serial };
  });
  const readings = stored.rows.map((r) => ({
    id: r.id,
    supplyId: supply.id,
    meterSerial: stored.serial,
    readingDate,
    value: r.value,
    origin: 'autolettura' as const,
    band: r.band,
  }));
  return { insertReadingsResponse: { ...readings[0]!, readings } };
}
