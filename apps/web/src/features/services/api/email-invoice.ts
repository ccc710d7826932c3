import {
  createEmailInvoiceRequest,
  getBollettaclickCanChange,
  getContracts as getContractsEndpoint,
} from '@sportello/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '@sportello/contract';
import { isValidEmail, normalizeEmail, PAGE_SIZES } from '@sportello/domain';
import { asList, call, type AnswerOf } from '../../../lib/api-client';
import { REQUESTS_QUERY_KEY } from '../../../lib/cached-api';

/** GET /Erp/v1/contracts: the customer's contracts (e-mail billing is per contract). */
export async function getContracts(customerKey: string | undefined): Promise<Contract[]> {
  const page = await call(getContractsEndpoint, {
    query: { customerKey, pagingTake: PAGE_SIZES.contracts, pagingSkip: 0 },
  });
  return asList(page.contracts);
}

export const contractsQueryOptions = (customerKey: string | undefined) =>
  queryOptions({
    queryKey: ['contracts', 'list', customerKey ?? null],
    queryFn: () => getContracts(customerKey),
    enabled: !!customerKey,
    refetchOnMount: 'always',
  });

export function useContracts(customerKey: string | undefined) {
  return useQuery(contractsQueryOptions(customerKey));
}

export type CanChangeAnswer = AnswerOf<typeof getBollettaclickCanChange>;

/** GET /Erp/v1/contracts/bollettaclick-can-change: whether e-mail billing can be changed now. */
export const canChangeQueryOptions = (contractKey: string | undefined) =>
  queryOptions({
    queryKey: ['bollettaclick', contractKey ?? null],
    queryFn: () =>
      call(getBollettaclickCanChange, {
        query: { contractKey: contractKey! },
      }),
    enabled: !!contractKey,
    refetchOnMount: 'always',
  });

export function useCanChangeEmailInvoice(contractKey: string | undefined) {
  return useQuery(canChangeQueryOptions(contractKey));
}

/** The form's check: the e-mail is required (and valid) only to switch e-mail billing on. */
export function emailInvoiceError(enabled: boolean, email: string): string | null {
  if (!enabled) return null;
  const value = normalizeEmail(email);
  if (!value) return "Inserire l'indirizzo e-mail";
  return isValidEmail(value) ? null : 'Indirizzo e-mail non valido';
}

/** POST /Erp/v1/requests/emailInvoice. */
export function useEmailInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contractKey: string; enabled: boolean; email?: string }) =>
      call(createEmailInvoiceRequest, {
        body: {
          emailInvoiceRequest: {
            contractKey: input.contractKey,
            enabled: input.enabled,
            ...(input.enabled && input.email ? { email: normalizeEmail(input.email) } : {}),
          },
        },
        quiet: [400, 409],
      }),
    onSuccess: async (_answer, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bollettaclick', input.contractKey] }),
        queryClient.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY }),
      ]);
    },
  });
}
