import { getInvoiceExplanation as endpoint } from '@sportello/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import type { BillComparison } from '@sportello/contract';
import { call } from '../../../lib/api-client';

/** GET /Erp/v1/invoices/{id}/explanation: why the bill differs from the previous one and last year's. */
export function getInvoiceExplanation(id: number): Promise<BillComparison[]> {
  return call(endpoint, { params: { id } }).then((a) => a.comparisons);
}

export function useInvoiceExplanation(id: number) {
  return useQuery({
    queryKey: ['invoices', 'explanation', id],
    queryFn: () => getInvoiceExplanation(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
