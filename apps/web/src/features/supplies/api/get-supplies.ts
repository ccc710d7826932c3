import { getSupplies as getSuppliesEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { asList, type AnswerOf } from '../../../lib/api-client';
import { cachedCall } from '../../../lib/cached-api';

/** GET /Erp/v1/supplies as the contract answers it. */
export type SuppliesPage = AnswerOf<typeof getSuppliesEndpoint>;

export async function getSupplies(
  params: { customerKey?: string; activeOnly?: boolean } = {},
): Promise<SuppliesPage> {
  // Kept encrypted in the `contracts` store: a failed network shows the last list.
  const page = await cachedCall('contracts', getSuppliesEndpoint, { query: params });
  return { supplies: asList(page.supplies), total: page.total };
}

export const suppliesQueryOptions = (params: { customerKey?: string; activeOnly?: boolean } = {}) =>
  queryOptions({ queryKey: ['supplies', params], queryFn: () => getSupplies(params) });

export function useSupplies(params: { customerKey?: string; activeOnly?: boolean } = {}) {
  return useQuery(suppliesQueryOptions(params));
}
