import {
  createPayment as createPaymentEndpoint,
  getPayment as getPaymentEndpoint,
  updatePayment,
} from '@sportello/contract/endpoints';
import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentSchema } from '@sportello/contract';
import { userOutcomeFor, type PaymentBody, type PaymentReturn } from '@sportello/domain';
import { call } from '../../../lib/api-client';

export type Payment = z.infer<typeof paymentSchema>;

/** POST /Erp/v1/payments: the server answers with the provider's page (redirectUrl). */
export function createPayment(body: PaymentBody): Promise<Payment> {
  return call(createPaymentEndpoint, { body: { createPaymentRequest: body } });
}

/** The browser leaves for the provider's page. */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/** Creates the payment and sends the browser to the provider's page. */
export function useStartPayment() {
  return useMutation({
    mutationFn: createPayment,
    onSuccess: (payment) => goToPaymentPage(payment.redirectUrl),
  });
}

/** GET /Erp/v1/payments/{id}: status is the outcome the provider's signed notification recorded. */
export function getPayment(id: number): Promise<Payment> {
  return call(getPaymentEndpoint, { params: { id } });
}

/** How often, and how many times, the return page asks again while the outcome is still unknown. */
export const PAYMENT_POLL_INTERVAL_MS = 1500;
export const PAYMENT_POLL_MAX_READS = 40;

export const paymentQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['payments', id], queryFn: () => getPayment(id), retry: 1 });

/**
 * The payment as recorded. With `waitForOutcome`, while the provider's notification has not
 * arrived yet (status `Creato`) it is read again every 1.5 s, at most 40 times (one minute);
 * `gaveUp` tells that the bound was reached with the outcome still unknown.
 */
export function usePayment(id: number, { waitForOutcome = false }: { waitForOutcome?: boolean } = {}) {
  const queryClient = useQueryClient();
  const options = paymentQueryOptions(id);
  const query = useQuery({
    ...options,
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (q) =>
      waitForOutcome && q.state.data?.status === 'Creato' && q.state.dataUpdateCount < PAYMENT_POLL_MAX_READS
        ? PAYMENT_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: true,
  });
  // Every read re-renders (dataUpdatedAt changes), so the count read here is current.
  const reads = query.dataUpdatedAt ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) : 0;
  const status = query.data?.status;
  const pending = status === 'Creato';
  // Once the outcome is recorded, the invoices are read again (a paid one shows as paid).
  useEffect(() => {
    if (status && status !== 'Creato') void queryClient.invalidateQueries({ queryKey: ['invoices'] });
  }, [status, queryClient]);
  return { ...query, gaveUp: waitForOutcome && pending && reads >= PAYMENT_POLL_MAX_READS };
}

/**
 * PUT /Erp/v1/payments: the outcome the customer says it saw on return (spec). Only a claim: the
 * server keeps the first one and never changes the recorded outcome or the invoices with it.
 */
export function recordPaymentOutcome(id: number, returnedTo: PaymentReturn): Promise<Payment> {
  return call(updatePayment, {
    body: {
      updatePaymentRequest: {
        id,
        userOutcome: userOutcomeFor(returnedTo),
        userOutcomeDate: new Date().toISOString(),
      },
    },
  });
}

/** Sends the customer's claim once; afterwards the invoices are read again. */
export function useRecordPaymentOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, returnedTo }: { id: number; returnedTo: PaymentReturn }) =>
      recordPaymentOutcome(id, returnedTo),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
}
