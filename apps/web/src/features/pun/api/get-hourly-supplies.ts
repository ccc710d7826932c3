import { getSupplies, getSupply } from '@sportello/contract/endpoints';
import { getConsumptions } from '@sportello/contract/endpoints';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Supply, supplyDetailSchema } from '@sportello/contract';
import { isHourlySupply } from '@sportello/domain';
import { asList, call } from '../../../lib/api-client';
import { cachedCall } from '../../../lib/cached-api';

type SupplyDetail = z.infer<typeof supplyDetailSchema>;

/** The customer's electricity supplies (GET /Erp/v1/supplies, the encrypted `contracts` store). */
async function getElectricitySupplies(customerKey: string): Promise<Supply[]> {
  const page = await cachedCall('contracts', getSupplies, {
    query: { customerKey, activeOnly: true },
  });
  return asList(page.supplies).filter((s) => s.commodity === 'luce');
}

function getSupplyDetail(id: number): Promise<SupplyDetail> {
  return cachedCall('contracts', getSupply, { params: { id }, query: { includeTechnicalData: true } });
}

/**
 * The customer's hourly supplies (domain rule: price type "Orario" and a full-capacity start date
 * in the past), read from each electricity supply's offer and meter group.
 */
export function useHourlySupplies(customerKey: string | undefined) {
  const list = useQuery({
    queryKey: ['supplies', { customerKey, activeOnly: true, commodity: 'luce' }],
    queryFn: () => getElectricitySupplies(customerKey!),
    enabled: !!customerKey,
  });
  const details = useQueries({
    queries: (list.data ?? []).map((s) => ({
      queryKey: ['supply', String(s.id)],
      queryFn: () => getSupplyDetail(s.id),
    })),
  });
  const now = new Date();
  const pending = list.isPending || details.some((d) => d.isPending);
  const supplies = details
    .map((d) => d.data)
    .filter((d): d is SupplyDetail => !!d)
    .filter((d) =>
      isHourlySupply(
        {
          priceType: d.offer?.priceType ?? null,
          fullCapacityStartDate: d.technicalData?.fullCapacityStartDate ?? null,
        },
        now,
      ),
    );
  return { supplies, pending: !!customerKey && pending, error: list.isError };
}

/** GET /Erp/v1/consumptions of one day, hour by hour. */
export function useDayConsumption(supplyId: number | undefined, day: string | undefined) {
  return useQuery({
    queryKey: ['consumptions', { supply: String(supplyId), detail: 'hourly', startDate: day, endDate: day }],
    queryFn: () =>
      call(getConsumptions, {
        query: { supplyId: supplyId!, detail: 'hourly', startDate: day!, endDate: day! },
      }),
    enabled: supplyId !== undefined && !!day,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
