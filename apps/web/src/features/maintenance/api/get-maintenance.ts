import {
  getMaintenanceContract,
  getMaintenanceContracts as getMaintenanceContractsEndpoint,
} from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaintenanceContractDetail } from '@sportello/contract';
import { PAGE_SIZES } from '@sportello/domain';
import { asList, call } from '../../../lib/api-client';

export type MaintenanceContract = Omit<MaintenanceContractDetail, 'visits'>;

/** GET /Erp/v1/contracts/maintenance: the customer's boiler and appliance maintenance contracts. */
export async function getMaintenanceContracts(
  customerKey: string | undefined,
): Promise<MaintenanceContract[]> {
  const page = await call(getMaintenanceContractsEndpoint, {
    query: { customerKey, pagingTake: PAGE_SIZES.contracts, pagingSkip: 0 },
  });
  return asList(page.maintenanceContracts);
}

export const maintenanceContractsQueryOptions = (customerKey: string | undefined) =>
  queryOptions({
    queryKey: ['maintenance', 'list', customerKey ?? null],
    queryFn: () => getMaintenanceContracts(customerKey),
  });

export function useMaintenanceContracts(customerKey: string | undefined) {
  return useQuery(maintenanceContractsQueryOptions(customerKey));
}

/** GET /Erp/v1/contracts/maintenance/{id}: one contract with its visits. */
export const maintenanceContractQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['maintenance', 'detail', id],
    queryFn: () => call(getMaintenanceContract, { params: { id }, quiet: [400, 404] }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

export function useMaintenanceContract(id: number) {
  return useQuery(maintenanceContractQueryOptions(id));
}
