import type { getSupplyResponseSchema } from '@sportello/contract';
import { isHourlySupply } from '@sportello/domain';
import type { z } from 'zod';
import { supplyFor } from '../../services/access';
import { toOffer, toSupply } from '../../services/erp/mappers';
import { currentMeterOf } from '../../services/erp/metering';
import { suppliesWithKeys } from '../../services/erp/records';
import type { Actor, Deps } from '../context';

export interface GetSupplyInput {
  ref: { id?: number; key?: string };
  includeTechnicalData?: boolean;
}

/**
 * One supply the session may see (by id or by key), with its offer, whether it is hourly and, on
 * request, its technical data; someone else's: 404.
 */
export async function getSupply(
  { db }: Deps,
  actor: Actor,
  input: GetSupplyInput,
): Promise<z.output<typeof getSupplyResponseSchema>> {
  const supply = await supplyFor(db, actor.session, input.ref, 'detail');
  const [row, offer, meter] = await Promise.all([
    suppliesWithKeys(db).where('supplies.id', '=', supply.id).executeTakeFirstOrThrow(),
    supply.offer_code
      ? db.selectFrom('offers').selectAll().where('code', '=', supply.offer_code).executeTakeFirst()
      : undefined,
    currentMeterOf(db, supply.id),
  ]);
  const hourly = isHourlySupply(
    {
      priceType: offer?.price_type ?? null,
      fullCapacityStartDate: meter?.full_capacity_start_date ?? null,
    },
    new Date(),
  );
  return {
    getSupplyResponse: {
      ...toSupply(row),
      offer: offer ? toOffer(offer) : null,
      hourly,
      ...(input.includeTechnicalData
        ? {
            technicalData: {
              meterSerial: meter?.serial ?? supply.meter_serial,
              meterDigits: meter?.digits ?? null,
              contractedPowerKw: supply.contracted_power_kw,
              annualConsumption: supply.annual_consumption,
              useType: supply.use_type,
              fullCapacityStartDate: meter?.full_capacity_start_date ?? null,
            },
          }
        : {}),
    },
  };
}
