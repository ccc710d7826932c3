import { getSupply as getSupplyEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cachedCall } from '../../../lib/cached-api';
import type { SupplyDetail } from './types';

/**
 * A route's `{id}`: a numeric supply id, or the supply's code (the CRM link names the supply by
 * its code), which the server reads with `useExtKey`.
 */
export function isSupplyCode(id: string): boolean {
  return !/^\d+$/.test(id);
}

/** GET /Erp/v1/supplies/{id} with technical data; kept encrypted in the `contracts` store. */
export function getSupply(id: string): Promise<SupplyDetail> {
  return cachedCall('contracts', getSupplyEndpoint, {
    params: { id },
    query: { includeTechnicalData: true, useExtKey: isSupplyCode(id) ? true : undefined },
  });
}

export const supplyQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['supply', id], queryFn: () => getSupply(id) });

export function useSupply(id: string) {
  return useQuery(supplyQueryOptions(id));
}
