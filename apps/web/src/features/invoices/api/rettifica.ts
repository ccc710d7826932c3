import { createRettificaRequest, getRettificaOptions } from '@sportello/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerRequest, RettificaOptions } from '@sportello/contract';
import { call } from '../../../lib/api-client';

/** GET /Erp/v1/invoices/{id}/rettifica: whether the bill is estimated, its readings and the meter's registers. */
export function getRettifica(id: number): Promise<RettificaOptions> {
  return call(getRettificaOptions, { params: { id } });
}

export function useRettificaOptions(id: number) {
  return useQuery({
    queryKey: ['money', 'rettifica', id],
    queryFn: () => getRettifica(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

export interface RettificaInput {
  invoiceId: number;
  registers: { band: string | null; value: string }[];
  photo?: { contentType: string; fileName?: string; data: string };
  note?: string;
}

/** POST /Erp/v1/invoices/{id}/rettifica: the reading (and the photo) filed as a practice. */
export function requestRettifica({ invoiceId, ...body }: RettificaInput): Promise<CustomerRequest> {
  return call(createRettificaRequest, { params: { id: invoiceId }, body: { rettificaRequest: body } });
}

export function useRequestRettifica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRettifica,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['money', 'rettifica'] }),
        queryClient.invalidateQueries({ queryKey: ['requests'] }),
      ]),
  });
}

/** A file's content in base64 (without the data: prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('lettura del file non riuscita'));
    reader.readAsDataURL(file);
  });
}
