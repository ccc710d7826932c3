import { HOURLY_PRICE_TYPE, MEASURE_CHANNEL_TYPE_CODE } from './constants';
import { parseInstant } from './dates';
import { toList } from './lists';

/**
 * A supply is hourly when its offer's price type is "Orario" and its meter group's full-capacity
 * start date is in the past (strictly before now; a bare day means its midnight in Europe/Rome).
 */
export function isHourlySupply(
  input: { priceType?: string | null; fullCapacityStartDate?: string | null },
  now: Date,
): boolean {
  if ((input.priceType ?? '').trim() !== HOURLY_PRICE_TYPE) return false;
  const start = parseInstant(input.fullCapacityStartDate ?? null);
  return start !== null && start.getTime() < now.getTime();
}

export interface MeasureLike {
  ChannelTypeCode?: number | string | null;
}

export interface MeterGroupLike<M extends MeasureLike> {
  fullCapacityStartDate?: string | null;
  Misure?: { Misura?: M | readonly M[] | null } | null;
}

/** The measures of channel type 1 (a single measure object is read as a list). */
export function selectChannelMeasures<M extends MeasureLike>(
  meterGroup: MeterGroupLike<M> | null | undefined,
): M[] {
  return toList(meterGroup?.Misure?.Misura).filter(
    (m) => m.ChannelTypeCode != null && Number(m.ChannelTypeCode) === MEASURE_CHANNEL_TYPE_CODE,
  );
}
