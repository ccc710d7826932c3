import { getInvoices as getInvoicesEndpoint } from '@sportello/contract/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { INVOICES_ORDER, PAGE_SIZES } from '@sportello/domain';
import { asList, type AnswerOf } from '../../../lib/api-client';
import { cachedCall } from '../../../lib/cached-api';

/** A page of GET /Erp/v1/invoices as the contract answers it. */
export type InvoicesPage = AnswerOf<typeof getInvoicesEndpoint>;

export interface InvoicesParams {
  customerId?: number;
  /** Only one supply's bills, or one contract's (bill comparison candidates). */
  supplyId?: number;
  contractId?: number;
  outstandingOnly?: boolean;
  /** "all" or comma-separated type codes (the drawer links /invoices?typeCodes=all). */
  typeCodes?: string;
  orderBy?: 'Asc' | 'Desc';
  pageSize?: number;
}

/** GET /Erp/v1/invoices: one page (5 by default, newest first), kept in the `contracts` store. */
export async function getInvoices(params: InvoicesParams, skip: number): Promise<InvoicesPage> {
  const page = await cachedCall('contracts', getInvoicesEndpoint, {
    query: {
      customerId: params.customerId,
      supplyId: params.supplyId,
      contractId: params.contractId,
      orderBy: params.orderBy ?? INVOICES_ORDER,
      outstandingOnly: params.outstandingOnly ? true : undefined,
      typeCodes: params.typeCodes,
      pagingTake: params.pageSize ?? PAGE_SIZES.invoices,
      pagingSkip: skip,
    },
  });
  return { invoices: asList(page.invoices), total: page.total, outstandingAmount: page.outstandingAmount };
}

export const invoicesQueryOptions = (params: InvoicesParams) =>
  infiniteQueryOptions({
    queryKey: ['invoices', 'list', params],
    queryFn: ({ pageParam }) => getInvoices(params, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.invoices.length, 0);
      return loaded < last.total && last.invoices.length > 0 ? loaded : undefined;
    },
  });

export function useInvoices(params: InvoicesParams, enabled = true) {
  return useInfiniteQuery({ ...invoicesQueryOptions(params), enabled });
}
