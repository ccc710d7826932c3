import { getInsolvencies as getInsolvenciesEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { getInsolvenciesResponseSchema } from '@sportello/contract';
import { asList, call } from '../../../lib/api-client';

export type Insolvencies = z.infer<typeof getInsolvenciesResponseSchema>['getInsolvenciesResponse'];
export type Insolvency = Insolvencies['insolvencies'][number];

/** The module whose presence lets the portal read insolvencies (spec section 6). */
export const INSOLVENCY_MODULE = 'panoram';

/**
 * GET /Erp/v1/insolvencies: the customer's overdue bills and instalments. A failure is shown by
 * the banner's caller as nothing (the banner is a hint, never a blocker): no shell popup.
 */
export async function getInsolvencies(customerKey: string): Promise<Insolvencies> {
  const answer = await call(getInsolvenciesEndpoint, {
    query: { customerKey },
    quiet: [403, 404, 500],
  });
  return { ...answer, insolvencies: asList(answer.insolvencies) };
}

export const insolvenciesQueryOptions = (customerKey: string) =>
  queryOptions({
    queryKey: ['insolvencies', customerKey],
    queryFn: () => getInsolvencies(customerKey),
    staleTime: 30_000,
  });

/** Read only when the session's modules include panoram, for the current customer. */
export function useInsolvencies(customerKey: string | null | undefined, moduleKeys: readonly string[]) {
  return useQuery({
    ...insolvenciesQueryOptions(customerKey ?? ''),
    enabled: Boolean(customerKey) && moduleKeys.includes(INSOLVENCY_MODULE),
  });
}
