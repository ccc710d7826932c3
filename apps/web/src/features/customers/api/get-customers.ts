import { getCustomers as getCustomersEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@sportello/domain';
import { asList, call, type AnswerOf } from '../../../lib/api-client';

/** GET /Erp/v1/customers as the contract answers it. */
export type CustomersPage = AnswerOf<typeof getCustomersEndpoint>;

/** GET /Erp/v1/customers: the customers the session may manage (first 100). */
export async function getCustomers(): Promise<CustomersPage> {
  const page = await call(getCustomersEndpoint, {
    query: { pagingTake: PAGE_SIZES.customers, pagingSkip: 0 },
  });
  return { customers: asList(page.customers), total: page.total };
}

export const customersQueryOptions = () =>
  queryOptions({ queryKey: ['customers', 'list'], queryFn: getCustomers });

export function useCustomers() {
  return useQuery(customersQueryOptions());
}
