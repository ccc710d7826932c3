import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Supply } from '@sportello/contract';
import { api, asList } from '../../../lib/api-client';

export interface SuppliesPage {
  supplies: Supply[];
  total: number;
}

export async function getSupplies(
  params: { customerKey?: string; activeOnly?: boolean } = {},
): Promise<SuppliesPage> {
  const page = await api<SuppliesPage>('GET', '/Erp/v1/supplies', { query: params });
  return { supplies: asList(page.supplies), total: page.total };
}

export const suppliesQueryOptions = (params: { customerKey?: string; activeOnly?: boolean } = {}) =>
  queryOptions({ queryKey: ['supplies', params], queryFn: () => getSupplies(params) });

export function useSupplies(params: { customerKey?: string; activeOnly?: boolean } = {}) {
  return useQuery(suppliesQueryOptions(params));
}
