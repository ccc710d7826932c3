import { getServices as getServicesEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service, ServicesOverview, ServicesSupply } from '@sportello/contract';
import { asList, call } from '../../../lib/api-client';

/** GET /Erp/v1/services: the catalogue and, per active supply, each service's state. */
export async function getServices(customerKey: string | undefined): Promise<ServicesOverview> {
  const o = await call(getServicesEndpoint, { query: { customerKey } });
  return { catalogue: asList(o.catalogue), supplies: asList(o.supplies) };
}

export const servicesQueryOptions = (customerKey: string | undefined) =>
  queryOptions({
    queryKey: ['services', customerKey ?? null],
    queryFn: () => getServices(customerKey),
    refetchOnMount: 'always',
  });

export function useServices(customerKey: string | undefined) {
  return useQuery(servicesQueryOptions(customerKey));
}

export function findService(o: ServicesOverview, code: string): Service | undefined {
  return o.catalogue.find((s) => s.code === code);
}

/** The supplies a service belongs to (its commodity), with the service's state on each. */
export function suppliesOfService(o: ServicesOverview, code: string) {
  return o.supplies.flatMap((supply: ServicesSupply) => {
    const state = supply.services.find((s) => s.code === code);
    return state ? [{ supply, state }] : [];
  });
}
