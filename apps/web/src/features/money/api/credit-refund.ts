import { createCreditRefundRequest, getCustomerBalance } from '@sportello/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerBalanceView, CustomerRequest } from '@sportello/contract';
import { call } from '../../../lib/api-client';

/** GET /Erp/v1/balance: whether the customer is in credit and what may be asked back. */
export function getBalance(customerKey: string): Promise<CustomerBalanceView> {
  return call(getCustomerBalance, { query: { customerKey } });
}

export function useCustomerBalance(customerKey: string | undefined) {
  return useQuery({
    queryKey: ['money', 'balance', customerKey],
    queryFn: () => getBalance(customerKey!),
    enabled: !!customerKey,
    retry: false,
  });
}

export interface CreditRefundInput {
  customerKey: string;
  mode: 'bonifico' | 'compensazione';
  iban?: string;
  accountHolder?: string;
}

/** POST /Erp/v1/requests/credit-refund: the refund filed as a practice. */
export function requestCreditRefund(input: CreditRefundInput): Promise<CustomerRequest> {
  return call(createCreditRefundRequest, { body: { creditRefundRequest: input } });
}

export function useRequestCreditRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCreditRefund,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['money', 'balance'] }),
        queryClient.invalidateQueries({ queryKey: ['requests'] }),
      ]),
  });
}
