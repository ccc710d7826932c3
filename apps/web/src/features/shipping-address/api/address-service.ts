import {
  checkAddress as checkAddressEndpoint,
  getStreet,
  getTown,
  type BodyOf,
} from '@sportello/contract/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { streetSchema, townSchema } from '@sportello/contract';
import { PAGE_SIZES } from '@sportello/domain';
import { call, type AnswerOf } from '../../../lib/api-client';

/** The address service's town and street, as the contract's schemas define them (types only). */
export type Town = z.infer<typeof townSchema>;
export type Street = z.infer<typeof streetSchema>;

/** GET /services/rest/stradario/getTown: ten towns at a time starting with (or containing) the text. */
export function getTowns(stxt: string, signal?: AbortSignal): Promise<Town[]> {
  return call(getTown, {
    query: { stxt, cnt: PAGE_SIZES.townSuggestions },
    ...(signal ? { signal } : {}),
    silent: true,
  }).then((a) => a.towns);
}

/** GET /services/rest/stradario/getStreet: ten streets of a town matching the text. */
export function getStreets(stxt: string, tKey: string, signal?: AbortSignal): Promise<Street[]> {
  return call(getStreet, {
    query: { stxt, tKey, cnt: PAGE_SIZES.streetSuggestions },
    ...(signal ? { signal } : {}),
    silent: true,
  }).then((a) => a.streets);
}

/** Suggestions for a text once it has at least two characters (the text is debounced by the caller). */
export function useTownSuggestions(text: string) {
  return useQuery({
    queryKey: ['stradario', 'towns', text],
    queryFn: ({ signal }) => getTowns(text, signal),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useStreetSuggestions(text: string, tKey: string | undefined) {
  return useQuery({
    queryKey: ['stradario', 'streets', tKey, text],
    queryFn: ({ signal }) => getStreets(text, tKey!, signal),
    enabled: !!tKey && text.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The address to check, as the contract takes it (the country is always IT). */
export type AddressToCheck = Omit<BodyOf<typeof checkAddressEndpoint>['checkAddressRequest'], 'country'>;

/** POST /services/rest/stradario/checkAddress: the score (root.Indirizzo.Score; valid from 50). */
export async function checkAddress(
  address: AddressToCheck,
): Promise<AnswerOf<typeof checkAddressEndpoint>['root']['Indirizzo']> {
  const body = await call(checkAddressEndpoint, {
    body: { checkAddressRequest: { ...address, country: 'IT' } },
  });
  return body.root.Indirizzo;
}
