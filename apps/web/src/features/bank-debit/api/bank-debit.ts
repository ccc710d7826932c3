import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, CustomerRequest } from '@sportello/contract';
import { BANK_DEBIT_REQUEST_TYPE, PAGE_SIZES } from '@sportello/domain';
import { api, asList } from '../../../lib/api-client';

/** GET /Erp/v1/contracts of the customer (with their banking data). */
export function useContracts(customerKey: string | undefined) {
  return useQuery({
    queryKey: ['contracts', customerKey],
    queryFn: () =>
      api<{ contracts: Contract[] }>('GET', '/Erp/v1/contracts', { query: { customerKey } }).then((a) =>
        asList(a.contracts),
      ),
    enabled: !!customerKey,
  });
}

/** GET /Erp/v1/requests of type GestioneSDD for a contract (the ten newest, spec section 9). */
export function useBankDebitRequests(contractKey: string | undefined) {
  return useQuery({
    queryKey: ['requests', BANK_DEBIT_REQUEST_TYPE, contractKey],
    queryFn: () =>
      api<{ requests: CustomerRequest[] }>('GET', '/Erp/v1/requests', {
        query: {
          requestType: BANK_DEBIT_REQUEST_TYPE,
          contractKey,
          pagingTake: PAGE_SIZES.directDebitRequestCheck,
        },
      }).then((a) => asList(a.requests)),
    enabled: !!contractKey,
  });
}

export type BankDebitAction = 'Activate' | 'Change' | 'Revoke';

export interface BankDebitInput {
  contractKey: string;
  action: BankDebitAction;
  iban?: string;
  accountHolder?: string;
  accountHolderFiscalCode?: string;
}

/** POST /Erp/v1/requests/bankAccountChange (Activate, Change or Revoke). */
export function postBankDebit(input: BankDebitInput) {
  return api<CustomerRequest>('POST', '/Erp/v1/requests/bankAccountChange', {
    body: { bankAccountChangeRequest: input },
    quiet: [400, 409],
  });
}

export function usePostBankDebit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBankDebit,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['requests', BANK_DEBIT_REQUEST_TYPE] }),
        queryClient.invalidateQueries({ queryKey: ['contracts'] }),
      ]),
  });
}
