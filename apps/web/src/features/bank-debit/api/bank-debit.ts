import { createBankAccountChangeRequest, getContracts, getRequests } from '@sportello/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BANK_DEBIT_REQUEST_TYPE, PAGE_SIZES } from '@sportello/domain';
import { asList, call } from '../../../lib/api-client';

/** GET /Erp/v1/contracts of the customer (with their banking data). */
export function useContracts(customerKey: string | undefined) {
  return useQuery({
    queryKey: ['contracts', customerKey],
    queryFn: () => call(getContracts, { query: { customerKey } }).then((a) => asList(a.contracts)),
    enabled: !!customerKey,
  });
}

/** GET /Erp/v1/requests of type GestioneSDD for a contract (the ten newest, spec section 9). */
export function useBankDebitRequests(contractKey: string | undefined) {
  return useQuery({
    queryKey: ['requests', BANK_DEBIT_REQUEST_TYPE, contractKey],
    queryFn: () =>
      call(getRequests, {
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
  return call(createBankAccountChangeRequest, {
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
