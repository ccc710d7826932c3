import { getInvoiceDetail as getInvoiceDetailEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { getInvoiceDetailResponseSchema } from '@sportello/contract';
import { asList } from '../../../lib/api-client';
import { cachedCall } from '../../../lib/cached-api';

export type InvoiceDetail = z.infer<typeof getInvoiceDetailResponseSchema>['getInvoiceDetailResponse'];
export type InvoiceSection = InvoiceDetail['sections'][number];

/** GET /Erp/v1/invoices/{id}/detail: the Bolletta 2.0 summary by sections. */
export async function getInvoiceDetail(id: number): Promise<InvoiceDetail> {
  const detail = await cachedCall('contracts', getInvoiceDetailEndpoint, { params: { id } });
  return {
    ...detail,
    sections: asList(detail.sections).map((s) => ({ ...s, lines: asList(s.lines) })),
  };
}

export const invoiceDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['invoices', 'detail', id], queryFn: () => getInvoiceDetail(id), retry: false });

export function useInvoiceDetail(id: number, enabled = true) {
  return useQuery({ ...invoiceDetailQueryOptions(id), enabled: enabled && id > 0 });
}
