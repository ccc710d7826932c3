import { createInstallmentsRequest, getRequests } from '@sportello/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerRequest } from '@sportello/contract';
import { INSTALLMENT_REQUEST_TYPE } from '@sportello/domain';
import { asList, call } from '../../../lib/api-client';

export interface InstallmentsRequestInput {
  invoiceId: number;
  contractKey: string;
  numberOfInstallments: number;
  note?: string;
}

/** POST /Erp/v1/requests/installments: asks for an instalment plan for one invoice. */
export function requestInstallments(input: InstallmentsRequestInput): Promise<CustomerRequest> {
  return call(createInstallmentsRequest, {
    body: { installmentsRequest: input },
  });
}

export function useRequestInstallments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInstallments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}

/** GET /Erp/v1/requests of the instalment type for a contract (to tell one in progress). */
export function getInstallmentRequests(contractKey: string): Promise<CustomerRequest[]> {
  return call(getRequests, {
    query: { requestType: INSTALLMENT_REQUEST_TYPE, contractKey },
  }).then((a) => asList(a.requests));
}

export function useInstallmentRequests(contractKey: string, enabled = true) {
  return useQuery({
    queryKey: ['invoices', 'installment-requests', contractKey],
    queryFn: () => getInstallmentRequests(contractKey),
    enabled: enabled && contractKey !== '',
    retry: false,
  });
}
