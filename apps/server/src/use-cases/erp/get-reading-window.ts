import type { readingWindowResponseSchema, supplyKeyQuerySchema } from '@sportello/contract';
import type { z } from 'zod';
import { notFound } from '../../errors';
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
import type { Actor, Deps } from '../context';

export type GetReadingWindowInput = z.output<typeof supplyKeyQuerySchema>;

/**
 * When a self-reading can be sent for a supply (open now, or the next window; a meter without a
 * window of its own takes its brand's default), its meter and last reading.
 */
export async function getReadingWindow(
  { db }: Deps,
  actor: Actor,
  input: GetReadingWindowInput,
): Promise<z.output<typeof readingWindowResponseSchema>> {
  const supply = await supplyFor(db, actor.session, { key: input.supplyKey }, 'selfReading');
  const [meter, brandDefault] = await Promise.all([
    currentMeterOf(db, supply.id),
    brandReadingDaysOf(db, supply),
  ]);
  if (!meter) throw notFound(METERING_MESSAGES.noMeter);
  const window = windowOfMeter(meter, todayInItaly(), brandDefault);
  const last = await lastReadingOfMeter(db, meter.id);
  const registers = await Promise.all(
    registersOf(meter).map(async (band) => {
      const r = await lastReadingOfMeter(db, meter.id, band);
      return {
        band,
        lastReading: r ? { readingDate: r.reading_date, value: r.value, origin: r.origin } : null,
      };
    }),
  );
  return {
    readingWindowResponse: {
      supplyKey: supply.key,
      enabled: window !== null,
      open: window?.open ?? false,
      startDate: window?.startDate ?? null,
      endDate: window?.endDate ?? null,
      meterSerial: meter.serial,
      digits: meter.digits,
      lastReading: last ? { readingDate: last.reading_date, value: last.value, origin: last.origin } : null,
      registers,
      message:
        window === null
          ? METERING_MESSAGES.selfReadingNotExpected
          : window.open
            ? null
            : METERING_MESSAGES.windowClosed,
    },
  };
}
