import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@sportello/contract';
import { comparisonCandidates } from '@sportello/domain';
import { getInvoices } from './get-invoices';

/** How many earlier bills of the same supply are offered for comparison (two years, monthly). */
export const COMPARISON_CANDIDATES = 24;

/**
 * The bills a bill can be compared with: GET /Erp/v1/invoices for its supply (or, for a bill of
 * several supplies, its contract), kept to the domain's rule (same supply, itself excluded).
 */
export async function getComparisonCandidates(invoice: Invoice): Promise<Invoice[]> {
  const page = await getInvoices(
    invoice.supplyId !== null
      ? { supplyId: invoice.supplyId, pageSize: COMPARISON_CANDIDATES + 1 }
      : { contractId: invoice.contract.id, pageSize: COMPARISON_CANDIDATES + 1 },
    0,
  );
  return comparisonCandidates(invoice, page.invoices).slice(0, COMPARISON_CANDIDATES);
}

export const comparisonCandidatesQueryOptions = (invoice: Invoice) =>
  queryOptions({
    queryKey: ['invoices', 'comparison-candidates', invoice.id],
    queryFn: () => getComparisonCandidates(invoice),
  });

export function useComparisonCandidates(invoice: Invoice | undefined) {
  return useQuery({
    ...comparisonCandidatesQueryOptions(invoice as Invoice),
    enabled: invoice !== undefined,
  });
}
