import { getReadings as getReadingsEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addYears, PAGE_SIZES, READINGS_YEARS_BACK, romeDay } from '@sportello/domain';
import { call } from '../../../lib/api-client';
import type { ReadingsPage } from './types';

/**
 * GET /Erp/v1/readings of a supply: the server starts two years back (spec section 9), newest
 * first, 100 a page.
 */
export function getReadings(supplyId: number, page = 0): Promise<ReadingsPage> {
  return call(getReadingsEndpoint, {
    query: {
      supplyId,
      startDate: addYears(romeDay(new Date()), -READINGS_YEARS_BACK),
      pagingTake: PAGE_SIZES.readings,
      pagingSkip: page * PAGE_SIZES.readings,
    },
  });
}

export const readingsQueryOptions = (supplyId: number, page = 0) =>
  queryOptions({ queryKey: ['readings', supplyId, page], queryFn: () => getReadings(supplyId, page) });

export function useReadings(supplyId: number | undefined, page = 0) {
  return useQuery({ ...readingsQueryOptions(supplyId ?? 0, page), enabled: supplyId !== undefined });
}
