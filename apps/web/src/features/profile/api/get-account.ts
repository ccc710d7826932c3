import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contract, Customer, CustomerRequest, User } from '@sportello/contract';
import { REGISTRY_CHANGE_REQUEST_TYPE, isRegistryChangeInProgress } from '@sportello/domain';
import { api } from '../../../lib/api-client';
import { cachedGet } from '../../../lib/cached-api';

/** GET /Core/v1/users/{id}: the logged-in user (notification preferences, userOptions). */
export function getUser(id: number): Promise<User> {
  return api<User>('GET', `/Core/v1/users/${id}`);
}

export const userQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['user', id], queryFn: () => getUser(id!), enabled: id !== null });

export function useUser(id: number | null) {
  return useQuery(userQueryOptions(id));
}

/** GET /Erp/v1/customers/{id}: the current customer's data, contacts and consents. */
export function getCustomer(id: number): Promise<Customer> {
  return api<Customer>('GET', `/Erp/v1/customers/${id}`);
}

export const customerQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['customers', id], queryFn: () => getCustomer(id!), enabled: id !== null });

export function useCustomer(id: number | null) {
  return useQuery(customerQueryOptions(id));
}

/** GET /Erp/v1/contracts of the customer: shipping address and direct debit of each. */
export async function getContracts(customerKey: string): Promise<Contract[]> {
  const answer = await cachedGet<{ contracts: Contract[] }>('contracts', '/Erp/v1/contracts', {
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
  const answer = await api<{ requests: CustomerRequest[] }>('GET', '/Erp/v1/requests', {
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
