import { getRequest, getRequests } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerRequest } from '@sportello/contract';
import { PAGE_SIZES, sortPractices } from '@sportello/domain';
import { asList, call } from '../../../lib/api-client';
import { REQUESTS_QUERY_KEY } from '../../../lib/cached-api';

/** GET /Erp/v1/requests: the customer's requests (practices), newest first. */
export async function getPractices(customerKey: string | undefined): Promise<CustomerRequest[]> {
  const page = await call(getRequests, {
    query: { customerKey, pagingTake: PAGE_SIZES.requests, pagingSkip: 0 },
  });
  return sortPractices(asList(page.requests));
}

export const practicesQueryOptions = (customerKey: string | undefined) =>
  queryOptions({
    queryKey: [...REQUESTS_QUERY_KEY, 'list', customerKey ?? null],
    queryFn: () => getPractices(customerKey),
    // A request made on any screen shows here at once.
    refetchOnMount: 'always',
  });

export function usePractices(customerKey: string | undefined) {
  return useQuery(practicesQueryOptions(customerKey));
}

/** GET /Erp/v1/requests/{id}. */
export function getPractice(id: number): Promise<CustomerRequest> {
  return call(getRequest, { params: { id }, quiet: [404] });
}

export const practiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...REQUESTS_QUERY_KEY, 'detail', id],
    queryFn: () => getPractice(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchOnMount: 'always',
    retry: false,
  });

export function usePractice(id: number) {
  return useQuery(practiceQueryOptions(id));
}
