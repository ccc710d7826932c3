import { createServiceActivationRequest } from '@sportello/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerRequest } from '@sportello/contract';
import { call } from '../../../lib/api-client';
import { REQUESTS_QUERY_KEY } from '../../../lib/cached-api';

export interface ActivateServiceInput {
  supplyKey: string;
  serviceCode: string;
}

/** POST /Erp/v1/requests/serviceActivation: the activation is a practice (AttivazioneServizio). */
export function activateService(input: ActivateServiceInput): Promise<CustomerRequest> {
  return call(createServiceActivationRequest, {
    body: { serviceActivationRequest: input },
    quiet: [400, 409],
  });
}

export function useActivateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateService,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['services'] }),
        queryClient.invalidateQueries({ queryKey: REQUESTS_QUERY_KEY }),
      ]);
    },
  });
}
