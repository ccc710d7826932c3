import { checkAddress as checkAddressEndpoint, getStreet, getTown } from '@sportello/contract/endpoints';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { isAddressScoreValid, PAGE_SIZES } from '@sportello/domain';
import { call, type AnswerOf } from '../../../lib/api-client';

/** The address service (spec section 7): towns, streets of a town, the address check. */

/** The service's towns, streets and address check, as the contract answers them. */
export type Town = AnswerOf<typeof getTown>['towns'][number];
export type Street = AnswerOf<typeof getStreet>['streets'][number];
export type AddressCheck = AnswerOf<typeof checkAddressEndpoint>['root']['Indirizzo'];

export interface AddressCheckInput {
  streetGeneric?: string;
  streetName: string;
  civicNumber: string;
  city: string;
  province: string;
  postalCode: string;
}

/** Suggestions start at two characters (the service's own minimum). */
export const SUGGEST_MIN_CHARS = 2;

export function getTowns(text: string, signal?: AbortSignal): Promise<Town[]> {
  return call(getTown, {
    query: { stxt: text, cnt: PAGE_SIZES.townSuggestions },
    silent: true,
    ...(signal ? { signal } : {}),
  }).then((r) => r.towns);
}

export function getStreets(text: string, tKey: string, signal?: AbortSignal): Promise<Street[]> {
  return call(getStreet, {
    query: { stxt: text, tKey, cnt: PAGE_SIZES.streetSuggestions },
    silent: true,
    ...(signal ? { signal } : {}),
  }).then((r) => r.streets);
}

export const townsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['stradario', 'towns', text.toLowerCase()],
    queryFn: ({ signal }) => getTowns(text, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const streetsQueryOptions = (text: string, tKey: string) =>
  queryOptions({
    queryKey: ['stradario', 'streets', tKey, text.toLowerCase()],
    queryFn: ({ signal }) => getStreets(text, tKey, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useTowns(text: string) {
  return useQuery({
    ...townsQueryOptions(text),
    enabled: text.trim().length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}

export function useStreets(text: string, tKey: string) {
  return useQuery({
    ...streetsQueryOptions(text, tKey),
    enabled: !!tKey && text.trim().length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}

/** POST checkAddress; the address counts as valid at a score of 50 or more (domain rule). */
export async function checkAddress(input: AddressCheckInput): Promise<AddressCheck & { accepted: boolean }> {
  const body = await call(checkAddressEndpoint, {
    body: { checkAddressRequest: { ...input, country: 'IT' } },
    silent: true,
  });
  const result = body.root.Indirizzo;
  return { ...result, accepted: isAddressScoreValid(result.Score) };
}

export function useCheckAddress() {
  return useMutation({ mutationFn: checkAddress });
}
