import { getInstallments as getInstallmentsEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Installment } from '@sportello/contract';
import { asList } from '../../../lib/api-client';
import { cachedCall } from '../../../lib/cached-api';

/** GET /Erp/v1/installments?invoiceId=: the instalments of one invoice, by due date. */
export async function getInstallments(invoiceId: number): Promise<Installment[]> {
  const answer = await cachedCall('contracts', getInstallmentsEndpoint, {
    query: { invoiceId },
  });
  return asList(answer.installments);
}

export const installmentsQueryOptions = (invoiceId: number) =>
  queryOptions({
    queryKey: ['invoices', 'installments', invoiceId],
    queryFn: () => getInstallments(invoiceId),
    retry: false,
  });

export function useInstallments(invoiceId: number, enabled = true) {
  return useQuery({ ...installmentsQueryOptions(invoiceId), enabled: enabled && invoiceId > 0 });
}
