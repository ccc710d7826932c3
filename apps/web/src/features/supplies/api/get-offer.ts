import { getOffer as getOfferEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { Offer } from './types';

/** GET /Erp/v1/offers/{code}?useExtKey=true: the offer of a supply, by its code. */
export function getOffer(code: string): Promise<Offer> {
  return call(getOfferEndpoint, { params: { id: code }, query: { useExtKey: true } });
}

export const offerQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['offer', code], queryFn: () => getOffer(code), staleTime: 10 * 60_000 });

export function useOffer(code: string | null | undefined) {
  return useQuery({ ...offerQueryOptions(code ?? ''), enabled: Boolean(code) });
}
