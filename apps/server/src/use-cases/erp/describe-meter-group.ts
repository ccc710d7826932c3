import type { describeMeterGroupResponseSchema, supplyKeyQuerySchema } from '@sportello/contract';
import type { z } from 'zod';
import { notFound } from '../../errors';
import { supplyFor } from '../../services/access';
import { currentMeterOf, METERING_MESSAGES, UNIT_OF } from '../../services/erp/metering';
import type { Actor, Deps } from '../context';

export type DescribeMeterGroupInput = z.output<typeof supplyKeyQuerySchema>;

/** The supply's current meter: its full-capacity date (hourly measure) and its channels. */
export async function describeMeterGroup(
  { db }: Deps,
  actor: Actor,
  input: DescribeMeterGroupInput,
): Promise<z.output<typeof describeMeterGroupResponseSchema>> {
  const supply = await supplyFor(db, actor.session, { key: input.supplyKey }, 'selfReading');
  const meter = await currentMeterOf(db, supply.id);
  if (!meter) throw notFound(METERING_MESSAGES.noMeter);
  const unit = UNIT_OF[supply.commodity];
  // A meter read per band has no totalizer to read: its channel 1 is the bands' registers.
  const misure =
    supply.commodity === 'luce'
      ? [
          ...(meter.bands?.length
            ? []
            : [{ ChannelTypeCode: '1', description: 'Energia attiva prelevata', unit, band: null }]),
          ...(meter.bands?.length ? meter.bands : (['F1', 'F2', 'F3'] as const)).map((band) => ({
            ChannelTypeCode: '1',
            description: `Energia attiva ${band}`,
            unit,
            band,
          })),
          { ChannelTypeCode: '2', description: 'Energia reattiva', unit: 'kvarh', band: null },
          { ChannelTypeCode: '3', description: 'Potenza massima prelevata', unit: 'kW', band: null },
        ]
      : [
          {
            ChannelTypeCode: '1',
            description: supply.commodity === 'gas' ? 'Volume prelevato' : 'Energia termica prelevata',
            unit,
            band: null,
          },
        ];
  return {
    describeMeterGroupResponse: {
      supplyKey: supply.key,
      meterSerial: meter.serial,
      fullCapacityStartDate: meter.full_capacity_start_date,
      Misure: { Misura: misure },
    },
  };
}
