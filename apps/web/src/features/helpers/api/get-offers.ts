import { getOffers as getOffersEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { offerSchema } from '@sportello/contract';
import { asList, call } from '../../../lib/api-client';

export type Offer = z.infer<typeof offerSchema>;

/** GET /Erp/v1/offers: the brand's offers (public: the anonymous session is enough). */
export async function getOffers(): Promise<Offer[]> {
  const page = await call(getOffersEndpoint);
  return asList(page.offers);
}

export const offersQueryOptions = (company: string) =>
  queryOptions({ queryKey: ['offers', company], queryFn: getOffers, staleTime: 10 * 60_000 });

export function useOffers(company: string) {
  return useQuery(offersQueryOptions(company));
}
