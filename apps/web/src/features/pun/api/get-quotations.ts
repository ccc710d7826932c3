import { getQuotations as getQuotationsEndpoint } from '@sportello/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, type AnswerOf } from '../../../lib/api-client';

/** GET /Erp/v1/quotations as the contract answers it (prices in €/kWh). */
export type Quotations = AnswerOf<typeof getQuotationsEndpoint>;
export type Quotation = Quotations['quotations'][number];

export interface QuotationsParams {
  detail: 'hourly' | 'monthly';
  /** Without a day: the newest published day (hourly). */
  startDate?: string;
  endDate?: string;
}

/** GET /Erp/v1/quotations (type PUN). */
export function getQuotations(params: QuotationsParams): Promise<Quotations> {
  return call(getQuotationsEndpoint, {
    query: {
      type: 'PUN',
      detail: params.detail,
      ...(params.startDate ? { startDate: params.startDate } : {}),
      ...(params.endDate ? { endDate: params.endDate } : {}),
    },
  });
}

export const quotationsQueryOptions = (params: QuotationsParams) =>
  queryOptions({ queryKey: ['quotations', params], queryFn: () => getQuotations(params), retry: false });

export function useQuotations(params: QuotationsParams, enabled = true) {
  return useQuery({ ...quotationsQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
