import { getInstallmentOptions as endpoint } from '@sportello/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import type { InstallmentOptions } from '@sportello/contract';
import { call } from '../../../lib/api-client';

/** GET /Erp/v1/invoices/{id}/installment-options: may it be paid in instalments, under which case, or why not. */
export function getInstallmentOptions(id: number): Promise<InstallmentOptions> {
  return call(endpoint, { params: { id } });
}

export function useInstallmentOptions(id: number, enabled = true) {
  return useQuery({
    queryKey: ['invoices', 'installment-options', id],
    queryFn: () => getInstallmentOptions(id),
    enabled: enabled && Number.isInteger(id) && id > 0,
    retry: false,
  });
}
