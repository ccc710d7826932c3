import { createShippingAddressRequest, getContracts, getRequests } from '@sportello/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asList, call } from '../../../lib/api-client';

export const SHIPPING_REQUEST_TYPE = 'Var_IndirizzoSpedizione';

/** GET /Erp/v1/contracts of the customer (with their shipping address). */
export function useContracts(customerKey: string | undefined) {
  return useQuery({
    queryKey: ['contracts', customerKey],
    queryFn: () => call(getContracts, { query: { customerKey } }).then((a) => asList(a.contracts)),
    enabled: !!customerKey,
  });
}

/** GET /Erp/v1/requests of the shipping-address type for a contract, newest first. */
export function useShippingRequests(contractKey: string | undefined) {
  return useQuery({
    queryKey: ['requests', SHIPPING_REQUEST_TYPE, contractKey],
    queryFn: () =>
      call(getRequests, {
        query: { requestType: SHIPPING_REQUEST_TYPE, contractKey },
      }).then((a) => asList(a.requests)),
    enabled: !!contractKey,
  });
}

export interface ShippingAddressInput {
  streetGeneric: string;
  streetName: string;
  civicNumber: string;
  civicNumberExt?: string;
  city: string;
  province: string;
  postalCode: string;
  istatCode?: string;
  floor?: string;
  building?: string;
  flatNumber?: string;
}

/** POST /Erp/v1/requests/shippingAddress. */
export function postShippingAddress(contractKey: string, shippingAddress: ShippingAddressInput) {
  return call(createShippingAddressRequest, {
    body: { shippingAddressRequest: { contractKey, shippingAddress: { ...shippingAddress, country: 'IT' } } },
    quiet: [400, 409],
  });
}

export function usePostShippingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractKey, address }: { contractKey: string; address: ShippingAddressInput }) =>
      postShippingAddress(contractKey, address),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['requests', SHIPPING_REQUEST_TYPE] }),
        queryClient.invalidateQueries({ queryKey: ['contracts'] }),
      ]),
  });
}
