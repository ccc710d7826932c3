import { getOffer as getOfferEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { offerSchema } from '@sportello/contract';
import { call } from '../../../lib/api-client';

export type Offer = z.infer<typeof offerSchema>;

/** GET /Erp/v1/offers/{key}?useExtKey=true: an offer by its code (404 shown by the page). */
export function getOffer(key: string): Promise<Offer> {
  return call(getOfferEndpoint, { params: { id: key }, query: { useExtKey: true }, quiet: [404] });
}

export const offerQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['offer', key],
    queryFn: () => getOffer(key),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useOffer(key: string) {
  return useQuery({ ...offerQueryOptions(key), enabled: key !== '' });
}
