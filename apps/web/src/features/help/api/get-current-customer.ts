import { getCustomer as getCustomerEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@sportello/contract';
import { call } from '../../../lib/api-client';

/** The customer the session works on: its key goes into the contact request, its mobile fills the form. */
export function getCustomer(id: number): Promise<Customer> {
  return call(getCustomerEndpoint, { params: { id }, silent: true });
}

export const customerQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['customers', id],
    queryFn: () => getCustomer(id!),
    enabled: id !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useCurrentCustomer(id: number | null) {
  return useQuery(customerQueryOptions(id));
}
