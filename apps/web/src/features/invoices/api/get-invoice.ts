import { getInvoice as getInvoiceEndpoint } from '@sportello/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@sportello/contract';
import { asList } from '../../../lib/api-client';
import { cachedCall } from '../../../lib/cached-api';

/** GET /Erp/v1/invoices/{id}: one invoice with its instalments (someone else's: 403/404). */
export async function getInvoice(id: number): Promise<Invoice> {
  const invoice = await cachedCall('contracts', getInvoiceEndpoint, { params: { id } });
  return { ...invoice, installments: asList(invoice.installments) };
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['invoices', 'one', id], queryFn: () => getInvoice(id), retry: false });

export function useInvoice(id: number) {
  return useQuery({ ...invoiceQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
