import { getContracts as getContractsEndpoint } from '@sportello/contract/endpoints';
import {
  getCustomer as getCustomerEndpoint,
  getRequests,
  getUser as getUserEndpoint,
} from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contract, Customer, CustomerRequest, User } from '@sportello/contract';
import { REGISTRY_CHANGE_REQUEST_TYPE, isRegistryChangeInProgress } from '@sportello/domain';
import { call } from '../../../lib/api-client';
import { cachedCall } from '../../../lib/cached-api';

/** GET /Core/v1/users/{id}: the logged-in user (notification preferences, userOptions). */
export function getUser(id: number): Promise<User> {
  return call(getUserEndpoint, { params: { id } });
}

export const userQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['user', id], queryFn: () => getUser(id!), enabled: id !== null });

export function useUser(id: number | null) {
  return useQuery(userQueryOptions(id));
}

/** GET /Erp/v1/customers/{id}: the current customer's data, contacts and consents. */
export function getCustomer(id: number): Promise<Customer> {
  return call(getCustomerEndpoint, { params: { id } });
}

export const customerQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['customers', id], queryFn: () => getCustomer(id!), enabled: id !== null });

export function useCustomer(id: number | null) {
  return useQuery(customerQueryOptions(id));
}

/** GET /Erp/v1/contracts of the customer: shipping address and direct debit of each. */
export async function getContracts(customerKey: string): Promise<Contract[]> {
  const answer = await cachedCall('contracts', getContractsEndpoint, {
    query: { customerKey },
  });
  return answer.contracts;
}

export const contractsQueryOptions = (customerKey: string | undefined) =>
  queryOptions({
    queryKey: ['contracts', customerKey],
    queryFn: () => getContracts(customerKey!),
    enabled: !!customerKey,
  });

export function useContracts(customerKey: string | undefined) {
  return useQuery(contractsQueryOptions(customerKey));
}

/** GET /Erp/v1/requests of type Var_Anagrafica: whether a registry change is in progress. */
export async function getRegistryRequests(customerKey: string): Promise<CustomerRequest[]> {
  const answer = await call(getRequests, {
    query: { requestType: REGISTRY_CHANGE_REQUEST_TYPE, customerKey },
  });
  return answer.requests;
}

export const registryRequestsQueryOptions = (customerKey: string | undefined) =>
  queryOptions({
    queryKey: ['requests', REGISTRY_CHANGE_REQUEST_TYPE, customerKey],
    queryFn: () => getRegistryRequests(customerKey!),
    enabled: !!customerKey,
  });

/** The spec's rule (section 4): the latest Var_Anagrafica request is in phase IR010. */
export function useRegistryChange(customerKey: string | undefined) {
  const query = useQuery(registryRequestsQueryOptions(customerKey));
  return { ...query, inProgress: query.data ? isRegistryChangeInProgress(query.data) : false };
}
