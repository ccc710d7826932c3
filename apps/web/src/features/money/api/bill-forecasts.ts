import { getBillForecasts } from '@sportello/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import type { SupplyForecast } from '@sportello/contract';
import { call } from '../../../lib/api-client';

/** GET /Erp/v1/bill-forecasts: the next bill of each active supply (or of one). */
export function getForecasts(customerKey: string, supplyId?: number): Promise<SupplyForecast[]> {
  return call(getBillForecasts, {
    query: { customerKey, ...(supplyId !== undefined ? { supplyId } : {}) },
  }).then((a) => a.forecasts);
}

export function useBillForecasts(customerKey: string | undefined, supplyId?: number) {
  return useQuery({
    queryKey: ['money', 'forecasts', customerKey, supplyId ?? null],
    queryFn: () => getForecasts(customerKey!, supplyId),
    enabled: !!customerKey && (supplyId === undefined || (Number.isInteger(supplyId) && supplyId > 0)),
    retry: false,
  });
}
