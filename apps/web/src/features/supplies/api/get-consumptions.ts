import { getConsumptions as getConsumptionsEndpoint } from '@sportello/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsumptionDetail } from '@sportello/domain';
import { call } from '../../../lib/api-client';
import { isSupplyCode } from './get-supply';
import type { Consumptions } from './types';

export interface ConsumptionsParams {
  /** The route's supply id or code. */
  supply: string;
  detail: ConsumptionDetail;
  startDate: string;
  endDate: string;
}

/** GET /Erp/v1/consumptions for a supply, a detail and a period. */
export function getConsumptions(params: ConsumptionsParams): Promise<Consumptions> {
  const ref = isSupplyCode(params.supply) ? { supplyKey: params.supply } : { supplyId: params.supply };
  return call(getConsumptionsEndpoint, {
    query: { ...ref, detail: params.detail, startDate: params.startDate, endDate: params.endDate },
  });
}

export const consumptionsQueryOptions = (params: ConsumptionsParams) =>
  queryOptions({ queryKey: ['consumptions', params], queryFn: () => getConsumptions(params) });

export function useConsumptions(params: ConsumptionsParams, enabled = true) {
  return useQuery({ ...consumptionsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
